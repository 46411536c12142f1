import type { ContentSource } from "@/queries/client/content-source";
import type { RichText, RichTextDocument, RichTextNode } from "@/lib/shared/content/types";
import { addressesInLanguage } from "@/lib/server/content/site-addresses";
import type { SiteLocale } from "@sti-aware/contract/routes";

/**
 * A translation's rich text with each link to an English page of the site pointed at that page's
 * version in the translation's language, where one exists now (lib/server/content/site-addresses.ts).
 * A translator writes the English address once, as in the English text; which pages have a
 * Spanish version changes with each publish, so the address is chosen when the page is rendered.
 * A link left English is marked as English by the renderer (components/links/LanguageMarkedLink).
 */

const hrefOf = (node: RichTextNode): string | null => ("type" in node && node.type === "link" && "href" in node && typeof node.href === "string" ? node.href : null);

function collectHrefs(nodes: RichTextNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    const href = hrefOf(node);
    if (href) into.add(href);
    if ("children" in node && Array.isArray(node.children)) collectHrefs(node.children, into);
  }
  return into;
}

function rewrite(nodes: RichTextNode[], addresses: Map<string, string>): RichTextNode[] {
  return nodes.map((node) => {
    if (!("children" in node) || !Array.isArray(node.children)) return node;
    const href = hrefOf(node);
    const localized = href === null ? undefined : addresses.get(href);
    return { ...node, ...(localized ? { href: localized } : {}), children: rewrite(node.children, addresses) } as RichTextNode;
  });
}

export async function withLinksInLanguage(source: ContentSource, locale: SiteLocale, content: RichText | null): Promise<RichText | null> {
  if (!content) return content;
  const addresses = await addressesInLanguage(source, locale, collectHrefs(content.json.children ?? [], new Set()));
  if (!addresses.size) return content;
  const json: RichTextDocument = { ...content.json, children: rewrite(content.json.children, addresses) as RichTextDocument["children"] };
  return { ...content, json };
}
