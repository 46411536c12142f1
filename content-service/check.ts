import dayjs from "dayjs";
import { isReviewDue, isReviewSoonDue, REVIEW_SOON_DAYS, reviewDueDate, reviewIntervalMonths } from "@sti-aware/contract/review-interval";
import { richTextToPlainText, type RichTextDocument } from "./rich-text/markdown";
import { evidenceFindings, rankingFindings, urgentFindings } from "./check-integrity";
import { windowPeriodProblems } from "./window-periods";
import type { ContentStore, Entry } from "./store";
import { routes } from "@sti-aware/contract/routes";

/**
 * The editors' check (`npm run content -- check`): what a reader, a regulator or a search engine
 * would catch on the content files. Errors must be fixed before publishing; "review due" lists
 * articles whose medical review is older than the site's review interval (readers see that it is
 * due) and "review soon" those falling due within 30 days, for the medical team; it never changes a date.
 */

export type Finding = {
  level: "error" | "review due" | "review soon";
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
export const METHOD_PAGE_SLUG = "advertising-disclosure";

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

export function checkContent(store: ContentStore, { now = new Date(), only }: CheckOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const all = (model: string) => store.all(model, STAGE);
  const get = (id: unknown) => (typeof id === "string" ? store.get(id, STAGE) : null);
  const add = (level: Finding["level"], entry: Entry, field: string, message: string) =>
    findings.push({ level, model: entry.__typename.toLowerCase(), slug: label(entry), field, message });
  const error = (entry: Entry, field: string, message: string) => add("error", entry, field, message);

  const siteName = String(all("SiteConfig")[0]?.name ?? "");
  // The interval the site shows readers (SiteConfig in the CMS, default 12 months).
  const intervalMonths = reviewIntervalMonths(all("SiteConfig")[0]?.reviewIntervalMonths as number | null | undefined);
  const today = dayjs(now);
  const todayIso = now.toISOString().slice(0, 10); // dates (YYYY-MM-DD) are UTC days
  const day = (value: unknown) => (typeof value === "string" ? value.slice(0, 10) : null);

  // Where internal links may point: for a publish, only to what readers can already open.
  const isRoute = siteRoutes(store, only ? "PUBLISHED" : STAGE);
  const affiliateHosts = new Set(
    [...all("Advertiser").map((advertiser) => hostOf(`https://${advertiser.domain}`)), ...all("DeepLink").map((link) => hostOf(link.affiliate_link))].filter(
      (host): host is string => Boolean(host),
    ),
  );

  for (const [id, { model }] of store.documents) {
    if (only && !only.has(id)) continue;
    const entry = get(id);
    if (!entry) continue;

    // The test planner's rows: sane days and a source on every row (window-periods.ts).
    if (model === "WindowPeriod") for (const problem of windowPeriodProblems(entry)) error(entry, "row", problem);

    // Dates in the future.
    for (const field of ["createdAt", "updatedAt", "publishedAt"]) {
      const value = entry[field];
      if (typeof value === "string" && dayjs(value).isAfter(today)) error(entry, field, `${value} is in the future`);
    }
    for (const { field, seo } of seoList(entry)) {
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
      if (lastReviewed && (model === "Post" || model === "Page")) {
        if (isReviewDue(lastReviewed, now, intervalMonths)) add("review due", entry, `${field}.lastReviewed`, `last reviewed ${lastReviewed}, more than ${intervalMonths} months ago: readers see "Medical review due"`);
        else if (isReviewSoonDue(lastReviewed, now, intervalMonths)) add("review soon", entry, `${field}.lastReviewed`, `last reviewed ${lastReviewed}: due on ${reviewDueDate(lastReviewed, intervalMonths)}`);
        const updated = day(entry.updatedAt);
        if (updated && updated > lastReviewed) error(entry, "updatedAt", `changed on ${updated}, after its last medical review on ${lastReviewed}`);
      }
    }
    if ((model === "Post" || model === "Page") && typeof entry.title === "string" && entry.title !== siteName && siteName && entry.title.includes(siteName)) {
      error(entry, "title", `"${entry.title}" already contains the site name "${siteName}"`);
    }

    // Articles: their sources and review history, and nothing sponsored where the matter is urgent.
    if (model === "Post") {
      evidenceFindings(entry, todayIso, error);
      urgentFindings(entry, (related) => store.modelOf(related), error);
    }

    // Images without a text alternative.
    if (model === "Asset" && String(entry.mimeType ?? "").startsWith("image/") && !String(entry.alt ?? "").trim()) {
      error(entry, "alt", `image ${entry.fileName} has no alt text`);
    }

    // Links in rich text: broken, truncated, or an affiliate address that skips the paid-link marking.
    const content = entry.content as RichTextElement | undefined;
    for (const { link, next } of linksOf(content)) {
      const text = richTextToPlainText(link as RichTextDocument).trim() || "(no text)";
      const where = `content link "${text}"`;
      if (link.nodeId) {
        if (!get(link.nodeId)) error(entry, "content", `${where} points to missing entry "${link.nodeId}"`);
        continue;
      }
      const href = link.href?.trim() ?? "";
      if (!href) {
        error(entry, "content", `${where} has no address`);
        continue;
      }
      if (href.startsWith("/")) {
        if (!isRoute(href.split(/[?#]/)[0].replace(/\/$/, "") || "/")) error(entry, "content", `${where} points to ${href}, which is not a page of the site`);
        continue;
      }
      if (!/^(https?:\/\/|mailto:|#)/.test(href)) {
        error(entry, "content", `${where} has an address that is not a web link: ${href}`);
        continue;
      }
      if (/^https?:/.test(href) && !hostOf(href)) error(entry, "content", `${where} has a broken address: ${href}`);
      if (!balancedParentheses(href) || /^\)/.test(next?.text ?? "")) error(entry, "content", `${where} is cut short: ${href}`);
      const host = hostOf(href);
      if (host && affiliateHosts.has(host)) {
        error(entry, "content", `${where} goes straight to an advertiser (${host}): use a deep link, which is marked as paid and disclosed`);
      }
    }
  }

  if (only) return sortFindings(findings);

  // Affiliate elements are disclosed with a link to the method page, which must exist and be published.
  const methodPage = all("Page").find((page) => page.slug === METHOD_PAGE_SLUG);
  const publishedMethod = store.all("Page", "PUBLISHED").find((page) => page.slug === METHOD_PAGE_SLUG);
  // Plain text joins a bold name and its criterion with a space: "Best value : the …".
  const methodText = methodPage ? richTextToPlainText(methodPage.content as RichTextDocument).replace(/\s+:/g, ":") : "";
  if (!methodPage || !publishedMethod) {
    findings.push({ level: "error", model: "page", slug: METHOD_PAGE_SLUG, field: "publishedAt", message: "the advertising disclosure every affiliate element links to is not published" });
  }

  // Ribbons need published criteria; a product's score is its own, shown on its card and its review.
  for (const promotion of all("Promotion")) {
    const advertiser = get(promotion.advertiser);
    if (!promotion.ribbon || !advertiser || advertiser.isDisabled) continue;
    if (!methodText.includes(`${promotion.ribbon}:`)) {
      error(promotion, "ribbon", `"${promotion.ribbon}" has no criteria on /${METHOD_PAGE_SLUG} (add "${promotion.ribbon}: …")`);
    }
  }
  // "Best overall" is a claim the scores must bear out in every chart that shows it.
  const active = (promotion: Entry | null) => Boolean(promotion && !get(promotion.advertiser)?.isDisabled);
  const charts = all("Chart").map((chart) => ({ id: chart.id, promotions: (Array.isArray(chart.promotions) ? chart.promotions : []).map(get).filter(active) as Entry[] }));
  rankingFindings(all("RankingCriterion"), charts, get, error);
  for (const { id: chartId, promotions } of charts) {
    const chart = { id: chartId };
    const top = Math.max(...promotions.map((promotion) => Number(promotion.score)));
    for (const promotion of promotions) {
      if (promotion.ribbon === "Best overall" && Number(promotion.score) < top) {
        error(promotion, "ribbon", `"Best overall" with ${promotion.score}, below the ${top} of another service in chart ${chart.id}`);
      }
    }
  }
  for (const advertiser of all("Advertiser")) {
    if (typeof advertiser.review === "string" && advertiser.review && !isRoute(routes.path("article", { slug: advertiser.review }))) {
      error(advertiser, "review", `points to the article "${advertiser.review}", which does not exist`);
    }
  }
  for (const review of all("ProductReview")) {
    const product = get(review.product);
    if (!product) {
      error(review, "product", "names no product, so it shows no score: link the product whose score it reviews");
      continue;
    }
    if (product.advertiser !== review.brand) {
      error(review, "product", `reviews ${review.brand} but its product ${product.id} belongs to ${product.advertiser}, whose score it would show`);
    }
    if (review.score !== undefined && review.score !== product.score) {
      error(review, "score", `stores its own score ${review.score} while its product ${product.id} scores ${product.score}: remove it, the product's score is shown`);
    }
  }

  return sortFindings(findings);
}

function sortFindings(findings: Finding[]): Finding[] {
  const order = { error: 0, "review due": 1, "review soon": 2 };
  return findings.sort((a, b) => order[a.level] - order[b.level] || a.model.localeCompare(b.model) || a.slug.localeCompare(b.slug) || a.field.localeCompare(b.field));
}

/** The report editors read: one line per finding, then the totals. */
export function formatReport(findings: Finding[], counts: Record<string, number>): string {
  const errors = findings.filter((finding) => finding.level === "error");
  const reviews = findings.filter((finding) => finding.level === "review due");
  const soon = findings.filter((finding) => finding.level === "review soon");
  const checked = Object.entries(counts)
    .map(([model, count]) => `${count} ${model}`)
    .join(", ");
  const lines = [`Checked ${checked}.`];
  for (const finding of findings) lines.push(`${finding.level.padEnd(10)}  ${finding.model} ${finding.slug}  ${finding.field}: ${finding.message}`);
  lines.push(`${errors.length} error${errors.length === 1 ? "" : "s"}, ${reviews.length} review${reviews.length === 1 ? "" : "s"} due, ${soon.length} due within ${REVIEW_SOON_DAYS} days.`);
  return lines.join("\n");
}
