import type { GetStaticPropsContext } from "next";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ArticleView } from "@/components/article/ArticleView";
import { ComparisonChart } from "@/components/comparison/ComparisonChart";
import { ProductReviewCard } from "@/components/comparison/ProductReviewCard";
import { PromotionCard } from "@/components/comparison/PromotionCard";
import { ContentPageView } from "@/components/pages/ContentPageView";
import { richTextToPlainText, type RichTextDocument } from "@sti-aware/contract/rich-text";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { createContentSource } from "@/queries/client/content-source";
import { loadArticle, type ArticleProps } from "@/lib/server/page-data/article";
import { loadAuthor } from "@/lib/server/page-data/author";
import { loadBlogIndex } from "@/lib/server/page-data/blog-index";
import { loadContentPage, type ContentPageProps } from "@/lib/server/page-data/content-page";
import { loadHome } from "@/lib/server/page-data/home";
import { staticProps, type ShellProps } from "@/lib/server/page-data/static-props";
import { pageTitle } from "@/lib/server/page-data/seo";
import type { Promotion } from "@/lib/shared/content/types";
import { listAllPosts } from "@/queries/content-index";
import { ProductReviewFieldsFragmentDoc, TypedDocumentString, type ProductReviewFieldsFragment } from "@/queries/generated/graphql";
import { fixClock } from "../support/clock";

/** What visitors and crawlers get from the shipped content, page by page (issue 11, items 3, 4 and 8). */
const SITE_URL = "https://staging.stiaware.example";
let service: ContentService;
let slugs: string[];
const source = () => createContentSource({ url: `${service.url}/graphql` });

// The shipped records as read on 28 November 2026 (the HPV post's update date lies ahead of it, its reviews behind).
const READ_ON = "2026-11-28T12:00:00.000Z";
fixClock(READ_ON);

beforeAll(async () => {
  // Drafts need a preview token; the site sends it as CONTENT_PREVIEW_API_TOKEN.
  service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR, previewToken: "trust-preview-token" });
  // The site's configuration is read on first use, so these reach every loader below.
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.NEXT_PUBLIC_IMAGE_CDN_URL = service.url;
  process.env.CONTENT_PREVIEW_API_URL = `${service.url}/graphql/preview`;
  process.env.CONTENT_PREVIEW_API_TOKEN = "trust-preview-token";
  process.env.NEXT_PUBLIC_SITE_URL = SITE_URL;
  slugs = (await listAllPosts(source())).map((post) => post.slug);
});
afterAll(async () => {
  await service?.close();
});

type Props<T> = ShellProps & T;
async function props<T>(loader: Parameters<typeof staticProps<T>>[0], params: Record<string, string> = {}, draftMode = false): Promise<Props<T>> {
  const result = await staticProps(loader)({ params, draftMode } as GetStaticPropsContext);
  if (!("props" in result)) throw new Error(`no page for ${JSON.stringify(params)}`);
  return result.props as Props<T>;
}

const article = (slug: string) => props<ArticleProps>(loadArticle, { slug });
const contentPage = (slug: string) => props<ContentPageProps>(loadContentPage, { slug });

