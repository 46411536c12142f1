import type { ContentSource } from "@/queries/client/content-source";
import { getEmbedsInLocales, type EmbedIds } from "@/queries/embeds-in-locales";
import type { Chart, RichText, RichTextDocument, RichTextNode, RichTextReference } from "@/lib/shared/content/types";
import { DEFAULT_LOCALE, type SiteLocale } from "@sti-aware/contract/routes";
import { withFallback } from "@/lib/server/content/shared-context";

/** The embedded models read again with fallback, by the variable that carries their ids. */
const FALLBACK_MODELS: Record<string, keyof EmbedIds> = {
  Promotion: "promotions",
  ProductReview: "reviews",
  DeepLink: "deepLinks",
  Asset: "assets",
  Chart: "charts",
};

function collectIds(node: RichTextDocument | RichTextNode, ids: EmbedIds): void {
  if ("nodeId" in node && "nodeType" in node && typeof node.nodeId === "string") {
    const key = FALLBACK_MODELS[String(node.nodeType)];
    if (key && !ids[key].includes(node.nodeId)) ids[key].push(node.nodeId);
  }
  if ("children" in node) for (const child of node.children) collectIds(child, ids);
}

/**
 * A translated page's comparison entries in its language where they have a translation, and as
 * they are where they have none (an image, a brand's deep link): the page itself is read in its
 * language alone (`[es]`, no English text at a Spanish address), and Hygraph passes those locales
 * down to what it embeds, leaving out every entry with no Spanish version — the Spanish comparison
 * rendered none of its chart, cards or buttons. Read here again with `[es, en]`, by the ids the
 * body and the page name. English pages are returned as they are (one query fewer).
 */
export async function withEmbedsInLocale(
  source: ContentSource,
  content: RichText | null,
  locale: SiteLocale,
  chartIds: string[] = [],
): Promise<{ content: RichText | null; charts: Map<string, Chart> }> {
  if (locale === DEFAULT_LOCALE) return { content, charts: new Map() };
  const ids: EmbedIds = { promotions: [], reviews: [], deepLinks: [], assets: [], charts: [] };
  if (content) collectIds(content.json, ids);
  const embeddedCharts = new Set(ids.charts);
  const wanted = { ...ids, charts: [...new Set([...ids.charts, ...chartIds])] };
  if (Object.values(wanted).every((list) => list.length === 0)) return { content, charts: new Map() };
  const found = await getEmbedsInLocales(source, wanted, withFallback(locale));
  const charts = new Map(found.charts.map((chart) => [chart.id, chart]));
  // Only what the body embeds joins its references (the page's own chart is not in its body).
  const read: RichTextReference[] = [...found.promotions, ...found.productReviews, ...found.deepLinks, ...found.assets, ...found.charts.filter((chart) => embeddedCharts.has(chart.id))];
  if (!content) return { content, charts };
  const replaced = new Set(read.map((reference) => `${reference.__typename}:${reference.id}`));
  const kept = content.references.filter((reference) => !("id" in reference) || !replaced.has(`${reference.__typename}:${reference.id}`));
  return { content: { ...content, references: [...kept, ...read] }, charts };
}
