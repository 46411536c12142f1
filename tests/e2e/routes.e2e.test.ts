import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contentQuery, launchBrowser, openPage } from "./support/browser";

const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
const DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}$/;

type Listing = { category: { slug: string; title: string }; subCategory: { slug: string; title: string } };

let browser: Browser;
let newest: { slug: string; title: string; author: { slug: string; name: string } } & Listing;

beforeAll(async () => {
  browser = await launchBrowser();
  const data = await contentQuery<{ posts: (typeof newest)[] }>(
    contentUrl,
    `{ posts(first: 1, orderBy: createdAt_DESC) { slug title author { slug name } category { slug title } subCategory { slug title } } }`,
  );
  [newest] = data.posts;
});

afterAll(async () => {
  await browser?.close();
});

async function visit(path: string) {
  const recorder = await openPage(browser);
  const response = await recorder.page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
  return { ...recorder, status: response?.status() };
}

async function breadcrumbs(path: string): Promise<string[]> {
  const { page } = await visit(path);
  return page.locator('nav[aria-label="Breadcrumb"] li').allInnerTexts();
}

describe("every route type renders from content", () => {
  it("home page: title from the first seo entry, one h1, latest posts and the mini chart", async () => {
    const { page, status, consoleErrors } = await visit("/");
    expect(status).toBe(200);
    expect(await page.title()).toBe("Sexual Health Facts, Testing & Prevention | STI Aware");
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Latest articles" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: newest.title }).first().isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Top-rated at-home STI tests" }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("article: title, breadcrumbs Home > Blog > title, author link, dates, optimized webp images", async () => {
    const { page, status, consoleErrors } = await visit(`/blog/${newest.slug}`);
    expect(status).toBe(200);
    expect(await page.title()).toBe(`${newest.title} | STI Aware`);
    expect(await page.locator("h1").allInnerTexts()).toEqual([newest.title]);
    expect(await page.locator('nav[aria-label="Breadcrumb"] li').allInnerTexts()).toEqual(["Home", "Blog", newest.title]);
    expect(await page.getByRole("link", { name: newest.author.name }).first().getAttribute("href")).toBe(`/medical-team/${newest.author.slug}`);
    const dates = await page.locator("article time").allInnerTexts();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(DATE);
    const cover = page.locator("img.article__cover");
    expect(await cover.getAttribute("width")).toBe("1000");
    expect(await cover.getAttribute("height")).toBe("400");
    const src = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(/\/optimized\/cover-.+\.svg\?w=\d+&q=75$/);
    const image = await fetch(src);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThanOrEqual(2);
    // The page's data carries what the article and shell render, not the home page's chart.
    const pageData = await page.locator("#__NEXT_DATA__").textContent();
    expect(pageData).toContain(newest.title);
    expect(pageData).not.toContain("miniChart");
    expect(consoleErrors).toEqual([]);
  });

  it("category and sub-category listings: titles, breadcrumbs Home > category > sub-category, covers 300 wide", async () => {
    const { page, status } = await visit(`/${newest.category.slug}/page/1`);
    expect(status).toBe(200);
    expect(await page.title()).toBe(`${newest.category.title} page 1 | STI Aware`);
    expect(await page.locator("h1").allInnerTexts()).toEqual([`${newest.category.title} page 1`]);
    const cardImage = page.locator(".post-card__image").first();
    expect(await cardImage.getAttribute("width")).toBe("300");
    expect(await breadcrumbs(`/${newest.category.slug}/${newest.subCategory.slug}/page/1`)).toEqual([
      "Home",
      newest.category.title,
      newest.subCategory.title,
    ]);
  });

  it("author profile lists the author's posts", async () => {
    const { page, status } = await visit(`/medical-team/${newest.author.slug}`);
    expect(status).toBe(200);
    expect(await page.locator("h1").allInnerTexts()).toEqual([newest.author.name]);
    expect(await page.getByRole("link", { name: newest.title }).count()).toBeGreaterThan(0);
  });

  it("article with affiliate links: disclosure shown above the first one, paid links look and read differently", async () => {
    const { page, status, consoleErrors } = await visit("/blog/sti-stigma-and-getting-care");
    expect(status).toBe(200);
    const disclosure = page.locator(".article > .disclosure");
    expect(await disclosure.isVisible()).toBe(true);
    expect(await disclosure.innerText()).toMatch(/^Advertising disclosure: we earn a commission when you order through the links marked “paid link”/);
    const firstSponsored = page.locator('a[rel~="sponsored"]').first();
    const [disclosureBox, sponsoredBox] = [await disclosure.boundingBox(), await firstSponsored.boundingBox()];
    expect(disclosureBox!.y + disclosureBox!.height).toBeLessThanOrEqual(sponsoredBox!.y);
    const paid = page.locator(".rich-text a.affiliate-inline__link", { hasText: "TestWise Labs" });
    const editorial = page.locator('.rich-text a[href^="https://www.who.int/"]');
    const style = (link: typeof paid) => link.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationStyle].join(" "));
    expect(await style(paid)).not.toBe(await style(editorial));
    expect(await paid.evaluate((a) => a.nextElementSibling?.textContent)).toBe(" (paid link)");
    expect(await page.locator(".affiliate-inline__label").first().isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("comparison page: ranked chart with disclosure before sponsored links, disabled brand hidden", async () => {
    const { page, status, consoleErrors } = await visit("/best-at-home-std-tests");
    expect(status).toBe(200);
    expect(await page.locator("h1").allInnerTexts()).toEqual(["Best At-Home STI Tests"]);
    const ranks = await page.locator(".chart .promotion__rank").allInnerTexts();
    expect(ranks[0]).toContain("#1");
    const html = await page.content();
    expect(html).not.toContain("Shield &amp; Co");
    expect(html.indexOf("Advertising disclosure")).toBeLessThan(html.indexOf('rel="sponsored noopener"'));
    const cta = page.locator('a[rel="sponsored noopener"]').first();
    expect(await cta.getAttribute("href")).toMatch(/^\/go\/[a-z0-9-]+$/);
    expect(consoleErrors).toEqual([]);
  });
});

describe("real 404s", () => {
  it.each([
    "/blog/no-such-article",
    "/medical-team/nobody",
    "/no-such-page",
    "/sti-testing/page/0",
    "/sti-testing/page/999",
    "/sti-testing/page/two",
    "/no-such-category/page/1",
    "/sti-testing/no-such-sub/page/1",
  ])("%s answers 404 with the site's not-found page", async (path) => {
    const { page, status } = await visit(path);
    expect(status).toBe(404);
    expect(await page.locator("h1").innerText()).toBe("Page not found");
    expect(await page.title()).toBe("Page not found | STI Aware");
  });
});

describe("feeds", () => {
  it("RSS has the newest posts first", async () => {
    const rss = await (await fetch(`${siteUrl}/rss.xml`)).text();
    expect(rss).toContain('<rss version="2.0"');
    const titles = [...rss.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles[0]).toBe(newest.title.replace(/&/g, "&amp;"));
  });
});

describe("Load more", () => {
  it("appends the next posts from the content API, from the browser", async () => {
    const { page, consoleErrors } = await visit("/blog");
    const before = await page.locator(".post-card").count();
    await page.getByRole("button", { name: "Load more articles" }).click();
    await page.waitForFunction((count) => document.querySelectorAll(".post-card").length > count, before);
    expect(await page.locator(".post-card").count()).toBeGreaterThan(before);
    expect(consoleErrors).toEqual([]);
  });

  it("shows the error and a retry when the content API fails", async () => {
    const { page } = await visit("/blog");
    await page.route(/\/graphql$/, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.getByRole("button", { name: "Load more articles" }).click();
    await expect.poll(() => page.locator(".load-more__error").innerText(), { timeout: 15_000 }).toContain("Error message not found.");
    expect(await page.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
  });
});
