import type { GetStaticPropsContext } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropAllLocalizations, graphql, withShippedContentCopy } from "../content-service/helpers";
import { descendants, parseXml, textsOf } from "../support/xml";
import { createContentSource, type ContentSource } from "@/queries/client/content-source";
import { loadArticle, type ArticleProps } from "@/lib/server/page-data/article";
import { loadBlogIndex, type BlogIndexProps } from "@/lib/server/page-data/blog-index";
import { loadContentPage } from "@/lib/server/page-data/content-page";
import { loadListing } from "@/lib/server/page-data/listing";
import { articlePaths, contentPagePaths } from "@/lib/server/page-data/paths";
import { staticProps, type ShellProps } from "@/lib/server/page-data/static-props";
import { crawlerDocumentProps } from "@/lib/server/crawlers/documents";
import { sitemapChild } from "@/lib/server/crawlers/sitemap";
import { sitemapXml } from "@/lib/server/crawlers/xml";
import { pathsToRevalidate } from "@/lib/server/publishing/affected-paths";
import { hygraphPayload } from "../support/hygraph-webhook";
import { fetchPostList } from "@/lib/server/api/more-posts";
import { loadAuthor, type AuthorProps } from "@/lib/server/page-data/author";
import { loadMedicalTeam, type MedicalTeamProps } from "@/lib/server/page-data/medical-team";
import { whenToTestProps } from "@/lib/server/page-data/when-to-test";
import { authorPaths } from "@/lib/server/page-data/paths";
import { getStaticProps as authorPageProps } from "@/pages/medical-team/[slug]";
import { getStaticProps as teamPageProps } from "@/pages/medical-team/index";
import type { StaticHtmlProps } from "@/lib/server/page-data/static-html";
import type { LoadMoreIsland } from "@/components/posts/StaticPostList";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { GetServerSidePropsContext } from "next";

/**
 * The site in two languages, on a temporary copy of the shipped content: one article and one
 * content page get a Spanish translation written and published through the content API (as an
 * editor would), another article a Spanish draft only; so do one author's profile and one row of
 * the test planner. English stays at the root; Spanish pages
 * live under /es with their own slugs, name each other both ways, and the sitemap, the feeds and
 * the publish webhook follow.
 */
const TOKEN = "mutation-token";
const SITE = "https://sti-aware.example";
const POST = { id: "post-chlamydia-symptoms-testing-treatment", slug: "chlamydia-symptoms-testing-treatment", es: "clamidia-sintomas-pruebas-y-tratamiento" };
const DRAFT_ONLY = { id: "post-syphilis-stages-and-testing", es: "sifilis-borrador" };
const PAGE = { id: "page-about-us", slug: "about-us", es: "quienes-somos" };
// POST's author (translated below) and its medical reviewer; another author left untranslated.
const AUTHOR = { id: "author-amara-okafor", slug: "amara-okafor", name: "Dr. Amara Okafor, MD", title: "Médica especialista en enfermedades infecciosas" };
const REVIEWER = "lucas-brennan";
const UNTRANSLATED_AUTHOR = "camila-reyes";
const ROW = { id: "window-period-chlamydia-naat", infection: "Clamidia", note: "Las guías no dan un periodo exacto; usamos 2 semanas para mayor seguridad." };

// The copy starts without the shipped translations, so the editor's writes below are the only
// Spanish in it (the shipped Spanish is read by tests/content-service/search-spanish and the e2e).
const test = withShippedContentCopy({ token: TOKEN }, dropAllLocalizations);
let source: ContentSource;

async function mutate(query: string) {
  const answer = await graphql<Record<string, unknown>>(test.service, query, undefined, { token: TOKEN });
  expect(answer.body.errors).toBeUndefined();
}

