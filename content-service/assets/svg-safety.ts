/**
 * Whether an uploaded SVG is a still picture: only drawing elements (an allow-list), no event
 * handlers, no links or references to other documents, no DOCTYPE or entities. An SVG is a
 * document that can carry script; one that passes holds nothing that runs or fetches. (Files
 * under /images/ are served sandboxed as well: asset-files.ts.)
 */

const DRAWING_ELEMENTS = new Set([
  "svg", "g", "defs", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "lineargradient", "radialgradient",
  "stop", "title", "desc", "text", "tspan", "clippath", "mask", "symbol", "metadata",
]);

/** Why this SVG is refused, or null when it is a still picture. */
export function svgRefusal(text: string): string | null {
  if (/<!(?!--)/.test(text)) return "a DOCTYPE or entity declaration";
  const withoutComments = text.replace(/<!--[\s\S]*?-->/g, "");
  for (const [, name] of withoutComments.matchAll(/<([A-Za-z][\w:.-]*)/g)) {
    if (!DRAWING_ELEMENTS.has(name.toLowerCase())) return `the element <${name}>`;
  }
  for (const [, attribute] of withoutComments.matchAll(/[\s"']([A-Za-z_:][\w:.-]*)\s*=/g)) {
    const lower = attribute.toLowerCase();
    if (lower.startsWith("on") || lower === "href" || lower.endsWith(":href") || lower === "style") return `the attribute ${attribute}`;
  }
  if (/url\(\s*['"]?(?!#)/i.test(withoutComments)) return "a reference to another document";
  return null;
}
