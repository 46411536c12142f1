import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HtmlValidate } from "html-validate";
import { contentQuery, launchBrowser, openPage } from "./support/browser";
import { axeViolations } from "./support/axe";

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
    expect(await page.getByRole("heading", { name: "Best at-home and lab STI tests compared" }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("article: title, breadcrumbs Home > Blog > title, author link, dates, optimized webp images", async () => {
    const { page, status, consoleErrors } = await visit(`/blog/${newest.slug}`);
    expect(status).toBe(200);
    expect(await page.title()).toBe(`${newest.title} | STI Aware`);
    expect(await page.locator("h1").allInnerTexts()).toEqual([newest.title]);
    expect(await page.locator('nav[aria-label="Breadcrumb"] li').allInnerTexts()).toEqual(["Home", "Blog", newest.title]);
    expect(await page.getByRole("link", { name: newest.author.name }).first().getAttribute("href")).toBe(`/medical-team/${newest.author.slug}`);
    // Read as the reader scrolls to each: the article's foot is laid out as it nears (content-visibility: auto).
    const times = await page.locator("article time").all();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) {
      await time.scrollIntoViewIfNeeded();
      await expect.poll(() => time.innerText()).toMatch(DATE);
    }
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
    expect(await page.locator("h1").allInnerTexts()).toEqual([newest.category.title]);
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
    const ranks = await page.locator(".chart-table__rank").allInnerTexts();
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

describe("category listings in Spanish", () => {
  const SPANISH = "/es/infecciones/page/1";
  const ENGLISH = "/infections/page/1";
  const alternatesOf = (page: Awaited<ReturnType<typeof visit>>["page"]) =>
    page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));

  it("a Spanish listing: lang es, Spanish name, title and breadcrumbs, alternates both ways, Spanish articles, Load more in Spanish", async () => {
    const { page, status, consoleErrors } = await visit(SPANISH);
    expect(status).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(await page.title()).toMatch(/^ITS de la A a la Z, página 1 \| /);
    expect(await page.locator("h1").allInnerTexts()).toEqual(["ITS de la A a la Z"]);
    expect(await page.locator("nav.breadcrumbs li").allInnerTexts()).toEqual(["Inicio", "ITS de la A a la Z"]);
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(`${siteUrl}${SPANISH}`);
    const both = [["en", `${siteUrl}${ENGLISH}`], ["es", `${siteUrl}${SPANISH}`], ["x-default", `${siteUrl}${ENGLISH}`]];
    expect(await alternatesOf(page)).toEqual(both);
    expect(await alternatesOf((await visit(ENGLISH)).page)).toEqual(both);
    // The Spanish header menu leads here (a disclosure: its links are in the HTML, shown when it opens).
    const menu = page.getByRole("navigation", { name: "Principal" });
    await menu.locator("summary.nav__toggle", { hasText: "ITS de la A a la Z" }).click();
    expect(await menu.getByRole("link", { name: "Todas las ITS de la A a la Z" }).getAttribute("href")).toBe(SPANISH);
    const cards = page.locator(".post-card a[href]");
    const before = await page.locator(".post-card").count();
    await page.getByRole("button", { name: "Cargar más artículos" }).click();
    await page.waitForFunction((count) => document.querySelectorAll(".post-card").length > count, before);
    for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^\/es\//);
    expect(consoleErrors).toEqual([]);
    // A listing with no Spanish article has no Spanish page (safer sex: its articles are English-only in the e2e copy, E2E_ENGLISH_ONLY_POSTS).
    expect((await fetch(`${siteUrl}/es/prevencion/sexo-mas-seguro/page/1`)).status).toBe(404);
  });

  it.each([SPANISH, "/es/infecciones/its-virales/page/1"])("%s has no axe violations at 390 and 1280 px and is valid HTML", async (path) => {
    for (const width of [390, 1280]) {
      const { page } = await openPage(browser, { width });
      await page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      await page.close();
    }
    const report = await new HtmlValidate({ extends: ["html-validate:standard"] }).validateString(await (await fetch(`${siteUrl}${path}`)).text());
    expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))).toEqual([]);
  });
});

describe("Load more", () => {
  it("appends the next posts through the site's own /api/posts, against a content API that is not public", async () => {
    // The e2e content service refuses reads without a token: only the server holds it.
    const anonymous = await fetch(`${contentUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ posts(first: 1) { id } }" }),
    });
    expect(anonymous.status).toBe(401);

    const { page, consoleErrors } = await visit("/blog");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const before = await page.locator(".post-card").count();
    await page.getByRole("button", { name: "Load more articles" }).click();
    await page.waitForFunction((count) => document.querySelectorAll(".post-card").length > count, before);
    expect(await page.locator(".post-card").count()).toBeGreaterThan(before);
    expect(requested.filter((url) => url.includes("/api/posts?"))).toHaveLength(1);
    expect(requested.filter((url) => url.includes("/graphql"))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("shows the error and a retry when loading fails", async () => {
    const { page } = await visit("/blog");
    await page.route(/\/api\/posts\?/, (route) => route.fulfill({ status: 502, contentType: "application/json", body: '{"error":"The articles could not be loaded. Please try again."}' }));
    await page.getByRole("button", { name: "Load more articles" }).click();
    await expect.poll(() => page.locator(".load-more__error").innerText(), { timeout: 15_000 }).toContain("The articles could not be loaded.");
    expect(await page.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
  });
});

describe("/api/posts", () => {
  const api = (query: string, init?: RequestInit) => fetch(`${siteUrl}/api/posts?${query}`, init);

  it("answers the two listing queries with cache headers", async () => {
    const blog = await api("list=category&limit=2&offset=0");
    expect(blog.status).toBe(200);
    expect(blog.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
    const page = (await blog.json()) as { posts: { slug: string }[]; pageInfo: { hasNextPage: boolean } };
    expect(page.posts.map((post) => post.slug)[0]).toBe(newest.slug);
    expect(page.pageInfo.hasNextPage).toBe(true);

    const category = (await (await api(`list=category&category=${newest.category.slug}&limit=1&offset=0`)).json()) as typeof page;
    expect(category.posts.map((post) => post.slug)).toEqual([newest.slug]);
    const author = (await (await api(`list=author&slug=${newest.author.slug}&limit=1&offset=0`)).json()) as typeof page;
    expect(author.posts.map((post) => post.slug)).toEqual([newest.slug]);
  });

  it("refuses anything else with a clear 400 or 405, uncached", async () => {
    for (const query of ["list=category&limit=100&offset=0", "list=author&limit=1&offset=0", "list=category&limit=1&offset=-1", "query={posts{id}}", "list=author&slug=../x&limit=1&offset=0"]) {
      const response = await api(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control"), query).toBe("no-store");
      expect(((await response.json()) as { error: string }).error, query).toMatch(/"(limit|slug|offset|query)"/);
    }
    const post = await api("list=category&limit=1&offset=0", { method: "POST", body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});