beforeAll(async () => {
  process.env.CONTENT_API_URL = `${test.service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${test.service.url}/graphql/preview`;
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  source = createContentSource({ url: `${test.service.url}/graphql` });
  await mutate(`mutation { updatePost(where: { id: "${POST.id}" }, data: { localizations: { create: [{ locale: es, data: {
    title: "Clamidia: síntomas, pruebas y tratamiento", slug: "${POST.es}", excerpt: "Cómo se detecta y se trata la clamidia." } }] } }) { id } }`);
  await mutate(`mutation { publishPost(where: { id: "${POST.id}" }, locales: [es], publishBase: false) { id } }`);
  await mutate(`mutation { updatePage(where: { id: "${PAGE.id}" }, data: { localizations: { create: [{ locale: es, data: { title: "Quiénes somos", slug: "${PAGE.es}" } }] } }) { id } }`);
  await mutate(`mutation { publishPage(where: { id: "${PAGE.id}" }, locales: [es], publishBase: false) { id } }`);
  await mutate(`mutation { updateAuthor(where: { id: "${AUTHOR.id}" }, data: { localizations: { create: [{ locale: es, data: {
    title: "${AUTHOR.title}", credentials: "Doctora en medicina; certificada en enfermedades infecciosas" } }] } }) { id } }`);
  await mutate(`mutation { publishAuthor(where: { id: "${AUTHOR.id}" }, locales: [es], publishBase: false) { id } }`);
  await mutate(`mutation { updateWindowPeriod(where: { id: "${ROW.id}" }, data: { localizations: { create: [{ locale: es, data: {
    infection: "${ROW.infection}", testType: "NAAT (orina o hisopo)", note: "${ROW.note}" } }] } }) { id } }`);
  await mutate(`mutation { publishWindowPeriod(where: { id: "${ROW.id}" }, locales: [es], publishBase: false) { id } }`);
  await mutate(`mutation { updatePost(where: { id: "${DRAFT_ONLY.id}" }, data: { localizations: { create: [{ locale: es, data: { title: "Sífilis (borrador)", slug: "${DRAFT_ONLY.es}" } }] } }) { id } }`);
});

const context = (params: Record<string, string>, locale = "en"): GetStaticPropsContext => ({ params, locale, locales: ["en", "es"], defaultLocale: "en" });

