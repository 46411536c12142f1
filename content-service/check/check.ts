import dayjs from "dayjs";
import { isReviewDue, isReviewSoonDue, REVIEW_SOON_DAYS, reviewDueDate, reviewIntervalMonths } from "@sti-aware/contract/review-interval";
import { richTextToPlainText, type RichTextDocument } from "@sti-aware/contract/rich-text";
import { evidenceFindings, siteWideFindings, urgentFindings, type SiteView } from "./check-integrity";
import { followUpProblems, windowPeriodProblems } from "../store/window-periods";
import { changeNoteFindings, reviewRecordFindings, sourceWarnings } from "./check-records";
import { rankingReviewFindings, reviewAfterChangeFindings } from "./check-reviews";
import { chartTypeFindings, panelClaimFindings, promotionFactFindings } from "./check-comparison-data";
import { contradictingCopies, factFigure, windowFigure, type StoredFigure } from "../store/facts";
import { describeDamage, embeddedIds, type ContentStore, type Entry } from "../store/store";
import { routes } from "@sti-aware/contract/routes";
export { METHOD_PAGE_SLUG } from "./check-integrity";

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/**
 * The editors' check (`npm run content -- check`): what a reader, a regulator or a search engine
 * would catch on the content files. Errors must be fixed before publishing; "review due" lists
 * articles whose medical review is older than the site's review interval (readers see that it is
 * due) and "review soon" those falling due within 30 days, for the medical team; it never changes a date.
 */

export type Finding = {
  /** Errors refuse a publish; a warning is for the editor to weigh (a source without a date, …). */
  level: "error" | "warning" | "review due" | "review soon";
  /** Model name in lower case, e.g. "post". */
  model: string;
  /** The entry's slug, or its id when it has none. */
  slug: string;
  field: string;
  message: string;
};

export type CheckOptions = {
  now?: Date;
  /** Check only these entries (ids), as publishing does: the whole-site rules (charts, ribbons, the method page) are skipped. */
  only?: ReadonlySet<string>;
};

/** Search engines show about 60 characters of a title. */
export const SEO_TITLE_MAX = 60;
/** Where the site's disclosure sends readers, and where ribbon criteria are published. */

type RichTextElement = { type?: string; href?: string; nodeId?: string; nodeType?: string; text?: string; children?: RichTextElement[] };

const STAGE = "DRAFT"; // editors check their latest version, published or not

function label(entry: Entry): string {
  return String(entry.slug ?? entry.id);
}

function seoList(entry: Entry): { field: string; seo: Record<string, unknown> }[] {
  const seo = entry.seo;
  if (Array.isArray(seo)) return seo.map((item, index) => ({ field: `seo[${index}]`, seo: item as Record<string, unknown> }));
  return seo && typeof seo === "object" ? [{ field: "seo", seo: seo as Record<string, unknown> }] : [];
}

/** Every link element of a rich text with the text node that follows it (a cut URL leaves its ")" there). */
function linksOf(node: RichTextElement | undefined, found: { link: RichTextElement; next?: RichTextElement }[] = []) {
  const children = node?.children ?? [];
  children.forEach((child, index) => {
    if (child.type === "link") found.push({ link: child, next: children[index + 1] });
    linksOf(child, found);
  });
  return found;
}

