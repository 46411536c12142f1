import { pricePerInfection, RIBBON_EVIDENCE, weightedScore, type Rating, type RibbonFacts } from "@sti-aware/contract/ranking";
import { routes } from "@sti-aware/contract/routes";
import { richTextToPlainText, type RichTextDocument } from "@sti-aware/contract/rich-text";
import { embeddedIds, type ContentStore, type Entry } from "../store/store";

/**
 * The editors' check rules behind the site's trust promises: every article lists its sources and
 * records each medical review in its change log; an urgent article carries no affiliate content;
 * a score is the weighted mean of published ratings and a ribbon claims only recorded facts.
 */

type Report = (entry: Entry, field: string, message: string) => void;
type Lookup = (id: unknown) => Entry | null;

/** The page every affiliate element's disclosure links to. */
export const METHOD_PAGE_SLUG = "advertising-disclosure";

/** What the whole-site rules read of the content, and where they report. */
export type SiteView = {
  store: ContentStore;
  all: (model: string) => Entry[];
  published: (model: string) => Entry[];
  get: Lookup;
  error: Report;
  /** A finding about a page that does not exist (or is not published), by its slug. */
  missingPage: (slug: string, field: string, message: string) => void;
  isRoute: (path: string) => boolean;
};

/** Tags that make an article urgent: it must open with an urgent-help box and carry nothing sponsored. */
export const URGENT_TAGS = ["pep", "emergency", "sexual assault", "urgent care"];
/** What counts as affiliate content in a rich text: embeds of these models, and deep links. */
const AFFILIATE_MODELS = new Set(["DeepLink", "Promotion", "ProductReview", "Chart"]);

const records = (value: unknown) => (Array.isArray(value) ? value : []) as Record<string, unknown>[];
const isDate = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

