import { isTranslationBehind } from "@sti-aware/contract/translation-status";
import { DEFAULT_LOCALE, type SiteLocale } from "@sti-aware/contract/routes";

/** A planner row whose English changed after its translation: its words in the page's language and the English change's day. */
export type RowBehind = { infection: string; testType: string; date: string };

/** A translated entry (not a post) with its source and its English's last update. */
type TranslatedEntry = { translationSource?: string | null; englishUpdatedAt?: string | null };

/** The day the English of a translated entry changed after its translation's source, or null. */
export function englishChangedOn({ translationSource, englishUpdatedAt }: TranslatedEntry): string | null {
  return englishUpdatedAt && isTranslationBehind({ kind: "page", updatedAt: englishUpdatedAt }, translationSource) ? englishUpdatedAt.slice(0, 10) : null;
}

/**
 * The planner rows a translated planner shows whose English changed after the revision their
 * translation was made from (translationSource against the row's English updatedAt, as the
 * editors' check compares them). None on the English planner.
 */
export function rowsBehind(rows: (TranslatedEntry & { infection: string; testType: string })[], locale: SiteLocale): RowBehind[] {
  if (locale === DEFAULT_LOCALE) return [];
  return rows.flatMap((row) => {
    const date = englishChangedOn(row);
    return date ? [{ infection: row.infection, testType: row.testType, date }] : [];
  });
}
