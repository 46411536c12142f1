import { HtmlValidate } from "html-validate";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage } from "./support/browser";
import { mutate } from "./support/mutations";
import { descendants, parseXml, textsOf } from "../support/xml";

/**
 * The site in two languages as a visitor and a crawler meet it, on the production build: a Spanish
 * translation of an article is published through the content API (its webhook regenerates both
 * languages); each version says its language, names the other both ways, offers the other in the
 * header, and the sitemap and the Spanish feed list it. Nobody is sent by Accept-Language.
 * The translation is unpublished and removed afterwards, so other files see the shipped content.
 */
const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
// Articles the e2e copy leaves untranslated (E2E_ENGLISH_ONLY_POSTS in global-setup.ts): one gains a translation here, the other stays English-only.
const POST = { id: "post-doxy-pep-explained", slug: "doxy-pep-explained", es: "doxi-pep-antibioticos-despues-del-sexo" };
const UNTRANSLATED = "/blog/mycoplasma-genitalium";
const EN = `${siteUrl}/blog/${POST.slug}`;
const ES = `${siteUrl}/es/blog/${POST.es}`;

const html = async (path: string) => (await fetch(`${siteUrl}${path}`)).text();

beforeAll(async () => {
  await mutate(contentUrl, `mutation { updatePost(where: { id: "${POST.id}" }, data: { localizations: { create: [{ locale: es, data: {
    title: "Doxi-PEP: antibióticos después del sexo", slug: "${POST.es}", excerpt: "Qué es la doxi-PEP y para quién se recomienda." } }] } }) { id } }`);
  await mutate(contentUrl, `mutation { publishPost(where: { id: "${POST.id}" }, locales: [es], publishBase: false) { id } }`);
});

afterAll(async () => {
  await mutate(contentUrl, `mutation { unpublishPost(where: { id: "${POST.id}" }, locales: [es], unpublishBase: false) { id } }`);
  await mutate(contentUrl, `mutation { updatePost(where: { id: "${POST.id}" }, data: { localizations: { delete: [es] } }) { id } }`);
});

describe("an article and its translation", () => {
  it("are two pages, each in its language, canonical to itself and naming the other both ways (with x-default)", async () => {
    // The English page was built without a translation: the publish webhook regenerates it.
    await expect.poll(() => html(`/blog/${POST.slug}`), { timeout: 20_000, interval: 200 }).toContain(`href="${ES}"`);
    const browser = await launchBrowser();
    try {
      for (const [address, lang] of [[EN, "en"], [ES, "es"]] as const) {
        const { page } = await openPage(browser);
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        expect(await page.getAttribute("html", "lang")).toBe(lang);
        expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(address);
        const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
        expect(alternates).toEqual([["en", EN], ["es", ES], ["x-default", EN]]);
        const structured = await page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}") as { inLanguage?: string }));
        expect(structured.some((item) => item.inLanguage === lang)).toBe(true);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });

  it("has a language switch that keeps the reader on the same article, and a Spanish page's links stay in Spanish", async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser);
      await page.goto(EN);
      const toSpanish = page.locator('nav.language-switch a[hreflang="es"]');
      expect(await toSpanish.getAttribute("lang")).toBe("es");
      await toSpanish.click();
      await page.waitForURL(ES);
      // The router changes the address just before it renders the new page: wait for the page, not the address.
      await expect.poll(() => page.textContent("h1")).toBe("Doxi-PEP: antibióticos después del sexo");
      await expect.poll(() => page.getAttribute("html", "lang")).toBe("es");
      expect(await page.getAttribute('nav[aria-label="Ruta de navegación"] a >> nth=0', "href")).toBe("/es");
      await page.locator('nav.language-switch a[hreflang="en"]').click();
      await page.waitForURL(EN);
      await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    } finally {
      await browser.close();
    }
  });

  it("offers the Spanish home page, saying so, on a page with no translation; never redirects by Accept-Language", async () => {
    // React separates adjacent text nodes with empty comments.
    const untranslated = (await html(UNTRANSLATED)).replaceAll("<!-- -->", "");
    expect(untranslated).toMatch(/<a href="\/es" hreflang="es" lang="es">Español<span class="language-switch__note"> \(portada: esta página aún no está traducida\)<\/span><\/a>/i);
    expect(untranslated).not.toMatch(/rel="alternate" hreflang/i);
    const home = await fetch(`${siteUrl}/`, { headers: { "accept-language": "es-US,es;q=0.9" }, redirect: "manual" });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="en"');
    const spanishHome = await fetch(`${siteUrl}/es`, { redirect: "manual" });
    expect(spanishHome.status).toBe(200);
    expect(await spanishHome.text()).toContain('<html lang="es"');
    expect((await fetch(`${siteUrl}/es/blog/${POST.slug}`)).status).toBe(404);
  });

  it("keeps the language prefix through the trailing-slash redirect and answers OPTIONS on the Spanish feed as on the English one", async () => {
    const slashed = await fetch(`${siteUrl}/es/blog/`, { redirect: "manual" });
    expect(slashed.status).toBe(308);
    expect(new URL(slashed.headers.get("location") ?? "", siteUrl).pathname).toBe("/es/blog");
    const options = await fetch(`${siteUrl}/es/rss.xml`, { method: "OPTIONS" });
    expect(options.status).toBe(405);
    expect(options.headers.get("allow")).toBe("GET, HEAD");
  });
});