/** Position of the first affiliate click-out and of the first disclosure in the page's HTML. */
function positions(html: string) {
  return { disclosure: html.indexOf('class="disclosure"'), sponsored: html.search(/<a [^>]*rel="sponsored/) };
}

const scoreShown = (html: string) => /class="score__value">([\d.]+)/.exec(html)?.[1];

describe("affiliate disclosure (item 3)", () => {
  it("every article with an affiliate element shows one disclosure before the first of them", async () => {
    expect(slugs).toHaveLength(35);
    let sponsoredArticles = 0;
    for (const slug of slugs) {
      const html = renderToStaticMarkup(<ArticleView {...await article(slug)} />);
      const { disclosure, sponsored } = positions(html);
      if (sponsored === -1) {
        expect(disclosure, slug).toBe(-1);
        continue;
      }
      sponsoredArticles += 1;
      expect(disclosure, slug).toBeGreaterThan(-1);
      expect(disclosure, slug).toBeLessThan(sponsored);
      expect(html.match(/class="disclosure"/g), slug).toHaveLength(1);
    }
    expect(sponsoredArticles).toBeGreaterThanOrEqual(20);
  });

  it("inline affiliate links are marked in words and styled apart; editorial links are not", async () => {
    const html = renderToStaticMarkup(<ArticleView {...await article("sti-stigma-and-getting-care")} />);
    const paid = [...html.matchAll(/<a [^>]*rel="sponsored[^>]*class="affiliate-inline__link"[^>]*>(.*?)<\/a><span class="affiliate-inline__label"> \(paid link\)<\/span>/g)];
    expect(paid.map((match) => match[1].replace(/<[^>]+>/g, ""))).toContain("TestWise Labs");
    const who = /<a [^>]*href="https:\/\/www\.who\.int[^"]*"[^>]*>.*?<\/a>(.{0,40})/.exec(html);
    expect(who?.[0]).not.toContain("affiliate-inline");
    expect(who?.[1]).not.toContain("paid link");
  });

  it("the comparison page discloses once, before its chart", async () => {
    const html = renderToStaticMarkup(<ContentPageView {...await contentPage("best-at-home-std-tests")} />);
    const { disclosure, sponsored } = positions(html);
    expect(disclosure).toBeGreaterThan(-1);
    expect(disclosure).toBeLessThan(sponsored);
    expect(html.match(/class="disclosure"/g)).toHaveLength(1);
  });

  it("the advertising page describes inline links and their marking", async () => {
    const { page } = await contentPage("advertising-disclosure");
    const text = richTextToPlainText(page.content!.json as RichTextDocument);
    expect(text).toContain("some links inside articles");
    expect(text).toContain("(paid link)");
    expect(text).not.toContain("next to every comparison, before any of these links");
  });
});

describe("one score per product, ribbons with published criteria (item 4)", () => {
  it("a product shows the same score on its card and in its review", async () => {
    const { page } = await contentPage("best-at-home-std-tests");
    const cards = new Map<string, Promotion>(page.defaultChart!.promotions.map((promotion) => [promotion.id, promotion]));
    // Every review, selected as articles select them.
    const everyReview = new TypedDocumentString<{ productReviews: ProductReviewFieldsFragment[] }, Record<string, never>>(
      `{ productReviews(first: 100) { ...ProductReviewFields } } ${ProductReviewFieldsFragmentDoc}`,
    );
    const { productReviews: reviews } = await source().request(everyReview);
    expect(reviews.map((review) => review.id).sort()).toEqual(["review-clearpath", "review-homecheck", "review-testwise"]);
    const shown = reviews.map((review) => {
      const card = cards.get(review.product!.id)!;
      return [review.brand?.name, scoreShown(renderToStaticMarkup(<ProductReviewCard review={review} />)), scoreShown(renderToStaticMarkup(<PromotionCard promotion={card} slot="test" />))];
    });
    expect(shown.sort()).toEqual([
      ["ClearPath Health", "9.1", "9.1"],
      ["HomeCheck Kits", "7.2", "7.2"],
      ["TestWise Labs", "9.4", "9.4"],
    ]);
  });

  it("every ribbon a visitor can see has its criterion on the method page the disclosure links to", async () => {
    const { page } = await contentPage("advertising-disclosure");
    const method = richTextToPlainText(page.content!.json as RichTextDocument).replace(/\s+:/g, ":");
    const comparison = await contentPage("best-at-home-std-tests");
    const html = renderToStaticMarkup(<ComparisonChart chart={comparison.page.defaultChart!} />);
    const ribbons = [...html.matchAll(/class="(?:promotion|chart-table)__ribbon">([^<]+)</g)].map((match) => match[1]);
    expect(ribbons.length).toBeGreaterThanOrEqual(4);
    for (const ribbon of ribbons) expect(method, ribbon).toMatch(new RegExp(`${ribbon}: \\w`));
    expect(html).toContain('href="/advertising-disclosure"');
  });
});

describe("editorial fixes (item 8)", () => {
  it("author pages describe the author in a sentence, not \"Dr.\"", async () => {
    const { meta } = await props(loadAuthor, { slug: "amara-okafor" });
    expect(meta.description).toMatch(/^Dr\. Amara Okafor is an infectious disease physician who .{40,}/);
    expect(meta.description.length).toBeLessThanOrEqual(155);
  });

  it("the home title names the brand once", async () => {
    const { meta, shared } = await props(loadHome);
    expect(pageTitle(meta.title, shared.siteConfig.name)).toBe("Sexual Health Facts, Testing & Prevention | STI Aware");
  });

  it("og:image is really 400×250 on articles, author pages and /blog", async () => {
    const pages = [await article("hpv-what-you-should-know"), await props(loadAuthor, { slug: "lucas-brennan" }), await props(loadBlogIndex)];
    for (const { meta } of pages) {
      expect(meta.image, meta.path).toBeTruthy();
      const image = await sharp(Buffer.from(await (await fetch(meta.image!)).arrayBuffer())).metadata();
      expect([image.width, image.height], meta.path).toEqual([400, 250]);
    }
  });

  it("canonical URL, JSON-LD url and mainEntityOfPage come from the one origin setting", async () => {
    const { meta } = await article("what-is-prep");
    const ld = meta.structuredData[0];
    expect(meta.canonicalUrl).toBe(`${SITE_URL}/blog/what-is-prep`);
    expect(ld.url).toBe(meta.canonicalUrl);
    expect(ld.mainEntityOfPage).toBe(meta.canonicalUrl);
    const home = await props(loadHome);
    expect(home.meta.structuredData[0].url).toBe(`${SITE_URL}/`);
  });

  it("the HPV post shows no future update date", async () => {
    const html = renderToStaticMarkup(<ArticleView {...await article("hpv-what-you-should-know")} />);
    expect(html).not.toContain("Dec 03, 2026");
    expect(html).toMatch(/Medically reviewed by <a [^>]+>Dr\. Lucas Brennan, MD<\/a> on <time/);
  });

  it("medical wording follows CDC/WHO, and announced options are all shown", async () => {
    const text = async (slug: string) => {
      const html = renderToStaticMarkup(<ArticleView {...await article(slug)} />);
      return html.replace(/<[^>]+>/g, "");
    };
    const prep = await text("what-is-prep");
    expect(prep).toContain("kidney function tests for everyone taking PrEP pills");
    expect(prep).not.toContain("some PrEP pills");
    const swab = await text("collecting-a-home-test-sample");
    expect(swab).toContain("about 3–5 cm (1–2 inches) into the anus");
    expect(swab).not.toContain("just past the opening");
    const risk = await text("reducing-your-sti-risk");
    expect(risk).not.toContain("against two sexually transmissible infections");
    expect(risk).toContain("Vaccines protect against several sexually transmissible infections, including:");
    const stigma = renderToStaticMarkup(<ArticleView {...await article("sti-stigma-and-getting-care")} />);
    expect(stigma).toContain('href="https://www.who.int/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis)"');
    expect(stigma).not.toMatch(/<\/a><span>\)/);
    const choosing = renderToStaticMarkup(<ArticleView {...await article("choosing-a-home-sti-test")} />);
    const options = choosing.match(/<(article class="promotion"|section class="review")/g) ?? [];
    expect(choosing).toContain("examples of different approaches: a broad home panel, a kit with telehealth follow-up, and a budget single-test option");
    expect(options).toHaveLength(3);
  });
});

describe("review status that tells the truth", () => {
  afterEach(() => {
    vi.setSystemTime(new Date(READ_ON));
  });

  it("an article past the review interval shows no tick and says plainly that its review is due, with the last review's date", async () => {
    const current = renderToStaticMarkup(<ArticleView {...await article("how-at-home-sti-test-kits-work")} />);
    expect(current).toContain('<span aria-hidden="true">✓ </span>Medically reviewed by <a href="/medical-team/amara-okafor">Dr. Amara Okafor, MD</a> on <time dateTime="2026-11-26">');
    expect(current).not.toContain("Medical review due");
    // Thirteen months on, nobody has reviewed it again: the same page says so.
    vi.setSystemTime(new Date("2027-12-27T12:00:00Z"));
    const overdue = renderToStaticMarkup(<ArticleView {...await article("how-at-home-sti-test-kits-work")} />);
    expect(overdue).not.toContain("✓");
    expect(overdue).toContain("<strong>Medical review due.</strong> Last medically reviewed by");
    expect(overdue).toContain('on <time dateTime="2026-11-26">Nov 26, 2026</time>, more than 12 months ago');
  });

  it("the JSON-LD keeps the true reviewer and date, and cites every source", async () => {
    const { meta, post } = await article("how-at-home-sti-test-kits-work");
    expect(meta.structuredData[0]).toMatchObject({ lastReviewed: "2026-11-26", reviewedBy: { "@type": "Person", name: "Dr. Amara Okafor, MD" } });
    const citation = (meta.structuredData[0] as { citation: { name: string; url: string; publisher: { name: string } }[] }).citation;
    expect(citation.map((cited) => cited.url)).toEqual(post.sources.map((source) => source.url));
    expect(citation[0]).toMatchObject({ "@type": "CreativeWork", publisher: { "@type": "Organization", name: "Centers for Disease Control and Prevention" } });
  });
});

describe("sources and review history at the foot of every article", () => {
  it("every article ends with a numbered list of its sources and a review history whose newest entry is the review shown", async () => {
    for (const slug of slugs) {
      const props = await article(slug);
      const html = renderToStaticMarkup(<ArticleView {...props} />);
      const sources = /<section class="article__sources"[^>]*><h2 id="article-sources">Sources<\/h2><ol>(.*?)<\/ol><\/section>/.exec(html)?.[1] ?? "";
      expect(sources.match(/<li>/g)?.length, slug).toBe(props.post.sources.length);
      expect(sources, slug).toMatch(/^<li><a href="https:\/\/[^"]+">[^<]+<\/a>\. [^<]+/);
      const history = /<h2 id="article-history">Review history<\/h2><ol reversed="">(.*?)<\/ol>/.exec(html)?.[1] ?? "";
      expect(history, slug).toContain(`<li><time dateTime="${props.post.seo?.lastReviewed}">`);
    }
  });

  it("a re-reviewed article says what changed and who reviewed it", async () => {
    const html = renderToStaticMarkup(<ArticleView {...await article("mycoplasma-genitalium")} />);
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toMatch(/Review historyNov 26, 2026: [^.]*(sequential|two-step|doxycycline)/i);
    expect(text).toContain("Earliest medical review on record, after the article was first published on 2025-10-26");
  });
});

describe("urgent help first, and no money on urgent pages", () => {
  it.each(["pep-after-hiv-exposure", "when-to-seek-urgent-sexual-health-care", "sti-window-periods-explained"])("%s opens with what to do now and carries nothing sponsored", async (slug) => {
    const html = renderToStaticMarkup(<ArticleView {...await article(slug)} />);
    const box = html.indexOf('<aside class="urgent-help" aria-labelledby="urgent-help-title">');
    expect(box).toBeGreaterThan(html.indexOf("<h1>"));
    expect(box).toBeLessThan(html.indexOf('class="rich-text"'));
    expect(html).toContain("Possible HIV exposure in the last 72 hours");
    expect(html).toContain('<a href="tel:911" class="urgent-help__phone">911</a>');
    expect(html).not.toMatch(/\/go\/|class="disclosure"|class="promotion"|rel="sponsored/);
  });

  it("names the national sexual assault hotline with the number its own site publishes", async () => {
    const html = renderToStaticMarkup(<ArticleView {...await article("pep-after-hiv-exposure")} />);
    expect(html).toContain('<a href="https://rainn.org/get-help/national-sexual-assault-hotline" rel="noopener noreferrer">National Sexual Assault Hotline (RAINN)</a>: <a href="tel:18006564673" class="urgent-help__phone">1-800-656-4673</a>');
  });
});

describe("rankings a reader can check", () => {
  it("/how-we-rank lists the criteria with weights adding up to 100 and recomputes every product's score from its ratings", async () => {
    const { page, rankingMethod } = await contentPage("how-we-rank");
    expect(rankingMethod).toBeTruthy();
    expect(rankingMethod!.rankingCriteria.reduce((sum, criterion) => sum + criterion.weight, 0)).toBe(100);
    const html = renderToStaticMarkup(<ContentPageView page={page} breadcrumbs={[]} rankingMethod={rankingMethod} reviewDue={false} reviewIntervalMonths={12} />);
    expect(html).toContain("<th scope=\"row\">Laboratory and instructions</th><td>35%</td>");
    const comparison = await contentPage("best-at-home-std-tests");
    for (const promotion of comparison.page.defaultChart!.promotions.filter((shown) => !shown.advertiser?.isDisabled)) {
      const title = `${promotion.advertiser!.name} — ${promotion.productName}`.replace(/&/g, "&amp;").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const row = new RegExp(`<th scope="row">${title}(?:<span[^>]*>[^<]*</span>)?</th>(?:<td>[^<]*</td>){5}<td><strong>([\\d.]+)</strong></td>`).exec(html);
      expect(row?.[1], promotion.id).toBe(promotion.score.toFixed(1));
    }
    expect(html).toContain('<time dateTime="2026-11-24">Nov 24, 2026</time>');
  });

  it("a ribbon that claims a fact is shown only when the fact is recorded", async () => {
    const comparison = await contentPage("best-at-home-std-tests");
    const labnow = comparison.page.defaultChart!.promotions.find((promotion) => promotion.id === "promo-labnow-lab-visit")!;
    expect(renderToStaticMarkup(<PromotionCard promotion={labnow} slot="test" />)).toContain('<p class="promotion__ribbon">Best value</p>');
    const unpriced = renderToStaticMarkup(<PromotionCard promotion={{ ...labnow, priceUsd: null }} slot="test" />);
    expect(unpriced).not.toContain("Best value");
    expect(unpriced).not.toContain("promotion__ribbon");
  });
});
