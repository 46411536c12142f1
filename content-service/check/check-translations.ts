import { isTranslationBehind, type EnglishRevision } from "@sti-aware/contract/translation-status";
import { localizationsOf, type Locale } from "../store/localization";
import type { ContentStore, Entry } from "../store/store";

/**
 * The translations section of the editors' check (`npm run content -- check --locale es`): which
 * published English posts and pages have no translation in the locale (expected: not every article
 * is translated, so these are listed, not warned about) and which translations are behind because
 * the English changed after the revision they were made from — posts, pages, and the other
 * localized models readers meet beside them (FAQs, planner rows, follow-ups, urgent boxes, facts,
 * the comparison's brands, promotions, product reviews and ranking criteria, menus),
 * whose revision is their English updatedAt, as a page's.
 */

/** The other localized models, by the name the report gives them and the field that names an entry. */
const OTHER_MODELS = [
  { model: "Faq", kind: "faq", name: "key" },
  { model: "WindowPeriod", kind: "window period", name: "key" },
  { model: "PreventionFollowUp", kind: "follow-up", name: "prevention" },
  { model: "UrgentHelp", kind: "urgent help", name: "slug" },
  { model: "Fact", kind: "fact", name: "slug" },
  { model: "Advertiser", kind: "advertiser", name: "key" },
  { model: "Promotion", kind: "promotion", name: "slug" },
  { model: "ProductReview", kind: "product review", name: "key" },
  { model: "RankingCriterion", kind: "ranking criterion", name: "slug" },
  { model: "NavigationMenu", kind: "menu", name: "name" },
] as const;

export type TranslationEntry = { model: "post" | "page" | (typeof OTHER_MODELS)[number]["kind"]; slug: string; localizedSlug?: string; message: string };
/** `upToDate`: posts and pages; `entriesUpToDate`: the other localized models' translations. */
export type TranslationReport = { locale: Locale; upToDate: number; entriesUpToDate: number; stale: TranslationEntry[]; missing: TranslationEntry[] };

/** The English revision of a post (its review history) or a page (its last update). */
export function englishRevision(entry: Entry): EnglishRevision {
  if (entry.__typename === "Post") {
    const log = Array.isArray(entry.changeLog) ? (entry.changeLog as { id?: unknown }[]) : [];
    return { kind: "post", changeIds: log.map((change) => String(change.id)) };
  }
  return { kind: "page", updatedAt: entry.updatedAt };
}

/** What changed in the English since a translation's source: the newer review-history entries of a post, or the page's update. */
function behindBy(entry: Entry, source: string | null): string {
  if (entry.__typename !== "Post") return `English updated ${entry.updatedAt}, after the translation's source ${source ?? "(none recorded)"}`;
  const log = (Array.isArray(entry.changeLog) ? entry.changeLog : []) as { id: string; date: string; summary: string }[];
  const at = source ? log.findIndex((change) => change.id === source) : -1;
  const newer = at < 0 ? log : log.slice(0, at);
  const latest = newer[0];
  const origin = source ? `the translation was made from ${source}` : "the translation records no English source";
  return latest ? `English medical change ${latest.date} (${latest.id}: ${latest.summary}); ${origin}` : origin;
}

/** Stale and missing translations of `locale` in the editors' latest versions (DRAFT), over published English posts and pages. */
export function translationReport(store: ContentStore, locale: Locale): TranslationReport {
  const report: TranslationReport = { locale, upToDate: 0, entriesUpToDate: 0, stale: [], missing: [] };
  for (const model of ["Post", "Page"] as const) {
    for (const entry of store.all(model, "DRAFT")) {
      const kind = model === "Post" ? "post" : "page";
      const localization = localizationsOf(entry)[locale];
      if (!localization) {
        if (store.get(entry.id, "PUBLISHED")) report.missing.push({ model: kind, slug: String(entry.slug), message: `published in English, no ${locale} translation` });
        continue;
      }
      const source = typeof localization.translationSource === "string" ? localization.translationSource : null;
      if (isTranslationBehind(englishRevision(entry), source)) {
        report.stale.push({ model: kind, slug: String(entry.slug), localizedSlug: String(localization.slug ?? ""), message: behindBy(entry, source) });
      } else report.upToDate++;
    }
  }
  for (const { model, kind, name } of OTHER_MODELS) {
    for (const entry of store.all(model, "DRAFT")) {
      const localization = localizationsOf(entry)[locale];
      if (!localization) continue;
      const source = typeof localization.translationSource === "string" ? localization.translationSource : null;
      if (isTranslationBehind(englishRevision(entry), source)) report.stale.push({ model: kind, slug: String(entry[name] ?? entry.id), message: behindBy(entry, source) });
      else report.entriesUpToDate++;
    }
  }
  return report;
}

/** The report as the check prints it: a "Translations" section with its counts, stale ones first. */
export function formatTranslationReport(report: TranslationReport): string {
  const lines = [
    `Translations (${report.locale}): ${report.upToDate} up to date, ${report.stale.length} stale, ${report.missing.length} missing.`,
    `Translated FAQs, planner rows, follow-ups, urgent boxes, facts, brands, promotions, product reviews, ranking criteria and menus: ${report.entriesUpToDate} up to date.`,
  ];
  for (const entry of report.stale) lines.push(`stale       ${entry.model} ${entry.slug}${entry.localizedSlug ? ` (${report.locale}: ${entry.localizedSlug})` : ""}  ${entry.message}`);
  for (const entry of report.missing) lines.push(`missing     ${entry.model} ${entry.slug}  ${entry.message}`);
  return lines.join("\n");
}
