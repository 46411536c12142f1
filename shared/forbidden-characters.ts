/**
 * Characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return; U+FFFE and
 * U+FFFF; unpaired surrogates). HTML treats them as parse errors too, so text from the CMS loses
 * them before it goes into structured data and the XML feeds. One pass of a regex without backtracking: linear.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function removeForbiddenCharacters(text: string): string {
  return text.replace(FORBIDDEN, "");
}
