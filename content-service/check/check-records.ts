import type { Entry } from "../store/store";

/**
 * The editors' check rules that keep an article's record true: a first review dated after the
 * first publication says so, a new change note matches a change in the text, and every source is
 * dated and comes from the publisher of the guidance (a warning: the editor decides).
 */

type Report = (entry: Entry, field: string, message: string) => void;
const records = (value: unknown) => (Array.isArray(value) ? value : []) as Record<string, unknown>[];

/** A summary that claims the article was reviewed before readers saw it. */
const CLAIMS_BEFORE = /first published after (?:a |its )?(?:medical )?review|reviewed before (?:it was |first )?publi/i;
/** A summary that says the review came after publication (or that the log began after it). */
const SAYS_AFTER = /after (?:its |first |the article's )?publication|after (?:(?:it|the article) was )?(?:first )?published|when the change log began/i;

/** From this day a new article is reviewed before its first publication (the About and policy pages say so). */
export const REVIEW_BEFORE_PUBLICATION_SINCE = "2026-11-28";

/** The oldest review against the first publication: "reviewed before publishing" only if it was. */
export function reviewRecordFindings(post: Entry, error: Report): void {
  const changes = records(post.changeLog);
  const first = typeof post.firstPublishedAt === "string" ? post.firstPublishedAt.slice(0, 10) : null;
  if (first && first >= REVIEW_BEFORE_PUBLICATION_SINCE && !changes.length) error(post, "changeLog", `first published on ${first} with no medical review: from ${REVIEW_BEFORE_PUBLICATION_SINCE} an article is reviewed before it is first published`);
  if (!first || !changes.length) return;
  changes.forEach((change, index) => {
    const summary = String(change.summary ?? "");
    if (typeof change.date === "string" && change.date > first && CLAIMS_BEFORE.test(summary)) {
      error(post, `changeLog[${index}].summary`, `says the article was reviewed before publication, but the review is dated ${change.date} and the article was first published on ${first}`);
    }
  });
  const oldest = changes[changes.length - 1];
  if (first >= REVIEW_BEFORE_PUBLICATION_SINCE && typeof oldest.date === "string" && oldest.date > first) {
    error(post, `changeLog[${changes.length - 1}].date`, `the first review (${oldest.date}) is after the first publication (${first}): from ${REVIEW_BEFORE_PUBLICATION_SINCE} an article is reviewed before it is first published`);
  }
  const summary = String(oldest.summary ?? "");
  if (typeof oldest.date === "string" && oldest.date > first && !CLAIMS_BEFORE.test(summary) && !SAYS_AFTER.test(summary)) {
    error(post, `changeLog[${changes.length - 1}].summary`, `the first recorded review (${oldest.date}) is after the first publication (${first}) and does not say so: write that it was reviewed after publication`);
  }
}

/** A summary that records a review without claiming a change. */
const NO_CHANGE = /\bno (?:medical |other |content )?changes?\b|nothing (?:needed|had) to change|\bunchanged\b/i;
/** What readers read of an article: a change note that claims a change must change one of these. */
const TEXT_FIELDS = ["title", "excerpt", "content", "sources", "urgentHelp", "tags"];

/** Change notes added since the published version that claim a change the text does not show. */
export function changeNoteFindings(draft: Entry, published: Entry | null, error: Report): void {
  if (!published) return;
  const before = new Set(records(published.changeLog).map((change) => `${String(change.date)}|${String(change.summary)}`));
  const textChanged = TEXT_FIELDS.some((field) => JSON.stringify(draft[field] ?? null) !== JSON.stringify(published[field] ?? null));
  if (textChanged) return;
  records(draft.changeLog).forEach((change, index) => {
    if (before.has(`${String(change.date)}|${String(change.summary)}`) || NO_CHANGE.test(String(change.summary ?? ""))) return;
    error(draft, `changeLog[${index}].summary`, `claims a change ("${String(change.summary).slice(0, 80)}"), but the text is the same as the published version: make the change, or record "no medical change needed"`);
  });
}

/** Publishers of primary guidance and their own web addresses. */
const PRIMARY_PUBLISHERS: { names: RegExp; hosts: string[] }[] = [
  { names: /\bCDC\b|Centers for Disease Control/i, hosts: ["cdc.gov"] },
  { names: /\bWHO\b|World Health Organization/i, hosts: ["who.int"] },
  { names: /USPSTF|Preventive Services Task Force/i, hosts: ["uspreventiveservicestaskforce.org"] },
  { names: /\bFDA\b|Food and Drug Administration/i, hosts: ["fda.gov"] },
  { names: /\bNIH\b|National Institutes of Health|National Library of Medicine|MedlinePlus/i, hosts: ["nih.gov", "medlineplus.gov"] },
  { names: /\bHHS\b|Health and Human Services/i, hosts: ["hhs.gov", "hiv.gov"] },
  { names: /HIV\.gov/i, hosts: ["hiv.gov"] },
  { names: /\bACOG\b|College of Obstetricians/i, hosts: ["acog.org"] },
  { names: /\bIDSA\b|Infectious Diseases Society/i, hosts: ["idsociety.org"] },
];

function hostOf(url: unknown): string {
  try {
    return typeof url === "string" ? new URL(url).hostname.toLowerCase() : "";
  } catch {
    return "";
  }
}
const onHost = (host: string, hosts: string[]) => hosts.some((own) => host === own || host.endsWith(`.${own}`));

/** Sources without a date, from a publisher that is not primary, or linking to another publisher's site. */
export function sourceWarnings(post: Entry, warn: Report): void {
  records(post.sources).forEach((source, index) => {
    const at = `sources[${index}]`;
    if (!source.date) warn(post, `${at}.date`, "has no date: give the date the source page shows (published, updated or reviewed)");
    const host = hostOf(source.url);
    if (!host) return;
    const publisher = String(source.publisher ?? "");
    const named = PRIMARY_PUBLISHERS.filter((body) => body.names.test(publisher));
    if (named.length && !named.some((body) => onHost(host, body.hosts))) {
      warn(post, `${at}.publisher`, `"${publisher}" is not the publisher of ${host}: name the site's own publisher, or link the named publisher's page`);
    } else if (!PRIMARY_PUBLISHERS.some((body) => onHost(host, body.hosts))) {
      warn(post, `${at}.url`, `${host} is not a primary publisher of guidance: cite the guidance itself (CDC, WHO, USPSTF, FDA, …) where there is one`);
    }
  });
}