function balancedParentheses(value: string): boolean {
  let depth = 0;
  for (const character of value) {
    depth += character === "(" ? 1 : character === ")" ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function hostOf(url: unknown): string | null {
  try {
    return typeof url === "string" ? new URL(url).hostname.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

/** Static routes of the site (pages/): anything else under "/" is generated from content below. */
const SITE_ROUTES = (["home", "blog", "medicalTeam", "whenToTest", "rss", "sitemapIndex", "robots"] as const).map((name) => routes.path(name));
/** A listing page's number: without leading zeros. */
const PAGE_NUMBER = /^[1-9]\d*$/;

/** Whether a site path (no query, no fragment, no trailing slash) is a route the site answers. */
export function siteRoutes(store: ContentStore, stage: "DRAFT" | "PUBLISHED" = STAGE): (path: string) => boolean {
  const paths = new Set<string>(SITE_ROUTES);
  const all = (model: string) => store.all(model, stage);
  for (const post of all("Post")) paths.add(routes.path("article", { slug: String(post.slug) }));
  for (const page of all("Page")) paths.add(routes.path("contentPage", { slug: String(page.slug) }));
  for (const author of all("Author")) paths.add(routes.path("author", { slug: String(author.slug) }));
  const categories = new Map(all("Category").map((category) => [category.id, String(category.slug)]));
  const listings = new Set<string>(categories.values());
  for (const slug of categories.values()) paths.add(routes.path("category", { category: slug }));
  for (const sub of all("SubCategory")) {
    const category = categories.get(String(sub.category));
    if (!category) continue;
    paths.add(routes.path("subCategory", { category, subCategory: String(sub.slug) }));
    listings.add(`${category}/${sub.slug}`);
  }
  return (path) => {
    if (paths.has(path)) return true;
    const listing = routes.match("categoryListing", path) ?? routes.match("subCategoryListing", path);
    if (!listing || !PAGE_NUMBER.test(listing.page)) return false;
    return listings.has("subCategory" in listing ? `${listing.category}/${listing.subCategory}` : listing.category);
  };
}

/** What every rule reads: the store at the checked stage, today, the site's settings, and where findings go. */
type CheckContext = SiteView & {
  add: (level: Finding["level"], entry: Entry, field: string, message: string) => void;
  now: Date;
  todayIso: string;
  siteName: string;
  intervalMonths: number;
  affiliateHosts: Set<string>;
  /** Figures stored once (facts, window periods) whose copies the check compares. */
  figures: StoredFigure[];
};

function checkContext(store: ContentStore, now: Date, only: ReadonlySet<string> | undefined, findings: Finding[]): CheckContext {
  const all = (model: string) => store.all(model, STAGE);
  const add = (level: Finding["level"], entry: Entry, field: string, message: string) =>
    findings.push({ level, model: entry.__typename.toLowerCase(), slug: label(entry), field, message });
  const affiliateHosts = [...all("Advertiser").map((advertiser) => hostOf(`https://${advertiser.domain}`)), ...all("DeepLink").map((link) => hostOf(link.affiliate_link))];
  return {
    store,
    all,
    published: (model) => store.all(model, "PUBLISHED"),
    get: (id) => (typeof id === "string" ? store.get(id, STAGE) : null),
    add,
    error: (entry, field, message) => add("error", entry, field, message),
    missingPage: (slug, field, message) => findings.push({ level: "error", model: "page", slug, field, message }),
    now,
    todayIso: now.toISOString().slice(0, 10), // dates (YYYY-MM-DD) are UTC days
    siteName: String(all("SiteConfig")[0]?.name ?? ""),
    // The interval the site shows readers (SiteConfig in the CMS, default 12 months).
    intervalMonths: reviewIntervalMonths(all("SiteConfig")[0]?.reviewIntervalMonths as number | null | undefined),
    // Where internal links may point: for a publish, only to what readers can already open.
    isRoute: siteRoutes(store, only ? "PUBLISHED" : STAGE),
    affiliateHosts: new Set(affiliateHosts.filter((host): host is string => Boolean(host))),
    figures: [...all("Fact").map(factFigure), ...all("WindowPeriod").map(windowFigure)],
  };
}

export function checkContent(store: ContentStore, { now = new Date(), only }: CheckOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const context = checkContext(store, now, only, findings);
  for (const [id, { model }] of store.documents) {
    if (only && !only.has(id)) continue;
    const entry = context.get(id);
    if (entry) entryFindings(context, model, entry);
  }
  // A publish checks only its entries: the whole-site rules (charts, ribbons, the method page) are skipped.
  if (!only) {
    siteWideFindings(context);
    rankingReviewFindings(context.all("Page"), context.all("RankingCriterion"), (id) => store.modelOf(id), embeddedIds, context.error);
    for (const chart of context.all("Chart")) chartTypeFindings(chart, context.get, context.error);
    for (const promotion of context.all("Promotion")) promotionFactFindings(promotion, context.error);
    // A file that cannot be read is not served: named with the byte where it breaks.
    for (const [id, damage] of store.damaged) findings.push({ level: "error", model: damage.model.toLowerCase(), slug: id, field: "file", message: describeDamage(damage) });
  }
  return sortFindings(findings);
}

function entryFindings(context: CheckContext, model: string, entry: Entry): void {
  const { error } = context;
  // The test planner's rows: sane days and a source on every row (window-periods.ts); a final test after the row's own.
  if (model === "WindowPeriod") {
    for (const problem of windowPeriodProblems(entry)) error(entry, "row", problem);
    const final = context.get(entry.finalTest);
    if (final && Number(final.reliableDays) <= Number(entry.reliableDays)) error(entry, "finalTest", `${final.id} is reliable from day ${String(final.reliableDays)}, not after this row's day ${String(entry.reliableDays)}: a final test comes later`);
  }
  if (model === "PreventionFollowUp") for (const problem of followUpProblems(entry)) error(entry, "row", problem);
  // A review covers the entry as readers read it: a later change needs a new review (posts and pages below, by their SEO review).
  reviewAfterChangeFindings(model, entry, error);
  // One fact, one place: a copy of a stored figure that is not one of its accepted forms (facts.ts).
  for (const { field, copy, figure } of contradictingCopies(model, entry, context.figures)) {
    error(entry, field, `says "${copy}" where the fact "${figure.name}" (${figure.slug}) is ${figure.value}: show the stored figure, or correct the fact with its source`);
  }
  // System dates: Hygraph's DateTime (ISO 8601 in UTC), none in the future.
  for (const field of ["createdAt", "updatedAt", "publishedAt"]) {
    const value = entry[field];
    if (typeof value !== "string") continue;
    if (!ISO_DATE_TIME.test(value) || !dayjs(value).isValid()) error(entry, field, `"${value}" is not a date and time (YYYY-MM-DDTHH:mm:ss.sssZ, UTC)`);
    else if (dayjs(value).isAfter(dayjs(context.now))) error(entry, field, `${value} is in the future`);
  }
  for (const { field, seo } of seoList(entry)) seoFindings(context, model, entry, field, seo);
  const { siteName } = context;
  if ((model === "Post" || model === "Page") && typeof entry.title === "string" && entry.title !== siteName && siteName && entry.title.includes(siteName)) {
    error(entry, "title", `"${entry.title}" already contains the site name "${siteName}"`);
  }
  // Articles: their sources and review history, and nothing sponsored where the matter is urgent.
  if (model === "Post") {
    evidenceFindings(entry, context.todayIso, error);
    reviewRecordFindings(entry, error);
    changeNoteFindings(entry, context.store.get(entry.id, "PUBLISHED"), error);
    sourceWarnings(entry, (post, field, message) => context.add("warning", post, field, message));
    urgentFindings(entry, (related) => context.store.modelOf(related), error);
  }
  // Images without a text alternative.
  if (model === "Asset" && String(entry.mimeType ?? "").startsWith("image/") && !String(entry.alt ?? "").trim()) {
    error(entry, "alt", `image ${entry.fileName} has no alt text`);
  }
  for (const found of linksOf(entry.content as RichTextElement | undefined)) linkFindings(context, entry, found);
  if (model === "Post" || model === "Page") panelClaimFindings(entry, context.get, error);
}

function seoFindings(context: CheckContext, model: string, entry: Entry, field: string, seo: Record<string, unknown>): void {
  const { error, siteName, todayIso, now, intervalMonths } = context;
  const day = (value: unknown) => (typeof value === "string" ? value.slice(0, 10) : null);
  for (const dateField of ["lastReviewed", "dateModified"]) {
    const value = seo[dateField];
    if (typeof value === "string" && value.slice(0, 10) > todayIso) error(entry, `${field}.${dateField}`, `${value} is in the future`);
  }
  // SEO titles: cut, too long, or naming the site the page title adds anyway.
  const title = typeof seo.title === "string" ? seo.title.trim() : "";
  if (/(\.\.\.|…)$/.test(title)) error(entry, `${field}.title`, `"${title}" is cut off`);
  if (title.length > SEO_TITLE_MAX) error(entry, `${field}.title`, `"${title}" has ${title.length} characters (at most ${SEO_TITLE_MAX})`);
  if (siteName && title !== siteName && title.toLowerCase().includes(siteName.toLowerCase())) {
    error(entry, `${field}.title`, `"${title}" already contains the site name "${siteName}", which the page title adds`);
  }
  // Medical review: due after the site's interval (pages then say so to readers), and after any later change.
  const lastReviewed = day(seo.lastReviewed);
  if (!lastReviewed || (model !== "Post" && model !== "Page")) return;
  if (isReviewDue(lastReviewed, now, intervalMonths)) context.add("review due", entry, `${field}.lastReviewed`, `last reviewed ${lastReviewed}, more than ${intervalMonths} months ago: readers see "Medical review due"`);
  else if (isReviewSoonDue(lastReviewed, now, intervalMonths)) context.add("review soon", entry, `${field}.lastReviewed`, `last reviewed ${lastReviewed}: due on ${reviewDueDate(lastReviewed, intervalMonths)}`);
  const updated = day(entry.updatedAt);
  if (updated && updated > lastReviewed) error(entry, "updatedAt", `changed on ${updated}, after its last medical review on ${lastReviewed}`);
}

/** Links in rich text: broken, truncated, or an affiliate address that skips the paid-link marking. */
function linkFindings(context: CheckContext, entry: Entry, { link, next }: { link: RichTextElement; next?: RichTextElement }): void {
  const { error } = context;
  const text = richTextToPlainText(link as RichTextDocument).trim() || "(no text)";
  const where = `content link "${text}"`;
  if (link.nodeId) {
    if (!context.get(link.nodeId)) error(entry, "content", `${where} points to missing entry "${link.nodeId}"`);
    return;
  }
  const href = link.href?.trim() ?? "";
  if (!href) return error(entry, "content", `${where} has no address`);
  if (href.startsWith("/")) {
    if (!context.isRoute(href.split(/[?#]/)[0].replace(/\/$/, "") || "/")) error(entry, "content", `${where} points to ${href}, which is not a page of the site`);
    return;
  }
  if (!/^(https?:\/\/|mailto:|#)/.test(href)) return error(entry, "content", `${where} has an address that is not a web link: ${href}`);
  if (/^https?:/.test(href) && !hostOf(href)) error(entry, "content", `${where} has a broken address: ${href}`);
  if (!balancedParentheses(href) || /^\)/.test(next?.text ?? "")) error(entry, "content", `${where} is cut short: ${href}`);
  const host = hostOf(href);
  if (host && context.affiliateHosts.has(host)) {
    error(entry, "content", `${where} goes straight to an advertiser (${host}): use a deep link, which is marked as paid and disclosed`);
  }
}

function sortFindings(findings: Finding[]): Finding[] {
  const order = { error: 0, warning: 1, "review due": 2, "review soon": 3 };
  return findings.sort((a, b) => order[a.level] - order[b.level] || a.model.localeCompare(b.model) || a.slug.localeCompare(b.slug) || a.field.localeCompare(b.field));
}

/** The report editors read: one line per finding, then the totals. */
export function formatReport(findings: Finding[], counts: Record<string, number>): string {
  const errors = findings.filter((finding) => finding.level === "error");
  const warnings = findings.filter((finding) => finding.level === "warning");
  const reviews = findings.filter((finding) => finding.level === "review due");
  const soon = findings.filter((finding) => finding.level === "review soon");
  const checked = Object.entries(counts)
    .map(([model, count]) => `${count} ${model}`)
    .join(", ");
  const lines = [`Checked ${checked}.`];
  for (const finding of findings) lines.push(`${finding.level.padEnd(10)}  ${finding.model} ${finding.slug}  ${finding.field}: ${finding.message}`);
  lines.push(`${errors.length} error${errors.length === 1 ? "" : "s"}, ${warnings.length} warning${warnings.length === 1 ? "" : "s"}, ${reviews.length} review${reviews.length === 1 ? "" : "s"} due, ${soon.length} due within ${REVIEW_SOON_DAYS} days.`);
  return lines.join("\n");
}
