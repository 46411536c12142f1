import { readFileSync } from "node:fs";

/**
 * What a Spanish page's links must do, judged on what the page shows (shared by the component test
 * over the content service and the Chromium test over the built site): no link to an English page
 * that has a Spanish version; every link to English content, here or elsewhere, says «(en inglés)»
 * and carries hreflang="en"; a Spanish page of another site is one docs/spanish-sources.md lists
 * as verified; an English source's title is marked lang="en".
 */
export const IN_ENGLISH = "(en inglés)";

/** A link as the page renders it. */
export type ShownLink = {
  href: string;
  text: string;
  hreflang: string | null;
  lang: string | null;
  /** The text of its descendants marked lang="en". */
  englishText: string | null;
  within: "quick-exit" | "language-switch" | "translation-notice" | "sources" | null;
};

/** The links of a page's document (as rendered on the server, or as Chromium shows it), as a reader meets them. */
export const linksOf = (page: Document): ShownLink[] =>
  [...page.querySelectorAll<HTMLAnchorElement>("a[href]")].map((link) => ({
    href: link.getAttribute("href") ?? "",
    text: link.textContent?.trim() ?? "",
    hreflang: link.getAttribute("hreflang"),
    lang: link.getAttribute("lang"),
    englishText: link.querySelector('[lang="en"]')?.textContent ?? null,
    within: link.closest(".quick-exit") ? "quick-exit" : link.closest(".language-switch") ? "language-switch" : link.closest(".translation-notice") ? "translation-notice" : link.closest(".article__sources") ? "sources" : null,
  }));

/** The Spanish addresses of other sites docs/spanish-sources.md lists as verified (its table's "Spanish address" column). */
export const verifiedSpanishAddresses = new Set(
  [...readFileSync("docs/spanish-sources.md", "utf8").matchAll(/^\|[^|]*\|\s*<?(https:\/\/[^\s|>]+)>?\s*\|/gm)].map((match) => match[1]),
);

/** Addresses with no language of their own: anchors, e-mail, phones, click-outs, the sitemap. */
const neutral = (href: string) => href.startsWith("#") || /^(mailto|tel):/.test(href) || href.startsWith("/go/") || href === "/sitemap.xml";

/**
 * What is wrong with one Spanish page's links, one line each (none: []). `hasSpanishVersion` says
 * whether a path of the English site has a Spanish version (read from the content or the site).
 */
export function spanishLinkProblems(links: ShownLink[], hasSpanishVersion: (englishPath: string) => boolean): string[] {
  const problems: string[] = [];
  for (const link of links) {
    const { href, text } = link;
    const said = text.endsWith(IN_ENGLISH) && link.hreflang === "en";
    // The quick exit leaves for an unrelated page on purpose; nothing about it may slow a reader down.
    if (link.within === "quick-exit" || neutral(href)) continue;
    const spanishHere = href === "/es" || href.startsWith("/es/") || href.startsWith("/es?");
    // The language switch's whole point is the English version of this page: it names it in English.
    if (link.within === "language-switch") {
      if (!spanishHere && (link.hreflang !== "en" || link.lang !== "en")) problems.push(`${href}: the language switch's English link is not marked English`);
      continue;
    }
    // A translation behind its English sends the reader to the English on purpose: hreflang="en", and the
    // notice says «(en inglés)» right after the link (tests/content-service/translation-notice.test.tsx).
    if (link.within === "translation-notice") {
      if (link.hreflang !== "en") problems.push(`${href}: the translation notice's English link has no hreflang="en"`);
      continue;
    }
    if (spanishHere || verifiedSpanishAddresses.has(href)) {
      if (text.includes(IN_ENGLISH) || link.hreflang) problems.push(`${href}: a Spanish page marked as another language`);
      continue;
    }
    if (href.startsWith("/") && hasSpanishVersion(href.replace(/[?#].*$/, ""))) problems.push(`${href}: English page that has a Spanish version`);
    else if (!said) problems.push(`${href} ("${text}"): English content not marked «${IN_ENGLISH}» with hreflang="en"`);
    else if (link.within === "sources" && `${link.englishText} ${IN_ENGLISH}` !== text) problems.push(`source "${text}": English title not marked lang="en"`);
  }
  return problems;
}
