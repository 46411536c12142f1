import { HtmlValidate } from "html-validate";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { launchBrowser, openPage } from "./support/browser";
import { axeViolations } from "./support/axe";

// What a visitor sees and does (issue 15): comparisons, navigation and focus, post cards,
// listings, tap targets; with axe and HTML validity on the pages this touches.
const siteUrl = inject("siteUrl");
const COMPARISON = "/best-at-home-std-tests";
const ARTICLE = "/blog/how-at-home-sti-test-kits-work";
const SPANISH_ARTICLE = "/es/blog/como-funcionan-los-kits-de-prueba-de-its-en-casa";
const WIDTHS = [320, 390, 1280];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page at a given width; by default as a visitor who has already answered the consent question. */
async function visit(path: string, width: number, { consentAnswered = true, height = 900 } = {}) {
  const recorder = await openPage(browser, { width, height });
  if (consentAnswered) await recorder.page.addInitScript((key) => window.localStorage.setItem(key, "denied"), CONSENT_KEY);
  const response = await recorder.page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
  return { ...recorder, status: response?.status() };
}

/** Per chart on the page: the names its products are ranked under, in rank order, cards and table rows. */
function chartNames(page: Page) {
  return page.locator(".chart").evaluateAll((charts) => {
    const productName = (element: Element) =>
      [...element.querySelectorAll(".product-name__brand, .product-name__product")].map((part) => part.textContent?.trim()).join(" ");
    return charts.map((chart) => ({
      rows: [...chart.querySelectorAll("tbody th[scope=row]")].map(productName),
      ranks: [...chart.querySelectorAll("tbody .chart-table__rank")].map((rank) => rank.textContent?.trim() ?? ""),
    }));
  });
}

/**
 * Pairs of text fragments (one rect per line of each text node) or images inside one visible
 * comparison card or table row that overlap on screen.
 */
function overlappingText(page: Page) {
  return page.evaluate(() => {
    type Box = { label: string; rect: DOMRect };
    const visible = (rect: DOMRect) => rect.width > 1 && rect.height > 1;
    const boxesIn = (container: Element): Box[] => {
      const boxes: Box[] = [];
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only is clipped to 1 px and never seen.
        if (!node.textContent?.trim() || node.parentElement?.closest(".visually-hidden")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (visible(rect)) boxes.push({ label: node.textContent.trim(), rect });
      }
      for (const image of container.querySelectorAll("img")) {
        const rect = image.getBoundingClientRect();
        if (visible(rect)) boxes.push({ label: `img ${image.alt}`, rect });
      }
      return boxes;
    };
    const overlaps: string[] = [];
    const containers = [...document.querySelectorAll(".promotion, .chart-table tbody tr")].filter((element) => visible(element.getBoundingClientRect()));
    for (const container of containers) {
      const boxes = boxesIn(container);
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          if (x > 1 && y > 1) overlaps.push(`"${a.label}" overlaps "${b.label}"`);
        }),
      );
    }
    return { overlaps, containers: containers.length };
  });
}