/** The planner, the medical team and an author's profile: each in Spanish under /es, as its English page is at the root. */
describe("every route type in both languages", () => {
  // Listings: routes.e2e.test.ts. Search pages are noindex and state their language in <html lang> only.
  const PAIRS = [
    ["/", "/es"],
    ["/blog", "/es/blog"],
    ["/blog/what-is-prep", "/es/blog/que-es-la-prep"],
    ["/how-we-rank", "/es/como-clasificamos"],
    ["/best-at-home-std-tests", "/es/mejores-pruebas-de-its-en-casa"],
    ["/when-to-test", "/es/when-to-test"],
    ["/medical-team", "/es/medical-team"],
    ["/medical-team/amara-okafor", "/es/medical-team/amara-okafor"],
  ] as const;
  const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const visit = async (path: string, width: number, javaScriptEnabled = true) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.addInitScript((key) => window.localStorage.setItem(key, "denied"), CONSENT_KEY);
    const response = await page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
    return { page, status: response?.status() };
  };

  it.each(PAIRS)("%s and %s: each in its language, canonical to itself, naming the other both ways, without axe violations, valid HTML", async (en, es) => {
    const alternates = [["en", `${siteUrl}${en}`], ["es", `${siteUrl}${es}`], ["x-default", `${siteUrl}${en}`]];
    for (const [path, lang] of [[en, "en"], [es, "es"]] as const) {
      const { page, status } = await visit(path, 390);
      expect(status, path).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(`${siteUrl}${path}`);
      expect(await page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]))).toEqual(alternates);
      const structured = await page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}") as { inLanguage?: string }));
      expect(structured.some((item) => item.inLanguage === lang), path).toBe(true);
      // Every page but the home page starts its breadcrumb trail at its language's home.
      if (en !== "/") expect(await page.getAttribute(`nav[aria-label="${lang === "es" ? "Ruta de navegación" : "Breadcrumb"}"] a >> nth=0`, "href")).toBe(lang === "es" ? "/es" : "/");
      expect(await axeViolations(page), path).toEqual([]);
      const report = await validator.validateString(await (await fetch(`${siteUrl}${path}`)).text());
      expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`)), path).toEqual([]);
      await page.context().close();
    }
  });

  it("lists an author's Spanish articles on their Spanish page, with Spanish words around them", async () => {
    const { page } = await visit("/es/medical-team/amara-okafor", 1280);
    expect(await page.textContent("h2#author-posts")).toBe("Artículos de Dr. Amara Okafor, MD");
    const articles = await page.locator(".post-card__link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(articles.length).toBeGreaterThan(0);
    for (const href of articles) expect(href).toMatch(/^\/es\/blog\//);
    await page.context().close();
  });

  it.each([320, 390, 1280])("plans tests in Spanish at %i px, without axe violations or sideways scrolling", async (width) => {
    const { page } = await visit("/es/when-to-test", width);
    const exposure = await page.evaluate(() => {
      const date = new Date();
      date.setDate(date.getDate() - 12);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    });
    await page.getByLabel("Fecha de la posible exposición").fill(exposure);
    await page.getByRole("button", { name: "Ver mis fechas para la prueba" }).click();
    await page.getByRole("table").waitFor();
    expect(await page.getByRole("row", { name: /Clamidia/ }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Qué hacer ahora" }).textContent()).toContain("La PEP");
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.context().close();
  });

  it("answers the Spanish planner's form without JavaScript, in Spanish, at the Spanish address", async () => {
    const { page } = await visit("/es/when-to-test", 390, false);
    await page.getByLabel("Fecha de la posible exposición").fill("2001-01-01");
    await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), page.getByRole("button", { name: "Ver mis fechas para la prueba" }).click()]);
    await page.waitForLoadState();
    expect(page.url()).toBe(`${siteUrl}/es/when-to-test`);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(await page.getByRole("alert").filter({ hasText: /\S/ }).textContent()).toBe("Escriba una fecha dentro de los últimos 12 meses.");
    await page.context().close();
  });
});

describe("crawlers", () => {
  it("find both versions in the sitemap, each naming the other, and the Spanish article in the Spanish feed only", async () => {
    const index = parseXml(await html("/sitemap.xml"));
    const children = await Promise.all(textsOf(index, "loc").map(async (loc) => parseXml(await html(new URL(loc).pathname))));
    const urls = children.flatMap((child) => descendants(child, "url"));
    for (const address of [EN, ES]) {
      const entry = urls.find((url) => textsOf(url, "loc")[0] === address);
      expect(entry, address).toBeDefined();
      const links = descendants(entry!, "xhtml:link").map((link) => [link.attributes.hreflang, link.attributes.href]);
      expect(links).toEqual([["en", EN], ["es", ES], ["x-default", EN]]);
    }
    // Every pair the sitemap names is named back: each version's entry lists the same versions.
    const alternatesOf = new Map(urls.map((url) => [textsOf(url, "loc")[0], descendants(url, "xhtml:link").map((link) => `${link.attributes.hreflang} ${link.attributes.href}`)]));
    const spanish = [...alternatesOf.keys()].filter((loc) => new URL(loc).pathname.startsWith("/es"));
    expect(spanish.length).toBeGreaterThan(30);
    for (const [loc, links] of alternatesOf) {
      if (!links.length) continue;
      expect(links, loc).toContain(`x-default ${links.find((link) => link.startsWith("en "))?.slice(3)}`);
      for (const link of links.filter((entry) => !entry.startsWith("x-default "))) expect(alternatesOf.get(link.split(" ")[1]), `${loc} → ${link}`).toEqual(links);
    }
    for (const loc of spanish) expect(alternatesOf.get(loc)?.length, `${loc} names its English version`).toBeGreaterThan(0);
    await expect.poll(() => html("/es/rss.xml"), { timeout: 20_000, interval: 200 }).toContain(`<link>${ES}</link>`);
    const spanishFeed = await html("/es/rss.xml");
    expect(spanishFeed).toContain("<language>es</language>");
    expect(await html("/rss.xml")).not.toContain("/es/");
    expect((await fetch(`${siteUrl}/es/sitemap.xml`)).status).toBe(404);
  });
});

describe("a Spanish article whose English changed after its translation", () => {
  // A shipped translation no other file reads: its English gains a medical review today (the site and
  // the content service run on the real clock, and an English change must carry its review date).
  const TRANSLATED = { slug: "trichomoniasis", es: "tricomoniasis" };
  const SUMMARY = "Planted change: partner treatment wording reviewed.";
  beforeAll(async () => {
    const today = new Date().toISOString().slice(0, 10);
    await mutate(contentUrl, `mutation { updatePost(where: { slug: "${TRANSLATED.slug}" }, data: {
      excerpt: "Trichomoniasis is a common STI caused by a parasite. Most people have no symptoms. It is found with a simple test and cured with medicine; sex partners need treatment too.",
      seo: { update: { lastReviewed: "${today}" } },
      changeLog: { create: [{ date: "${today}", summary: "${SUMMARY}", reviewedBy: { connect: { slug: "lucas-brennan" } } }] } }) { id } }`);
    await mutate(contentUrl, `mutation { publishPost(where: { slug: "${TRANSLATED.slug}" }) { id } }`);
    // An FAQ the article embeds and a planner row change in English too.
    await mutate(contentUrl, `mutation { updateFaq(where: { id: "faq-trichomoniasis-1" }, data: {
      answer: "No. It is caused by a tiny parasite called Trichomonas vaginalis. It is cured with prescription medicine, usually metronidazole, and sex partners need treatment too." }) { id } }`);
    await mutate(contentUrl, `mutation { publishFaq(where: { id: "faq-trichomoniasis-1" }) { id } }`);
    await mutate(contentUrl, `mutation { updateWindowPeriod(where: { id: "window-period-trichomoniasis-naat" }, data: { lastReviewed: "${today}",
      note: "Guidance gives no exact window, so we use 4 weeks to be safe. See a clinician sooner if you have symptoms or a partner is diagnosed." }) { id } }`);
    await mutate(contentUrl, `mutation { publishWindowPeriod(where: { id: "window-period-trichomoniasis-naat" }) { id } }`);
  });

  it.each([390, 1280])("the Spanish planner names the planner row whose English changed, at its top (%i px)", async (width) => {
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser, { width });
      await page.goto(`${siteUrl}/es/when-to-test`, { waitUntil: "networkidle" });
      const notice = page.getByRole("note", { name: "Esta traducción no está al día con la versión en inglés" });
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.innerText()).toContain("La fila «Tricomoniasis — NAAT (prueba de orina o con hisopo)» cambió en inglés el ");
      const link = notice.getByRole("link", { name: "abrir el planificador" });
      expect([await link.getAttribute("href"), await link.getAttribute("hreflang")]).toEqual(["/when-to-test", "en"]);
      const [box, title] = [await notice.boundingBox(), await page.locator("h1").boundingBox()];
      expect(box && title && box.y < title.y).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/planner-translation-notice-${width}.png` });
    } finally {
      await browser.close();
    }
  });

  it.each([390, 1280])("shows a notice at the top with the change, its date and a link to the English (%i px)", async (width) => {
    // The publish webhook regenerates the Spanish version too.
    await expect.poll(() => html(`/es/blog/${TRANSLATED.es}`), { timeout: 30_000, interval: 250 }).toContain("La respuesta en inglés a «");
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser, { width });
      await page.goto(`${siteUrl}/es/blog/${TRANSLATED.es}`, { waitUntil: "networkidle" });
      const notice = page.getByRole("note", { name: "Esta traducción no está al día con la versión en inglés" });
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.innerText()).toContain(`La versión en inglés de este artículo tuvo un cambio médico después de hacerse esta traducción.`);
      expect(await notice.innerText()).toContain(SUMMARY);
      const link = notice.getByRole("link", { name: "leer el artículo" });
      expect(await link.getAttribute("href")).toBe(`/blog/${TRANSLATED.slug}`);
      expect(await link.getAttribute("hreflang")).toBe("en");
      expect(await notice.innerText()).toMatch(/\(en inglés\)$/);
      expect(await notice.innerText()).toContain("La respuesta en inglés a «¿La tricomoniasis la causa una bacteria?» cambió el ");
      // At the top: above the title, within the first screen.
      const [box, title] = [await notice.boundingBox(), await page.locator("h1").boundingBox()];
      expect(box && title && box.y < title.y).toBe(true);
      expect(box && box.y + box.height < (page.viewportSize()?.height ?? 0)).toBe(true);
      expect(await page.locator(".article__review").first().innerText()).toMatch(/^Esta traducción no está al día con la versión en inglés\. Traducción revisada médicamente por Camila Reyes/);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/translation-notice-${width}.png` });
    } finally {
      await browser.close();
    }
  });
});

describe("feed readers", () => {
  /** The feeds a page advertises in its head: `<link rel="alternate" type="application/rss+xml">`. */
  const advertisedFeeds = async (path: string) =>
    [...(await html(path)).matchAll(/<link (?=[^>]*rel="alternate")(?=[^>]*type="application\/rss\+xml")[^>]*>/g)].map(([tag]) => ({
      href: /href="([^"]*)"/.exec(tag)?.[1],
      title: /title="([^"]*)"/.exec(tag)?.[1],
    }));

  it.each([
    ["/", "/rss.xml", "en"],
    ["/blog/mpox-what-to-know", "/rss.xml", "en"],
    ["/es", "/es/rss.xml", "es"],
    ["/es/blog/mpox-lo-que-debe-saber", "/es/rss.xml", "es"],
  ])("%s advertises its language's feed, %s, which is that language's RSS", async (path, feed, language) => {
    const [advertised, ...more] = await advertisedFeeds(path);
    expect(more).toEqual([]);
    expect(advertised.href).toBe(feed);
    expect(advertised.title).toMatch(language === "es" ? /artículos recientes/ : /latest articles/);
    const body = await html(advertised.href!);
    expect(body).toContain(`<language>${language}</language>`);
  });
});
