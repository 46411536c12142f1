// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GetStaticPropsContext } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import type { StaticHtmlProps } from "@/lib/server/page-data/static-html";
import { getStaticProps as contentPageProps } from "@/pages/[slug]";
import { getStaticProps as articleProps } from "@/pages/blog/[slug]";
import { getStaticProps as homeProps } from "@/pages/index";
import { fixClock } from "../support/clock";

/**
 * The Spanish comparison and every Spanish page that shows promotions, product reviews or deep-link
 * buttons, rendered as the site serves them from the real content service on the shipped content
 * (read only): the Spanish comparison ranks every product of the English one, with its ribbon and
 * rating, in Spanish, behind the same affiliate links; and no Spanish page shows the English text
 * of a promotion, a review or a deep link.
 */
fixClock("2026-11-28T12:00:00.000Z");

let service: ContentService;
beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR });
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${service.url}/graphql/preview`;
});
afterAll(async () => {
  await service?.close();
});

type Stored = { id: string; slug?: string; [field: string]: unknown; localizations?: { es?: Record<string, unknown> } };
const stored = (folder: string): Stored[] =>
  readdirSync(join(DEFAULT_CONTENT_DIR, folder)).map((file) => JSON.parse(readFileSync(join(DEFAULT_CONTENT_DIR, folder, file), "utf8")) as Stored);

const context = (params: Record<string, string>, locale: string): GetStaticPropsContext => ({ params, locale, locales: ["en", "es"], defaultLocale: "en" });

async function rendered(result: Awaited<ReturnType<typeof contentPageProps>>): Promise<Document> {
  if (!("props" in result)) throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  return new DOMParser().parseFromString((result.props as StaticHtmlProps).html, "text/html");
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** The comparison table's rows as a reader reads them: product, ribbon, score, and where its button goes. */
function chartRows(page: Document) {
  return [...page.querySelectorAll(".chart-table tbody tr")].map((row) => ({
    id: row.getAttribute("data-impression-id"),
    brand: text(row.querySelector(".product-name__brand")),
    product: text(row.querySelector(".product-name__product")).replace(/^— /, ""),
    ribbon: text(row.querySelector(".chart-table__ribbon")) || null,
    score: text(row.querySelector(".chart-table__score strong")),
    goesTo: row.querySelector("a[href^='/go/']")?.getAttribute("href")?.split("?")[0] ?? null,
  }));
}

const promotions = stored("promotions");
const comparison = stored("pages").find((page) => page.id === "page-best-at-home-std-tests") as Stored;

describe("the Spanish comparison", () => {
  it("ranks every product of the English comparison, with its ribbon and rating, in Spanish, behind the same affiliate links", async () => {
    const english = chartRows(await rendered(await contentPageProps(context({ slug: String(comparison.slug) }, "en"))));
    const spanish = chartRows(await rendered(await contentPageProps(context({ slug: String(comparison.localizations?.es?.slug) }, "es"))));
    expect(english.length).toBeGreaterThanOrEqual(7);
    expect(spanish.map((row) => row.id)).toEqual(english.map((row) => row.id));
    for (const [index, row] of spanish.entries()) {
      const en = english[index];
      const es = promotions.find((promotion) => promotion.id === row.id)?.localizations?.es ?? {};
      expect(row.brand, `${row.id} brand`).toBe(en.brand);
      expect(row.product, `${row.id} product`).toBe(es.productName);
      expect(row.product).not.toBe(en.product);
      // The ribbon the English shows, by the Spanish name the ranking page explains.
      expect(row.ribbon === null, `${row.id} ribbon`).toBe(en.ribbon === null);
      if (row.ribbon) expect(row.ribbon).toBe(es.ribbon);
      // The same rating, with a decimal comma: 9.4 → 9,4.
      expect(row.score, `${row.id} score`).toBe(en.score.replace(".", ","));
      expect(row.goesTo, `${row.id} link`).toBe(en.goesTo);
    }
    expect(spanish.map((row) => row.ribbon).filter(Boolean)).toEqual(expect.arrayContaining(["Mejor en general", "Mejor precio"]));
  });

  it("lists Spanish prices as Spanish readers write them, and the facts in Spanish", async () => {
    const page = await rendered(await contentPageProps(context({ slug: String(comparison.localizations?.es?.slug) }, "es")));
    const testwise = [...page.querySelectorAll(".chart-table tbody tr")].find((row) => row.getAttribute("data-impression-id") === "promo-testwise-10-panel");
    const cells = Object.fromEntries([...(testwise?.querySelectorAll("td[data-label]") ?? [])].map((cell) => [cell.getAttribute("data-label"), text(cell).replace(/\u00a0/g, " ")]));
    expect(cells).toMatchObject({ "Precio de lista": "199 US$", "Resultados en": "2–5 días", Muestra: "Sangre del dedo más orina o hisopo" });
  });

  it("shows the English page's hero image, as a Spanish article shows its English's cover image (an image has no translation)", async () => {
    const heroOf = async (slug: string, locale: string) => (await rendered(await contentPageProps(context({ slug }, locale)))).querySelector(".content-page__hero")?.getAttribute("src");
    expect(await heroOf(String(comparison.localizations?.es?.slug), "es")).toBe(await heroOf(String(comparison.slug), "en"));
    expect(await heroOf(String(comparison.localizations?.es?.slug), "es")).not.toBeUndefined();
    const post = stored("posts").find((entry) => entry.id === "post-chlamydia-symptoms-testing-treatment") as Stored;
    const cover = (await rendered(await articleProps(context({ slug: String(post.localizations?.es?.slug) }, "es")))).querySelector("img.article__cover, .article__cover img");
    expect(cover?.getAttribute("src")).toContain(String(post.coverImage).replace(/^asset-/, ""));
  });

  it("says where the brands are compared that they are fictional, in each language", async () => {
    const spanish = await rendered(await contentPageProps(context({ slug: String(comparison.localizations?.es?.slug) }, "es")));
    const english = await rendered(await contentPageProps(context({ slug: String(comparison.slug) }, "en")));
    expect(text(spanish.querySelector(".chart"))).toContain("Este es un sitio de demostración: las marcas, los productos y los precios que se comparan aquí son ficticios.");
    expect(text(english.querySelector(".chart"))).toContain("This is a demonstration site: the brands, products and prices compared here are fictional.");
  });
});

/** Every English text of the promotions, reviews, deep links and brands that has a Spanish translation different from it. */
function englishCommerceTexts(): string[] {
  const fields: Record<string, string[]> = {
    promotions: ["productName", "testsFor", "sampleType", "resultsTime", "couponText", "ribbon", "callToAction", "features_md"],
    "product-reviews": ["name", "description", "pros", "cons"],
    "deep-links": ["cta"],
    // A brand's default coupon and features show on its cards when the promotion has none of its own.
    advertisers: ["defaultCouponText", "features_md"],
  };
  const lines = (value: unknown): string[] =>
    (Array.isArray(value) ? value : typeof value === "string" ? value.split("\n") : []).map((line) => String(line).replace(/^- /, "").trim()).filter(Boolean);
  return Object.entries(fields).flatMap(([folder, names]) =>
    stored(folder).flatMap((entry) => names.flatMap((name) => {
      const spanish = new Set(lines(entry.localizations?.es?.[name]));
      // A coupon code or a brand's name reads the same in both languages.
      return lines(entry[name]).filter((line) => !spanish.has(line));
    })),
  );
}

/** What a page embeds, from its stored rich text. */
const embeds = (document: unknown): string[] => {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    const { nodeType, children } = node as { nodeType?: string; children?: unknown[] };
    if (nodeType) found.push(nodeType);
    for (const child of children ?? []) walk(child);
  };
  walk(document);
  return found;
};
const COMMERCE = ["Promotion", "ProductReview", "DeepLink", "Chart"];

describe("Spanish pages that show promotions, reviews or deep links", () => {
  const articles = stored("posts").filter((post) => embeds(post.localizations?.es?.content).some((type) => COMMERCE.includes(type)));
  const pages = stored("pages").filter((page) => page.localizations?.es && (page.defaultChart || page.showRankingMethod || embeds(page.localizations.es.content).some((type) => COMMERCE.includes(type))));

  it("show none of their English text", async () => {
    const english = englishCommerceTexts();
    expect(english.length).toBeGreaterThan(60);
    expect(articles.length).toBeGreaterThan(10);
    // One page at a time, as a build renders them on this machine (in parallel the service answers "busy").
    const spanishPages: [string, Document][] = [["/es", await rendered(await homeProps(context({}, "es")))]];
    for (const page of pages) {
      const slug = String(page.localizations?.es?.slug);
      spanishPages.push([`/es/${slug}`, await rendered(await contentPageProps(context({ slug }, "es")))]);
    }
    for (const post of articles) {
      const slug = String(post.localizations?.es?.slug);
      spanishPages.push([`/es/blog/${slug}`, await rendered(await articleProps(context({ slug }, "es")))]);
    }
    const found = spanishPages.flatMap(([path, page]) => {
      // English the page marks as English (English source titles), and the English original's review
      // history, quoted as written («Revisiones del original en inglés»), are not a card's text.
      for (const english of page.body.querySelectorAll("[lang='en'], .article__history")) english.remove();
      const shown = text(page.body);
      return english.filter((line) => shown.includes(line)).map((line) => `${path}: ${line}`);
    });
    expect(found).toEqual([]);
    // The cards and buttons are there, in Spanish (a page that showed none would pass the line above).
    const cards = spanishPages.reduce((count, [, page]) => count + page.querySelectorAll(".chart-table tbody tr, .promotion, .review, a[href^='/go/']").length, 0);
    expect(cards).toBeGreaterThan(spanishPages.length);
  });

  it("the same pages in English show the English text the Spanish ones must not", async () => {
    const page = await rendered(await contentPageProps(context({ slug: String(comparison.slug) }, "en")));
    const shown = text(page.body);
    const english = englishCommerceTexts();
    expect(english.filter((line) => shown.includes(line)).length).toBeGreaterThan(20);
  });
});