async function shellOf(result: Awaited<ReturnType<ReturnType<typeof staticProps>>>): Promise<ShellProps> {
  if (!("props" in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as ShellProps;
}

const hreflangs = (shell: ShellProps) => Object.fromEntries(shell.meta.alternateLinks.map((link) => [link.hrefLang, link.href]));

describe("an article in both languages", () => {
  const english = { en: `${SITE}/blog/${POST.slug}`, es: `${SITE}/es/blog/${POST.es}`, "x-default": `${SITE}/blog/${POST.slug}` };

  it("is in Spanish at its Spanish slug under /es: canonical, alternates both ways, breadcrumbs and structured data in Spanish", async () => {
    const shell = await shellOf(await staticProps(loadArticle)(context({ slug: POST.es }, "es")));
    const { post, breadcrumbs } = shell as ShellProps & ArticleProps;
    expect(shell.meta.locale).toBe("es");
    expect(post.title).toBe("Clamidia: síntomas, pruebas y tratamiento");
    expect(shell.meta.canonicalUrl).toBe(english.es);
    expect(hreflangs(shell)).toEqual(english);
    expect(breadcrumbs.map((crumb) => crumb.href)).toEqual(["/es", "/es/blog", `/es/blog/${POST.es}`]);
    const article = shell.meta.structuredData.find((item) => Array.isArray(item["@type"]) && item["@type"].includes("Article"));
    expect(article).toMatchObject({ inLanguage: "es", url: english.es });
  });

  it("names its Spanish version from the English page, which stays as it was at the root", async () => {
    const shell = await shellOf(await staticProps(loadArticle)(context({ slug: POST.slug })));
    expect(shell.meta.locale).toBe("en");
    expect(shell.meta.canonicalUrl).toBe(english.en);
    expect(hreflangs(shell)).toEqual(english);
  });

  it("never shows English text at a Spanish address: no Spanish version (or a draft only) is a 404", async () => {
    expect(await staticProps(loadArticle)(context({ slug: POST.slug }, "es"))).toMatchObject({ notFound: true });
    expect(await staticProps(loadArticle)(context({ slug: DRAFT_ONLY.es }, "es"))).toMatchObject({ notFound: true });
    expect(await staticProps(loadArticle)(context({ slug: POST.es }))).toMatchObject({ notFound: true });
  });

  it("has no alternates while the article has no translation", async () => {
    const [other] = (await articlePaths()).paths.filter((path) => typeof path !== "string" && path.locale === "en" && path.params.slug !== POST.slug);
    if (typeof other === "string") throw new Error("expected params");
    const shell = await shellOf(await staticProps(loadArticle)(context({ slug: other.params.slug })));
    expect(shell.meta.alternateLinks).toEqual([]);
  });

  it("is prebuilt in each language it has, under that language's slug", async () => {
    const paths = (await articlePaths()).paths.flatMap((path) => (typeof path === "string" ? [] : [`${path.locale}:${path.params.slug}`]));
    expect(paths).toContain(`en:${POST.slug}`);
    expect(paths).toContain(`es:${POST.es}`);
    expect(paths.filter((path) => path.startsWith("es:"))).toEqual([`es:${POST.es}`]);
    const pages = (await contentPagePaths()).paths.flatMap((path) => (typeof path === "string" ? [] : [`${path.locale}:${path.params.slug}`]));
    expect(pages.filter((path) => path.startsWith("es:"))).toEqual([`es:${PAGE.es}`]);
  });
});

describe("pages every language has, and pages in English only so far", () => {
  it("gives the Spanish blog index its Spanish articles only, and alternates to the English one", async () => {
    const shell = await shellOf(await staticProps(loadBlogIndex)(context({}, "es")));
    const { firstPage } = shell as ShellProps & BlogIndexProps;
    expect(firstPage.posts.map((post) => post.slug)).toEqual([POST.es]);
    expect(hreflangs(shell)).toEqual({ en: `${SITE}/blog`, es: `${SITE}/es/blog`, "x-default": `${SITE}/blog` });
  });

  it("continues the Spanish blog index's \"Load more\" with Spanish articles, and the English one with English articles", async () => {
    const spanish = await fetchPostList({ list: { kind: "category", locale: "es" }, limit: 9, offset: 0 });
    expect(spanish.posts.map((post) => post.slug)).toEqual([POST.es]);
    const english = await fetchPostList({ list: { kind: "category" }, limit: 9, offset: 0 });
    expect(english.posts.map((post) => post.slug)).not.toContain(POST.es);
    expect(english.posts).toHaveLength(9);
  });

  it("answers 404 for a listing under /es while its category has no Spanish version or article, and serves the English one", async () => {
    expect(await staticProps(loadListing)(context({ slug: "sti-testing", page: "1" }, "es"))).toMatchObject({ notFound: true });
    expect(await staticProps(loadListing)(context({ slug: "sti-testing", page: "1" }))).toHaveProperty("props");
  });

  it("gives a content page its Spanish version under /es", async () => {
    const shell = await shellOf(await staticProps(loadContentPage)(context({ slug: PAGE.es }, "es")));
    expect(shell.meta.canonicalUrl).toBe(`${SITE}/es/${PAGE.es}`);
    expect(hreflangs(shell)).toEqual({ en: `${SITE}/${PAGE.slug}`, es: `${SITE}/es/${PAGE.es}`, "x-default": `${SITE}/${PAGE.slug}` });
    // Its structured data says its language, as an article's does.
    expect(shell.meta.structuredData.find((item) => item["@type"] === "WebPage")).toMatchObject({ inLanguage: "es", url: `${SITE}/es/${PAGE.es}` });
  });
});

/** The planner's page as Next asks it: a GET, or its form posted without JavaScript. */
async function plannerPage(locale: string, body?: string) {
  const req = Object.assign(Readable.from([Buffer.from(body ?? "")]), { method: body === undefined ? "GET" : "POST", headers: { "content-type": "application/x-www-form-urlencoded" } });
  const res = { setHeader: () => undefined };
  return (await whenToTestProps({ req, res, query: {}, locale, locales: ["en", "es"], defaultLocale: "en" } as unknown as GetServerSidePropsContext)).props;
}

describe("the medical team, its people and the test planner in Spanish", () => {
  // The planner keeps its last good rows beside the page cache: a folder of the test's own.
  let distDir: string;
  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), "languages-dist-"));
    process.env.NEXT_DIST_DIR = distDir;
  });
  afterAll(() => {
    delete process.env.NEXT_DIST_DIR;
    rmSync(distDir, { recursive: true, force: true });
  });

  const authorUrls = { en: `${SITE}/medical-team/${AUTHOR.slug}`, es: `${SITE}/es/medical-team/${AUTHOR.slug}`, "x-default": `${SITE}/medical-team/${AUTHOR.slug}` };

  it("gives an author a Spanish page: Spanish profile, Spanish breadcrumbs, their Spanish articles only, alternates both ways", async () => {
    const shell = await shellOf(await staticProps(loadAuthor)(context({ slug: AUTHOR.slug }, "es")));
    const { author, firstPage, breadcrumbs } = shell as ShellProps & AuthorProps;
    expect(shell.meta.locale).toBe("es");
    expect(shell.meta.canonicalUrl).toBe(authorUrls.es);
    expect(hreflangs(shell)).toEqual(authorUrls);
    expect(author.title).toBe(AUTHOR.title);
    expect(author.credentials).toBe("Doctora en medicina; certificada en enfermedades infecciosas");
    expect(breadcrumbs).toEqual([
      { name: "Inicio", href: "/es" },
      { name: "Equipo médico", href: "/es/medical-team" },
      { name: AUTHOR.name, href: `/es/medical-team/${AUTHOR.slug}` },
    ]);
    expect(firstPage.posts.map((post) => post.slug)).toEqual([POST.es]);
    expect(shell.meta.structuredData.find((item) => item["@type"] === "ProfilePage")).toMatchObject({ inLanguage: "es", url: authorUrls.es, mainEntity: { url: authorUrls.es, jobTitle: AUTHOR.title } });

    const english = await shellOf(await staticProps(loadAuthor)(context({ slug: AUTHOR.slug })));
    expect(english.meta.canonicalUrl).toBe(authorUrls.en);
    expect(hreflangs(english)).toEqual(authorUrls);
    expect((english as ShellProps & AuthorProps).author.title).toBe("Infectious Disease Physician");
    expect((english as ShellProps & AuthorProps).firstPage.posts.map((post) => post.slug)).not.toContain(POST.es);
  });

  it("renders the Spanish author page in Spanish, linking Spanish addresses, and continues its \"Load more\" in Spanish", async () => {
    const result = await authorPageProps(context({ slug: AUTHOR.slug }, "es"));
    if (!("props" in result)) throw new Error("expected the author's page");
    const { html, loadMore } = result.props as StaticHtmlProps & LoadMoreIsland;
    expect(html).toContain(`Artículos de ${AUTHOR.name}`);
    expect(html).toContain(`href="/es/blog/${POST.es}"`);
    expect(html).toContain("Títulos");
    expect(html).not.toContain("Articles by");
    expect(loadMore?.list).toEqual({ kind: "author", slug: AUTHOR.slug, locale: "es" });
    const more = await fetchPostList({ list: { kind: "author", slug: AUTHOR.slug, locale: "es" }, limit: 9, offset: 0 });
    expect(more.posts.map((post) => post.slug)).toEqual([POST.es]);
  });

  it("shows an author without a Spanish profile in Spanish around their English profile, and lists no English article", async () => {
    const shell = await shellOf(await staticProps(loadAuthor)(context({ slug: UNTRANSLATED_AUTHOR }, "es")));
    const { author, firstPage, breadcrumbs } = shell as ShellProps & AuthorProps;
    expect(shell.meta.locale).toBe("es");
    expect(author.biography).toMatch(/fictional profile/);
    expect(breadcrumbs[1]).toEqual({ name: "Equipo médico", href: "/es/medical-team" });
    expect(firstPage.posts).toEqual([]);
  });

  it("gives the team page a Spanish version: Spanish profiles where translated, what each reviews in Spanish, links to Spanish profiles", async () => {
    const shell = await shellOf(await staticProps(loadMedicalTeam)(context({}, "es")));
    const { members } = shell as ShellProps & MedicalTeamProps;
    expect(shell.meta.locale).toBe("es");
    expect(shell.meta.title).toBe("Nuestro equipo médico");
    expect(shell.meta.canonicalUrl).toBe(`${SITE}/es/medical-team`);
    expect(hreflangs(shell)).toEqual({ en: `${SITE}/medical-team`, es: `${SITE}/es/medical-team`, "x-default": `${SITE}/medical-team` });
    expect(members.find((member) => member.slug === AUTHOR.slug)?.title).toBe(AUTHOR.title);
    // One Spanish article, reviewed by its medical reviewer: the count a Spanish reader can check.
    expect(members.map((member) => [member.slug, member.reviewedCount]).filter(([, count]) => count)).toEqual([[REVIEWER, 1]]);
    const about = shell.meta.structuredData.find((item) => item["@type"] === "AboutPage");
    expect(about).toMatchObject({ inLanguage: "es" });
    expect(JSON.stringify(about)).toContain(`"url":"${authorUrls.es}"`);

    const page = await teamPageProps(context({}, "es"));
    if (!("props" in page)) throw new Error("expected the team page");
    const { html } = page.props as StaticHtmlProps;
    expect(html).toContain("<h1>Nuestro equipo médico</h1>");
    expect(html).toContain(`href="/es/medical-team/${AUTHOR.slug}"`);
    expect(html).not.toContain(`href="/medical-team/`);
  });

  it("prebuilds every author's page in both languages", async () => {
    const paths = (await authorPaths()).paths.flatMap((path) => (typeof path === "string" ? [] : [`${path.locale}:${path.params.slug}`]));
    expect(paths).toEqual(expect.arrayContaining([`en:${AUTHOR.slug}`, `es:${AUTHOR.slug}`, `es:${UNTRANSLATED_AUTHOR}`]));
  });

  it("gives the planner a Spanish page: rows in Spanish where translated (the others in English, never left out), Spanish breadcrumbs, alternates both ways", async () => {
    const spanish = await plannerPage("es");
    const english = await plannerPage("en");
    expect(spanish.meta.locale).toBe("es");
    expect(spanish.meta.title).toBe("¿Cuándo debo hacerme la prueba? Calculadora de fechas para pruebas");
    expect(spanish.meta.canonicalUrl).toBe(`${SITE}/es/when-to-test`);
    const planner = { en: `${SITE}/when-to-test`, es: `${SITE}/es/when-to-test`, "x-default": `${SITE}/when-to-test` };
    expect(hreflangs(spanish)).toEqual(planner);
    expect(hreflangs(english)).toEqual(planner);
    expect(spanish.meta.structuredData.find((item) => item["@type"] === "WebPage")).toMatchObject({ inLanguage: "es", url: `${SITE}/es/when-to-test`, name: "¿Cuándo debo hacerme la prueba?" });
    expect(spanish.breadcrumbs).toEqual([
      { name: "Inicio", href: "/es" },
      { name: "¿Cuándo debo hacerme la prueba?", href: "/es/when-to-test" },
    ]);
    expect(spanish.planner.rows.map((row) => row.id)).toEqual(english.planner.rows.map((row) => row.id));
    expect(spanish.planner.rows.find((row) => row.id === ROW.id)).toMatchObject({ infection: ROW.infection, note: ROW.note });
    expect(english.planner.rows.find((row) => row.id === ROW.id)?.infection).toBe("Chlamydia");
    expect(spanish.planner.rows.find((row) => row.id === "window-period-syphilis-serology")?.infection).toBe("Syphilis");
    // The PEP article has no Spanish version in this copy: the box links the English one.
    expect(spanish.planner.links.pep).toBe("/blog/pep-after-hiv-exposure");
  });

  it("answers the planner's form posted without JavaScript under /es in Spanish", async () => {
    const problem = await plannerPage("es", new URLSearchParams({ from: "", to: "" }).toString());
    expect(problem.answer).toMatchObject({ problem: "Escriba la fecha con día, mes y año, por ejemplo 2026-03-14." });
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const plan = await plannerPage("es", new URLSearchParams({ from, to: from }).toString());
    const tests = plan.answer && "tests" in plan.answer ? plan.answer.tests : [];
    expect(tests.map((test) => test.infection)).toContain(ROW.infection);
  });
});