function isHttpsUrl(value: unknown): boolean {
  try {
    return typeof value === "string" && new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Sources and review history of an article. */
export function evidenceFindings(post: Entry, todayIso: string, error: Report): void {
  const sources = records(post.sources);
  if (!sources.length) error(post, "sources", "lists no source: every article ends with the guidance it rests on");
  sources.forEach((source, index) => {
    const at = `sources[${index}]`;
    for (const field of ["title", "publisher"]) if (!String(source[field] ?? "").trim()) error(post, `${at}.${field}`, "is empty");
    if (!isHttpsUrl(source.url)) error(post, `${at}.url`, `"${String(source.url ?? "")}" is not an https address of the source's own page`);
    if (source.date != null && !isDate(source.date)) error(post, `${at}.date`, `"${String(source.date)}" is not a date (YYYY-MM-DD)`);
    else if (isDate(source.date) && source.date > todayIso) error(post, `${at}.date`, `${source.date} is in the future`);
  });
  const changes = records(post.changeLog);
  changes.forEach((change, index) => {
    const at = `changeLog[${index}]`;
    if (!isDate(change.date)) error(post, `${at}.date`, `"${String(change.date ?? "")}" is not a date (YYYY-MM-DD)`);
    else if (change.date > todayIso) error(post, `${at}.date`, `${change.date} is in the future`);
    if (!String(change.summary ?? "").trim()) error(post, `${at}.summary`, "says nothing: write what the review changed, or that nothing needed to");
    if (index > 0 && isDate(change.date) && isDate(changes[index - 1].date) && change.date > String(changes[index - 1].date)) {
      error(post, `${at}.date`, "is newer than the entry before it: the change log lists the newest review first");
    }
  });
  const seo = (post.seo ?? {}) as Record<string, unknown>;
  const lastReviewed = typeof seo.lastReviewed === "string" ? seo.lastReviewed.slice(0, 10) : null;
  if (lastReviewed && !changes.some((change) => change.date === lastReviewed)) {
    error(post, "seo.lastReviewed", `${lastReviewed} has no change-log entry: a review date is recorded only with what the review changed`);
  }
}

/**
 * Headings that open an emergency section inside an ordinary article (exposure advice read straight
 * after a condom breaks, an assault, a possible HIV exposure), in English and Spanish.
 */
export const EMERGENCY_HEADING =
  /\b(?:condoms? (?:breaks?|broke|slips?|slipped|came off)|after (?:a |an )?(?:possible |recent )?(?:hiv )?exposure|possible (?:hiv )?exposure|emergenc(?:y|ies)|sexual(?:ly)? assault(?:ed)?|urgent|go now|within \d+ hours)\b|(?<![-\w])PEP\b|cond[oó]n se (?:rompe|rompi[oó]|sale|sali[oó]|desliza)|exposici[oó]n|emergencia|agresi[oó]n sexual|urgente|vaya ahora|dentro de \d+ horas/i;

type Block = { type?: string; children?: Block[]; text?: string };
const plain = (node: Block): string => node.text ?? (node.children ?? []).map(plain).join("");
const headingLevel = (block: Block) => (block.type?.startsWith("heading-") ? ["one", "two", "three", "four", "five", "six"].indexOf(block.type.slice(8)) + 1 : 0);

/** Each emergency section of a body: its heading and the blocks up to the next heading of the same or a higher level. */
export function emergencySections(document: unknown): { heading: string; blocks: Block[] }[] {
  const blocks = ((document as Block | undefined)?.children ?? []) as Block[];
  const sections: { heading: string; blocks: Block[] }[] = [];
  blocks.forEach((block, index) => {
    const level = headingLevel(block);
    if (!level || !EMERGENCY_HEADING.test(plain(block))) return;
    const end = blocks.findIndex((next, at) => at > index && headingLevel(next) > 0 && headingLevel(next) <= level);
    sections.push({ heading: plain(block), blocks: blocks.slice(index + 1, end < 0 ? undefined : end) });
  });
  return sections;
}

/** Bodies readers read: the English and each translation's own. */
function bodies(post: Entry): { field: string; document: unknown }[] {
  const localizations = post.localizations && typeof post.localizations === "object" ? Object.entries(post.localizations as Record<string, Record<string, unknown>>) : [];
  return [{ field: "content", document: post.content }, ...localizations.filter(([, own]) => own.content).map(([locale, own]) => ({ field: `${locale}.content`, document: own.content }))];
}

/**
 * Urgent articles: an urgent-help box, and no affiliate element anywhere in them. An ordinary
 * article with an emergency section (a heading the check recognises) carries no affiliate element
 * in that section, and opens with an urgent-help box like an urgent article.
 */
export function urgentFindings(post: Entry, modelOf: (id: string) => string | undefined, error: Report): void {
  const tags = (Array.isArray(post.tags) ? post.tags : []).map((tag) => String(tag).toLowerCase());
  const urgentTag = tags.find((tag) => URGENT_TAGS.includes(tag));
  const boxes = Array.isArray(post.urgentHelp) ? post.urgentHelp : [];
  const affiliate = (document: unknown) => embeddedIds(document).filter((id) => AFFILIATE_MODELS.has(modelOf(id) ?? ""));
  if (urgentTag && !boxes.length) error(post, "urgentHelp", `is tagged "${urgentTag}" but opens with no urgent-help box`);
  if (urgentTag || boxes.length) {
    for (const { field, document } of bodies(post)) {
      const sponsored = affiliate(document);
      if (sponsored.length) error(post, field, `is an urgent article but carries affiliate content (${sponsored.join(", ")}): money never shapes an emergency page`);
    }
    return;
  }
  for (const { field, document } of bodies(post)) {
    for (const section of emergencySections(document)) {
      const sponsored = affiliate({ children: section.blocks });
      if (sponsored.length) error(post, field, `carries affiliate content (${sponsored.join(", ")}) in its emergency section "${section.heading}": money never sits beside exposure advice`);
      error(post, "urgentHelp", `has an emergency section "${section.heading}" but opens with no urgent-help box`);
    }
  }
}

type ChartView = { id: string; promotions: Entry[] };

/** Scores made of published ratings, criteria that add up, and ribbons that claim only recorded facts. */
function rankingFindings(criteria: Entry[], charts: ChartView[], get: Lookup, error: Report): void {
  const total = criteria.reduce((sum, criterion) => sum + Number(criterion.weight ?? 0), 0);
  if (criteria.length && total !== 100) for (const criterion of criteria) error(criterion, "weight", `the criteria's weights add up to ${total}, not 100`);
  const checked = new Set<string>();
  for (const chart of charts) {
    for (const promotion of chart.promotions) {
      if (!checked.has(promotion.id)) {
        checked.add(promotion.id);
        scoreFindings(promotion, get, error);
      }
      ribbonFindings(promotion, chart, error);
    }
  }
}

function scoreFindings(promotion: Entry, get: Lookup, error: Report): void {
  const ratings: Rating[] = records(promotion.ratings).map((entry) => {
    const criterion = get(entry.criterion);
    return { criterion: criterion ? { id: criterion.id, weight: Number(criterion.weight) } : null, rating: Number(entry.rating) };
  });
  if (!ratings.length) {
    error(promotion, "ratings", "has no ratings, so readers cannot check its score on /how-we-rank");
    return;
  }
  for (const entry of ratings) if (!(entry.rating >= 0 && entry.rating <= 10)) error(promotion, "ratings", `a rating of ${entry.rating} is outside 0–10`);
  const computed = weightedScore(ratings);
  if (computed !== Number(promotion.score)) error(promotion, "score", `is ${promotion.score}, but its ratings make ${computed}: the score is their weighted mean`);
  if (!promotion.factsVerifiedOn) error(promotion, "factsVerifiedOn", "records no date on which its price and turnaround were checked");
}

/** A stored promotion's recorded facts, as numbers or nothing. */
function factsOf(promotion: Entry): RibbonFacts {
  const number = (value: unknown) => (typeof value === "number" ? value : null);
  return { priceUsd: number(promotion.priceUsd), infectionsTested: number(promotion.infectionsTested), resultsDaysMax: number(promotion.resultsDaysMax) };
}

function ribbonFindings(promotion: Entry, chart: ChartView, error: Report): void {
  const ribbon = typeof promotion.ribbon === "string" ? promotion.ribbon.trim() : "";
  const needed = RIBBON_EVIDENCE[ribbon];
  if (!needed) return;
  const missing = needed.filter((field) => typeof promotion[field] !== "number");
  if (missing.length) {
    error(promotion, "ribbon", `"${ribbon}" needs ${missing.join(" and ")} recorded; without them readers do not see it`);
    return;
  }
  const others = chart.promotions.filter((other) => other.id !== promotion.id);
  if (ribbon === "Best value") {
    const own = pricePerInfection(factsOf(promotion)) ?? Infinity;
    const cheaper = others.find((other) => (pricePerInfection(factsOf(other)) ?? Infinity) < own);
    if (cheaper) error(promotion, "ribbon", `"Best value" at $${own.toFixed(2)} per infection, but ${cheaper.id} costs less per infection in chart ${chart.id}`);
  }
  if (ribbon === "Fastest results") {
    const own = Number(promotion.resultsDaysMax);
    const faster = others.find((other) => typeof other.resultsDaysMax === "number" && other.resultsDaysMax < own);
    if (faster) error(promotion, "ribbon", `"Fastest results" in ${own} days, but ${faster.id} is faster in chart ${chart.id}`);
  }
}

/** The whole-site rules: the method page, ribbons' criteria and claims, scores, advertisers' reviews. */
export function siteWideFindings(context: SiteView): void {
  const { all, get, error } = context;
  const methodText = methodPageFindings(context);
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
    const top = Math.max(...promotions.map((promotion) => Number(promotion.score)));
    for (const promotion of promotions) {
      if (promotion.ribbon === "Best overall" && Number(promotion.score) < top) {
        error(promotion, "ribbon", `"Best overall" with ${promotion.score}, below the ${top} of another service in chart ${chartId}`);
      }
    }
  }
  for (const advertiser of all("Advertiser")) {
    if (typeof advertiser.review === "string" && advertiser.review && !context.isRoute(routes.path("article", { slug: advertiser.review }))) {
      error(advertiser, "review", `points to the article "${advertiser.review}", which does not exist`);
    }
  }
  for (const review of all("ProductReview")) productReviewFindings(context, review);
}

/** Affiliate elements are disclosed with a link to the method page, which must exist and be published; returns its text. */
function methodPageFindings({ all, published, missingPage }: SiteView): string {
  const methodPage = all("Page").find((page) => page.slug === METHOD_PAGE_SLUG);
  const publishedMethod = published("Page").find((page) => page.slug === METHOD_PAGE_SLUG);
  if (!methodPage || !publishedMethod) missingPage(METHOD_PAGE_SLUG, "publishedAt", "the advertising disclosure every affiliate element links to is not published");
  // Plain text joins a bold name and its criterion with a space: "Best value : the …".
  return methodPage ? richTextToPlainText(methodPage.content as RichTextDocument).replace(/\s+:/g, ":") : "";
}

function productReviewFindings({ get, error }: SiteView, review: Entry): void {
  const product = get(review.product);
  if (!product) return error(review, "product", "names no product, so it shows no score: link the product whose score it reviews");
  if (product.advertiser !== review.brand) {
    error(review, "product", `reviews ${review.brand} but its product ${product.id} belongs to ${product.advertiser}, whose score it would show`);
  }
  if (review.score !== undefined && review.score !== product.score) {
    error(review, "score", `stores its own score ${review.score} while its product ${product.id} scores ${product.score}: remove it, the product's score is shown`);
  }
}