describe("comparisons rank products", () => {
  it("rows name brand and product, no two share a heading, and a product has one rank", async () => {
    const ranksByPage: Record<string, Map<string, string>> = {};
    for (const path of ["/", COMPARISON]) {
      const { page } = await visit(path, 390);
      const charts = await chartNames(page);
      expect(charts.length).toBe(1);
      for (const { rows, ranks } of charts) {
        expect(rows.length).toBeGreaterThan(1);
        expect(new Set(rows).size).toBe(rows.length);
        for (const name of rows) expect(name).toMatch(/^.+ — .+$/);
        expect(ranks).toEqual(rows.map((_name, index) => `#${index + 1}`));
        ranksByPage[path] = new Map(rows.map((name, index) => [name, ranks[index]]));
      }
    }
    expect(ranksByPage[COMPARISON].get("TestWise Labs — 10-test panel")).toContain("#1");
    for (const [name, rank] of ranksByPage["/"]) expect(ranksByPage[COMPARISON].get(name)).toBe(rank);
  });

  it("wide screens get a table with column and row headers; phones get its rows as stacked, labelled cards; the ranking is in the page once; picks below do not repeat cards", async () => {
    const wide = await visit(COMPARISON, 1280);
    const table = wide.page.locator(".chart table");
    expect(await table.isVisible()).toBe(true);
    expect(await table.locator("thead th").allInnerTexts()).toEqual(["Rank", "Product", "Our score", "Tests for", "Sample", "Results in", "List price", "Offer", "Order"]);
    expect(await table.locator("tbody th[scope=row]").count()).toBe(7);
    // One ranking in the markup: no second, hidden copy of it as cards.
    expect(await wide.page.locator(".chart .promotion").count()).toBe(0);
    // "Our top picks" points to the ranking instead of showing the same cards again.
    expect(await wide.page.locator(".rich-text .promotion").count()).toBe(0);
    // Far below the fold the article body is content-visibility: auto, so the browser has not
    // rendered it yet and innerText (rendered text) is empty there: read the text content.
    expect(await wide.page.locator(".ranked-mention").allTextContents()).toEqual([
      expect.stringContaining("#1 TestWise Labs — 10-test panel"),
      expect.stringContaining("#3 LabNow Direct — Lab visit panel"),
    ]);
    const phone = await visit(COMPARISON, 390);
    const rows = phone.page.locator(".chart tbody tr");
    // Each row a card: the header row is not shown, rows are stacked one under the other, each fact labelled.
    expect(await phone.page.locator(".chart thead").boundingBox()).toMatchObject({ width: 1, height: 1 });
    const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    expect(first!.width).toBeLessThanOrEqual(390);
    // Each fact's label is generated content beside its value (the column headers are not shown).
    const labels = await rows.nth(0).locator("td[data-label]").evaluateAll((cells) => cells.map((cell) => `${getComputedStyle(cell, "::before").content} ${cell.textContent}`));
    expect(labels).toEqual(expect.arrayContaining([expect.stringMatching(/^"Our score" \d/), expect.stringMatching(/^"Tests for" \S/)]));
  });

  it.each(WIDTHS)("no text box overlaps another in comparison cards or rows, and nothing overflows, at %i px", async (width) => {
    for (const path of ["/", COMPARISON, ARTICLE]) {
      const { page } = await visit(path, width);
      const { overlaps, containers } = await overlappingText(page);
      expect(containers, path).toBeGreaterThan(0);
      expect(overlaps, `${path} at ${width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    }
  });
});

describe("header", () => {
  // The English menu sits beside the brand; the Spanish one, too long for that row, has a row of its own under the brand and the tools.
  it.each([
    ["/", 1024],
    ["/", 1280],
    ["/es", 1024],
    ["/es", 1280],
  ] as const)("%s: the whole menu fits one row at %i px, and the header two rows", async (path, width) => {
    const { page } = await visit(path, width);
    const tops = await page.locator(".nav__list > li").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(4);
    expect(new Set(tops).size).toBe(1);
    const header = (await page.locator(".site-header").boundingBox())!;
    const logo = (await page.locator(".site-header__logo img").boundingBox())!;
    expect(logo.y).toBeGreaterThanOrEqual(8);
    const menuTop = tops[0];
    const brandTop = (await page.locator(".site-header__brand").boundingBox())!.y;
    const searchTop = (await page.locator(".site-search__input").boundingBox())!.y;
    // English: the brand and the menu on one row, the search box below; Spanish: the brand and the search box, the menu below.
    if (path === "/") expect(searchTop).toBeGreaterThan(menuTop);
    else expect(menuTop).toBeGreaterThan(Math.max(brandTop, searchTop));
    expect(header.height).toBeLessThan(140);
    expect(await page.locator(".site-header__name").evaluate((name) => name.getClientRects().length)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toMatch(/favicon/);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/^http/);
  });
});

describe("no layout shift while a page is still being parsed", () => {
  // The first paint can come before the menu or the page's first block has arrived: neither may move what is already painted.
  it.each([
    [ARTICLE, 390],
    [ARTICLE, 1280],
    [SPANISH_ARTICLE, 1280],
  ] as const)("%s at %i px: the header is as tall without its menu, and <main> starts where the header ends", async (path, width) => {
    const { page } = await visit(path, width);
    const header = (await page.locator(".site-header").boundingBox())!;
    const main = (await page.locator("main").boundingBox())!;
    expect(main.y).toBe(header.y + header.height);
    await page.locator(".site-header nav.nav").evaluate((nav) => nav.remove());
    expect((await page.locator(".site-header").boundingBox())!.height).toBe(header.height);
  });
});

describe("consent banner and focus", () => {
  it("shows no focus ring on load, keeps focused content clear of the banner, and returns focus after a choice", async () => {
    const { page } = await visit("/", 390, { consentAnswered: false, height: 700 });
    const heading = page.locator("#consent-title");
    await heading.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("consent-title");
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
    // Shift+Tab from the banner walks back through the footer, which sits behind it at the bottom.
    const banner = await page.locator(".consent").boundingBox();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Shift+Tab");
      const hidden = await page.evaluate((bannerTop) => {
        const active = document.activeElement;
        if (!active || active.closest(".consent")) return null;
        const rect = active.getBoundingClientRect();
        return rect.bottom > bannerTop ? `${active.textContent} is behind the banner` : null;
      }, banner!.y);
      expect(hidden).toBeNull();
    }
    await page.getByRole("button", { name: "Reject" }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");

    const settings = page.getByRole("button", { name: "Privacy choices" });
    await settings.click();
    await page.getByRole("button", { name: "Accept analytics" }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Privacy choices");
  });

  it("leaves the end of the page scrollable clear of the banner, also once its details are open", async () => {
    const { page } = await visit("/", 390, { consentAnswered: false, height: 700 });
    await page.locator("#consent-title").waitFor();
    /** How far the page's last line ends below the banner's top once scrolled to the bottom (≤ 0: clear of it). */
    const lastLineUnderBanner = () =>
      page.evaluate(async () => {
        // Scroll to the end until the end stays put, as a visitor would: the banner's reserved
        // space follows it a frame later, and regions below the fold take their real height
        // only as they are scrolled near.
        for (let height = -1; height !== document.documentElement.scrollHeight; ) {
          height = document.documentElement.scrollHeight;
          window.scrollTo(0, height);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        const last = document.querySelector(".site-footer__copyright")!.getBoundingClientRect();
        return Math.round(last.bottom - document.querySelector(".consent")!.getBoundingClientRect().top);
      });
    expect(await lastLineUnderBanner()).toBeLessThanOrEqual(0);
    await page.getByText("What each choice means").click();
    expect(await lastLineUnderBanner()).toBeLessThanOrEqual(0);
  });
});

describe("post cards", () => {
  it("the whole card is one link with a visible hover state; tags are labels, not buttons", async () => {
    const { page } = await visit("/blog", 1280);
    const card = page.locator(".post-card").first();
    expect(await card.locator("a, button").count()).toBe(1);
    const title = await card.locator(".post-card__title").innerText();
    const shadowBefore = await card.evaluate((element) => getComputedStyle(element).boxShadow);
    // The excerpt sits under the card's stretched link: the pointer there hovers and clicks the card.
    const excerpt = (await card.locator(".post-card__excerpt").boundingBox())!;
    await page.mouse.move(excerpt.x + excerpt.width / 2, excerpt.y + excerpt.height / 2);
    expect(await card.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(shadowBefore);
    await page.mouse.click(excerpt.x + excerpt.width / 2, excerpt.y + excerpt.height / 2);
    await expect.poll(() => page.locator("h1").innerText()).toBe(title);
    expect(page.url()).toMatch(/\/blog\/[a-z0-9-]+$/);
    const tag = page.locator(".tag").first();
    expect(await tag.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  });
});

describe("listings", () => {
  it.each([
    ["/prevention", "/prevention/page/1"],
    ["/infections/bacterial-stis", "/infections/bacterial-stis/page/1"],
  ])("%s redirects to its page 1", async (path, target) => {
    const response = await fetch(`${siteUrl}${path}`, { redirect: "manual" });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location") ?? "", siteUrl).pathname).toBe(target);
    expect((await fetch(`${siteUrl}/infections/no-such-sub`)).status).toBe(404);
  });

  it("the heading is the category's name with Page 1 of N beneath; the title keeps the spec's format", async () => {
    const { page } = await visit("/infections/page/1", 390);
    expect(await page.title()).toBe("STIs A to Z page 1 | STI Aware");
    expect(await page.locator("h1").allInnerTexts()).toEqual(["STIs A to Z"]);
    expect(await page.locator(".listing__page").innerText()).toMatch(/^Page 1 of \d+$/);
  });
});

describe("tap targets and Load more", () => {
  const TARGETS = ".category-list a, .breadcrumbs a, .site-footer a, .site-footer button, .pagination a, .nav__menu-button, .button, .category-nav a, .chart__more a";

  it.each(["/", ARTICLE, "/infections/page/1", COMPARISON])("links and buttons on %s are at least 24×24 px at 390 px", async (path) => {
    const { page } = await visit(path, 390);
    const small = await page.locator(TARGETS).evaluateAll((elements) =>
      elements.flatMap((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return [];
        return rect.width < 24 || rect.height < 24 ? [`${element.textContent?.trim()} ${rect.width}×${rect.height}`] : [];
      }),
    );
    expect(small).toEqual([]);
  });

  it("when Load more reaches the end, focus moves to the first newly loaded card", async () => {
    const { page } = await visit("/blog", 1280);
    const loadMore = page.getByRole("button", { name: "Load more articles" });
    for (;;) {
      const before = await page.locator(".post-card").count();
      await loadMore.click();
      await page.waitForFunction((count) => document.querySelectorAll(".post-card").length > count, before);
      if (!(await loadMore.isVisible())) {
        const expected = await page.locator(".post-card__link").nth(before).innerText();
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(expected);
        break;
      }
    }
  });
});

describe("people and trust", () => {
  it("the team page shows each person's photo, credentials, role, what they review and profile links", async () => {
    const { page } = await visit("/", 1280);
    await page.getByRole("link", { name: "Our Medical Team" }).click();
    await page.waitForURL(/\/medical-team$/);
    const members = page.locator(".team__member");
    // The URL changes before the client-rendered page is on screen: wait for it. Four clinicians and the bilingual reviewer.
    await expect.poll(() => members.count()).toBe(5);
    for (const member of await members.all()) {
      expect(await member.locator("img").getAttribute("alt")).toMatch(/^Portrait of /);
      expect(await member.locator(".author__title").innerText()).not.toBe("");
      expect(await member.locator(".team__reviews").innerText()).toMatch(/^Medical reviewer of (\d+ articles?|the Spanish translations of \d+ articles?)/);
      expect(await member.getByRole("link", { name: /Profile and articles/ }).getAttribute("href")).toMatch(/^\/medical-team\/[a-z-]+$/);
    }
  });

  it("the footer links to a contact and corrections page; content pages show review and update dates", async () => {
    const { page } = await visit("/", 1280);
    await page.locator(".site-footer").getByRole("link", { name: "Contact and corrections" }).click();
    await page.waitForURL(/\/contact-and-corrections$/);
    await page.getByRole("heading", { name: "How to report an error" }).waitFor();
    expect(await page.getByRole("heading", { name: "How to report an error" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "How fast we fix it" }).isVisible()).toBe(true);
    const comparison = await visit(COMPARISON, 1280);
    expect(await comparison.page.locator(".content-page .article__review").innerText()).toMatch(/Medically reviewed by .+ on [A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(await comparison.page.locator(".content-page .article__date").innerText()).toMatch(/^Updated [A-Z][a-z]{2} \d{2}, \d{4}$/);
  });

  it("comparison and content pages name who wrote them, next to the review note, linking to the writer's profile", async () => {
    const { page } = await visit(COMPARISON, 390);
    const header = page.locator(".content-page__header");
    const byline = header.getByText(/^By /);
    expect(await byline.innerText()).toBe("By Dr. Lucas Brennan, MD");
    // Ticked while current, "Medical review due. Last medically reviewed by …" once the interval has passed.
    expect(await header.locator(".article__review").innerText()).toMatch(/[Mm]edically reviewed by Dr\. [^,]+, MD on /);
    await byline.getByRole("link").click();
    await page.waitForURL(/\/medical-team\/lucas-brennan$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Dr. Lucas Brennan, MD");
    const policy = await visit("/medical-review-policy", 1280);
    expect(await policy.page.locator(".content-page__header").getByText(/^By /).innerText()).toBe("By Elena Vasquez, RN, MPH");
  });

  it("every post on the blog has its own cover, described by its alt text", async () => {
    const home = await visit("/blog", 1280);
    const covers = await home.page.locator(".post-card__image").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc.replace(/\?.*$/, "")));
    expect(new Set(covers).size).toBe(covers.length);
    const svgs = await Promise.all(covers.slice(0, 6).map(async (url) => (await fetch(url.replace("/optimized/", "/images/"))).text()));
    expect(new Set(svgs).size).toBe(svgs.length);
    const article = await visit(ARTICLE, 1280);
    expect(await article.page.locator("img.article__cover").getAttribute("alt")).toMatch(/^Illustration of .+, for the article ".+"$/);
  });
});

describe("accessibility and valid HTML", () => {
  const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
  const PAGES = ["/", ARTICLE, COMPARISON, "/infections/page/1", "/blog", "/medical-team", "/contact-and-corrections"];

  it.each(PAGES)("%s has no axe violations at 390 and 1280 px", async (path) => {
    for (const width of [390, 1280]) {
      const { page } = await visit(path, width);
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  });

  it("no axe violations with the consent banner open", async () => {
    const { page } = await visit(COMPARISON, 390, { consentAnswered: false });
    await page.locator(".consent").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(PAGES)("%s is valid HTML", async (path) => {
    const html = await (await fetch(`${siteUrl}${path}`)).text();
    const report = await validator.validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))).toEqual([]);
  });
});
