import type { Entry } from "../store/store";

/**
 * The editors' check rule that a medical review covers the entry as readers read it: on every
 * reviewed model (posts and pages by their SEO review, window periods, PEP/PrEP follow-ups,
 * urgent-help boxes and facts by their own), a change after the review date is an error until the
 * entry is reviewed again. Ranking criteria carry no review of their own: the pages that show the
 * ranking (its method, or a chart) are reviewed with them, so a criterion changed after such a
 * page's review is reported on the page.
 */

type Report = (entry: Entry, field: string, message: string) => void;

/** Models that record their medical review in a `lastReviewed` field of their own. */
export const OWN_REVIEW_MODELS = ["WindowPeriod", "PreventionFollowUp", "UrgentHelp", "Fact"];

const day = (value: unknown) => (typeof value === "string" && value.length >= 10 ? value.slice(0, 10) : null);

/** The entry's last change in any language (a translation's own edit is a change readers see too). */
export function lastChange(entry: Entry): string | null {
  const localizations = entry.localizations && typeof entry.localizations === "object" ? Object.values(entry.localizations as Record<string, { updatedAt?: unknown }>) : [];
  const days = [entry.updatedAt, ...localizations.map((localization) => localization.updatedAt)].map(day).filter((value): value is string => Boolean(value));
  return days.length ? days.sort().at(-1)! : null;
}

/** The review date of an entry of a model that records one (null when it records none). */
export function reviewDate(model: string, entry: Entry): string | null {
  if (OWN_REVIEW_MODELS.includes(model)) return day(entry.lastReviewed);
  const seo = entry.seo && typeof entry.seo === "object" ? (entry.seo as Record<string, unknown>) : {};
  return day(seo.lastReviewed);
}

/** A reviewed entry changed after its review (models with their own review field). */
export function reviewAfterChangeFindings(model: string, entry: Entry, error: Report): void {
  if (!OWN_REVIEW_MODELS.includes(model)) return;
  const reviewed = reviewDate(model, entry);
  const changed = lastChange(entry);
  if (reviewed && changed && changed > reviewed) {
    error(entry, "lastReviewed", `${reviewed} is before the entry's last change on ${changed}: review the change and record the new review date`);
  }
}

/** Whether a page shows the site's ranking: its method, a default chart, or a chart in its body. */
function showsRanking(page: Entry, modelOf: (id: string) => string | undefined, embedded: (document: unknown) => string[]): boolean {
  return page.showRankingMethod === true || Boolean(page.defaultChart) || embedded(page.content).some((id) => modelOf(id) === "Chart");
}

/** Pages that show the ranking and were last reviewed before a criterion changed. */
export function rankingReviewFindings(pages: Entry[], criteria: Entry[], modelOf: (id: string) => string | undefined, embedded: (document: unknown) => string[], error: Report): void {
  const changes = criteria.map((criterion) => ({ criterion, changed: lastChange(criterion) })).filter((item): item is { criterion: Entry; changed: string } => Boolean(item.changed));
  if (!changes.length) return;
  const latest = changes.reduce((newest, item) => (item.changed > newest.changed ? item : newest));
  for (const page of pages) {
    if (!showsRanking(page, modelOf, embedded)) continue;
    const reviewed = reviewDate("Page", page);
    if (!reviewed) error(page, "seo.lastReviewed", `shows the ranking but records no medical review: the criteria (last changed ${latest.changed}) are reviewed with the page`);
    else if (latest.changed > reviewed) {
      error(page, "seo.lastReviewed", `${reviewed} is before the ranking criterion "${String(latest.criterion.slug)}" changed on ${latest.changed}: review the ranking with its criteria`);
    }
  }
}