/** Every `<url>` of a sitemap with its alternates, read by a strict XML parser. */
function urlsOf(xml: string): Map<string, Record<string, string>> {
  return new Map(
    descendants(parseXml(xml), "url").map((url) => [
      textsOf(url, "loc")[0],
      Object.fromEntries(descendants(url, "xhtml:link").map((link) => [link.attributes.hreflang, link.attributes.href])),
    ]),
  );
}

describe("the sitemap and the feeds", () => {
  it("lists each language version of a translated page, each naming both (and x-default), and an English-only page alone", async () => {
    const urls = urlsOf(sitemapXml(SITE, [...((await sitemapChild(source, "posts-1", 10_000)) ?? []), ...((await sitemapChild(source, "pages-1", 10_000)) ?? [])]));
    const pairs = [
      [`${SITE}/blog/${POST.slug}`, `${SITE}/es/blog/${POST.es}`],
      [`${SITE}/${PAGE.slug}`, `${SITE}/es/${PAGE.es}`],
      [`${SITE}/`, `${SITE}/es`],
      [`${SITE}/blog`, `${SITE}/es/blog`],
      [`${SITE}/when-to-test`, `${SITE}/es/when-to-test`],
      [`${SITE}/medical-team`, `${SITE}/es/medical-team`],
      [`${SITE}/medical-team/${AUTHOR.slug}`, `${SITE}/es/medical-team/${AUTHOR.slug}`],
      [`${SITE}/medical-team/${UNTRANSLATED_AUTHOR}`, `${SITE}/es/medical-team/${UNTRANSLATED_AUTHOR}`],
    ];
    for (const [en, es] of pairs) {
      expect(urls.get(en)).toEqual({ en, es, "x-default": en });
      expect(urls.get(es)).toEqual({ en, es, "x-default": en });
    }
    expect(urls.get(`${SITE}/blog/syphilis-stages-and-testing`)).toEqual({});
    const authors = [...urls.keys()].filter((url) => url.startsWith(`${SITE}/medical-team/`)).map((url) => url.replace(SITE, `${SITE}/es`));
    expect(authors.length).toBeGreaterThan(1);
    const spanish = [`${SITE}/es`, `${SITE}/es/blog`, `${SITE}/es/blog/${POST.es}`, `${SITE}/es/${PAGE.es}`, `${SITE}/es/when-to-test`, `${SITE}/es/medical-team`, ...authors];
    expect([...urls.keys()].filter((url) => url.startsWith(`${SITE}/es`)).sort()).toEqual(spanish.sort());
  });

  it("publishes a Spanish feed of Spanish articles at their Spanish addresses, and keeps the English feed English", async () => {
    const feed = async (document: string) => {
      const result = await crawlerDocumentProps({ params: { document }, locale: "en" });
      if (!("props" in result)) throw new Error(`expected the ${document} feed`);
      return result.props.body;
    };
    const spanish = await feed("rss-es");
    expect(spanish).toContain("<language>es</language>");
    expect(spanish).toContain(`<link>${SITE}/es/blog/${POST.es}</link>`);
    expect(spanish).toContain(`href="${SITE}/es/rss.xml"`);
    expect(spanish.match(/<item>/g)).toHaveLength(1);
    const english = await feed("rss");
    expect(english).toContain("<language>en</language>");
    expect(english).not.toContain("/es/");
  });
});

describe("the publish webhook", () => {
  it("regenerates both languages' pages of a translated article, the other language's home and blog, and both feeds", async () => {
    const paths = await pathsToRevalidate(hygraphPayload("publish", { __typename: "Post", id: POST.id, localizations: [{ locale: "en", slug: POST.slug }, { locale: "es", slug: POST.es }] }), source);
    expect(paths).toEqual(expect.arrayContaining([`/blog/${POST.slug}`, `/es/blog/${POST.es}`, "/es", "/es/blog", "/", "/blog", "/crawler-documents/rss", "/crawler-documents/rss-es"]));
  });

  it("regenerates an article's author page in each language it has", async () => {
    const paths = await pathsToRevalidate(hygraphPayload("publish", { __typename: "Post", id: POST.id, localizations: [{ locale: "en", slug: POST.slug }, { locale: "es", slug: POST.es }] }), source);
    expect(paths).toEqual(expect.arrayContaining([`/medical-team/${AUTHOR.slug}`, `/es/medical-team/${AUTHOR.slug}`]));
  });

  it("regenerates an author's page and the team page in both languages", async () => {
    const paths = await pathsToRevalidate(hygraphPayload("publish", { __typename: "Author", id: AUTHOR.id, slug: AUTHOR.slug }), source);
    expect(paths).toEqual(expect.arrayContaining([`/medical-team/${AUTHOR.slug}`, `/es/medical-team/${AUTHOR.slug}`, "/medical-team", "/es/medical-team"]));
  });

  it("regenerates both versions of a translated page", async () => {
    const paths = await pathsToRevalidate(hygraphPayload("publish", { __typename: "Page", id: PAGE.id, localizations: [{ locale: "en", slug: PAGE.slug }, { locale: "es", slug: PAGE.es }] }), source);
    expect(paths).toEqual(expect.arrayContaining([`/${PAGE.slug}`, `/es/${PAGE.es}`]));
  });
});
