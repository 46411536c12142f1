/** @vitest-environment jsdom */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { Readable } from "node:stream";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { render, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentSource } from "@/queries/client/content-source";
import { createSearchService, type SearchService } from "@/lib/server/search/service";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { SearchView } from "@/components/search/SearchView";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
import { MessagesContext } from "@/lib/shared/i18n/messages-context";
import { localeCatalogue } from "@/lib/server/i18n/messages";
import type { SearchAnswer } from "@/lib/shared/search/types";
import { dropLocalizations, graphql } from "./helpers";

/**
 * Search in Spanish over the real content service, on a temporary copy of the shipped content
 * with the translators' Spanish texts imported and published in Spanish through the content API
 * (the editors' importer, synonyms included): a Spanish reader's own
 * words (without accents, everyday names, the editors' Spanish synonyms) find the Spanish article;
 * results are Spanish only, and English ones are offered only when Spanish has none.
 */
let contentDir: string;
let service: ContentService;
let spanish: SearchService;
let english: SearchService;
let translated: number;
const TOKEN = "search-es-token";
const POSTS = "content-service/content/posts";
/** The article left untranslated in this file's copy of the content. */
const ENGLISH_ONLY = "post-dental-dams-and-oral-sex";
type Stored = { localizations?: { es?: { slug?: string; publishedAt?: string | null } } };

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), "search-es-"));
  cpSync("content-service/content", join(contentDir, "content"), { recursive: true });
  // Every shipped article has its Spanish version: one is left English-only here, for what a Spanish
  // reader is offered when only English answers.
  dropLocalizations(join(contentDir, "content"), "posts", ENGLISH_ONLY);
  service = await startContentService({ port: 0, contentDir: join(contentDir, "content"), stateDir: join(contentDir, "state"), token: TOKEN, previewToken: TOKEN });
  // The shipped content carries the Spanish articles and synonyms (imported from the translators' files).
  const copied = join(contentDir, "content", "posts");
  translated = readdirSync(copied).filter((name) => (JSON.parse(readFileSync(join(copied, name), "utf8")) as Stored).localizations?.es?.publishedAt).length;
  // The site's own search (runSearch) reads its configuration once, on first use.
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${service.url}/graphql/preview`;
  process.env.NEXT_PUBLIC_SITE_URL = "https://sti-aware.example";
  process.env.SEARCH_MISSES_DIR = join(contentDir, "misses");
  const source = createContentSource({ url: `${service.url}/graphql` });
  [spanish, english] = [createSearchService(source, "es"), createSearchService(source, "en")];
});
afterAll(async () => {
  await service?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

/** The Spanish article's address, from its Spanish slug in the content. */
const spanishPath = (id: string) => `/es/blog/${(JSON.parse(readFileSync(join(POSTS, `${id}.json`), "utf8")) as Stored).localizations?.es?.slug ?? ""}`;
const search = async (query: string, limit = 10) => (await spanish.ready(60_000)).search(query, limit);
const top = async (query: string) => (await search(query)).hits[0]?.href ?? null;

describe("a Spanish reader's words find the Spanish article", () => {
  it.each([
    ["sifilis", "post-syphilis-stages-and-testing"],
    ["vih", "post-hiv-basics-testing-treatment"],
    ["gonorrea", "post-gonorrhea-what-to-know"],
    ["clamidia", "post-chlamydia-symptoms-testing-treatment"],
    ["ladillas", "post-pubic-lice-crabs"],
  ])("%s", async (query, id) => {
    expect(await top(query)).toBe(spanishPath(id));
  });

  it("accents and ñ are folded both ways: what a reader types without them finds the same", async () => {
    expect(await search("sífilis")).toEqual({ ...(await search("sifilis")), query: "sífilis" });
    expect((await search("senales")).total).toBeGreaterThan(0);
    expect((await search("senales")).hits).toEqual((await search("señales")).hits);
    expect((await search("condon")).hits).toEqual((await search("condón")).hits);
  });

  it("singular and plural, noun and its forms are one word (Spanish stemming)", async () => {
    expect(await top("ladilla")).toBe(spanishPath("post-pubic-lice-crabs"));
    expect((await search("prueba")).total).toBeGreaterThan(0);
    expect((await search("prueba")).hits).toEqual((await search("pruebas")).hits);
    expect(await top("infección de clamidia")).toBe(spanishPath("post-chlamydia-symptoms-testing-treatment"));
  });

  it("a typo or a word being typed still finds it", async () => {
    expect(await top("gonorea")).toBe(spanishPath("post-gonorrhea-what-to-know"));
    expect(await top("clamid")).toBe(spanishPath("post-chlamydia-symptoms-testing-treatment"));
  });

  it("everyday words through the editors' Spanish synonyms: ETS, preservativo, VHS", async () => {
    const ets = await search("ETS", 20);
    expect(ets.total).toBeGreaterThanOrEqual((await search("ITS", 20)).total);
    expect((await search("preservativo")).hits[0]?.href).toBe((await search("condón")).hits[0]?.href);
    expect(await top("VHS")).toBe(spanishPath("post-genital-herpes-facts"));
  });

  it("the matched words are marked in the Spanish passage, whatever their accents", async () => {
    const [hit] = (await search("sifilis", 1)).hits;
    expect(hit.title).toMatch(/Sífilis/);
    expect(hit.passage.filter((segment) => segment.mark).map((segment) => segment.text.toLowerCase())).toContain("sífilis");
  });

  it("letters Spanish spells alike by ear are one: ll and y, v and b", async () => {
    expect(await top("ladiyas")).toBe(spanishPath("post-pubic-lice-crabs"));
    expect(await top("bih")).toBe(spanishPath("post-hiv-basics-testing-treatment"));
    expect((await search("prueva")).hits).toEqual((await search("prueba")).hits);
  });

  it("nothing found: a close word is offered as a reader would write it, not as the index's stem", async () => {
    const answer = await search("gonorreaxx");
    expect(answer).toMatchObject({ total: 0, hits: [] });
    expect(answer.suggestions).toContain("gonorrea");
  });
});

describe("everyday Spanish, as readers in the US, Mexico, the Caribbean and Spain write it", () => {
  // Each phrase with its accents and without them; the article a reader asking it needs.
  it.each([
    ["PPE", "post-pep-after-hiv-exposure"],
    ["profilaxis posexposición", "post-pep-after-hiv-exposure"],
    ["blenorragia", "post-gonorrhea-what-to-know"],
    ["purgaciones", "post-gonorrhea-what-to-know"],
    ["gota militar", "post-gonorrhea-what-to-know"],
    ["tricomonas", "post-trichomoniasis"],
    ["pastilla del día siguiente", "post-when-to-seek-urgent-sexual-health-care"],
    ["píldora del día después", "post-when-to-seek-urgent-sexual-health-care"],
    ["chancro", "post-syphilis-stages-and-testing"],
    ["papiloma", "post-hpv-what-you-should-know"],
    ["verrugas genitales", "post-hpv-what-you-should-know"],
    ["sida", "post-hiv-basics-testing-treatment"],
    ["pastilla para prevenir el VIH", "post-what-is-prep"],
    ["profilaxis preexposición", "post-what-is-prep"],
    ["viruela del mono", "post-mpox-what-to-know"],
    ["viruela símica", "post-mpox-what-to-know"],
    ["fuegos en los labios", "post-genital-herpes-facts"],
    ["piojos púbicos", "post-pubic-lice-crabs"],
    ["período de ventana", "post-sti-window-periods-explained"],
    ["prueba casera", "post-how-at-home-sti-test-kits-work"],
    ["centro de salud", "post-what-happens-at-an-sti-clinic"],
  ])("%s", async (query, id) => {
    expect(await top(query)).toBe(spanishPath(id));
    const bare = query.normalize("NFD").replace(/\p{M}/gu, "");
    expect(await top(bare)).toBe(spanishPath(id));
  });
});

describe("the editors' Spanish synonyms", () => {
  it("a Spanish synonym written and published through the content API reaches the Spanish index only", async () => {
    const mutate = async (query: string) => {
      const { body } = await graphql<Record<string, unknown>>(service, query, undefined, { token: TOKEN });
      expect(body.errors).toBeUndefined();
    };
    const where = '{ id: "search-synonym-jab" }';
    await mutate(
      `mutation { updateSearchSynonym(where: ${where}, data: { localizations: { upsert: [{ locale: es, create: { term: "zorbflu", synonyms: ["herpes"] }, update: { term: "zorbflu", synonyms: ["herpes"] } }] } }) { id } }`,
    );
    await mutate(`mutation { publishSearchSynonym(where: ${where}, locales: [es], publishBase: false) { id } }`);
    for (const index of [spanish, english]) await index.applyChange({ type: "SearchSynonym", id: "search-synonym-jab", operation: "publish" });
    expect(await top("zorbflu")).toBe(spanishPath("post-genital-herpes-facts"));
    expect((await english.ready()).search("zorbflu", 5).total).toBe(0);
    // The English entry is as it was.
    expect((await english.ready()).search("jab", 5).total).toBeGreaterThan(0);
  });
});

describe("results in the reader's language only", () => {
  it("the Spanish index holds the translated articles and nothing else, each at its Spanish address", async () => {
    expect((await spanish.ready(60_000)).size).toBe(translated);
    const answer = await search("ITS", 20);
    expect(answer.hits.length).toBeGreaterThan(5);
    for (const hit of answer.hits) expect(hit.href).toMatch(/^\/es\/blog\//);
  });

  it("English search is unchanged: English articles at English addresses, Spanish words find nothing of the Spanish texts", async () => {
    const engine = await english.ready(60_000);
    expect(engine.search("chlamydia", 1).hits[0].href).toBe("/blog/chlamydia-symptoms-testing-treatment");
    expect(engine.search("ladillas", 10).hits).toEqual([]);
  });

  it("an English query on the Spanish site: a Spanish result when there is one, no English offer", async () => {
    const { runSearch } = await import("@/lib/server/search/run");
    const outcome = await runSearch("herpes", "203.0.113.7", 10, { locale: "es" });
    expect(outcome.status).toBe(200);
    const answer = (outcome as { answer: SearchAnswer }).answer;
    expect(answer.hits[0].href).toBe(spanishPath("post-genital-herpes-facts"));
    expect(answer.otherLanguage).toBeUndefined();
  });

  it("none in Spanish but some in English: no Spanish results, the English ones offered plainly as English links", async () => {
    const { runSearch } = await import("@/lib/server/search/run");
    const outcome = await runSearch("rimming", "203.0.113.7", 20, { locale: "es" });
    const answer = (outcome as { answer: SearchAnswer }).answer;
    expect(answer).toMatchObject({ total: 0, hits: [] });
    expect(answer.otherLanguage?.hits[0].href).toBe("/blog/dental-dams-and-oral-sex");

    // As the browser shows it: the results are their own chunk (components/search/search-results-content.ts).
    const { container: page } = render(
      createElement(
        PageLanguage.Provider,
        { value: "es" },
        // The page's words in Spanish, as the server renders a Spanish page (lib/server/page-data/static-html).
        createElement(
          MessagesContext.Provider,
          { value: localeCatalogue("es") },
          createElement(SearchView, { query: answer.query, answer, problem: null, topics: [{ title: "STI testing", href: "/sti-testing/page/1", locale: "en" }], statusLine: "" }),
        ),
      ),
    );
    await waitFor(() => expect(page.querySelector(".search-other-language")).not.toBeNull());
    const offer = page.querySelector(".search-other-language");
    expect(offer?.textContent).toContain("No hay artículos en español para esta búsqueda");
    const link = offer?.querySelector("a");
    expect(link?.getAttribute("href")).toBe("/blog/dental-dams-and-oral-sex");
    expect(link?.getAttribute("hreflang")).toBe("en");
    expect(link?.querySelector('[lang="en"]')?.textContent).toBe(answer.otherLanguage?.hits[0].title);
    expect(link?.textContent).toMatch(/ \(en inglés\)$/);
    expect(page.querySelector(".search-topics a")?.getAttribute("hreflang")).toBe("en");
    // Never mixed into the results list.
    expect(page.querySelector("ol.search-results")).toBeNull();
    expect(page.querySelector("form[role=search]")?.getAttribute("action")).toBe("/es/search");
  });

  it("the results page at /es/search answers in Spanish: Spanish topics at Spanish addresses, its own canonical address and both languages' alternates", async () => {
    const { searchPageProps } = await import("@/lib/server/page-data/search");
    const req = new IncomingMessage(new Socket());
    req.headers = { "sec-fetch-site": "same-origin" };
    const { props } = await searchPageProps({ req, res: new ServerResponse(req), query: { q: "rimming" }, locale: "es", resolvedUrl: "/search" } as never);
    expect(props.answer).toMatchObject({ total: 0, otherLanguage: { locale: "en" } });
    expect(props.statusLine).toBe("No se encontraron artículos para “rimming”.");
    // Every shipped category has Spanish articles: each topic is its Spanish listing, by its Spanish name.
    expect(props.topics).toContainEqual({ title: "ITS de la A a la Z", href: "/es/infecciones/page/1", locale: "es" });
    expect(props.topics).toHaveLength(4);
    for (const topic of props.topics) expect(topic).toMatchObject({ locale: "es", href: expect.stringMatching(/^\/es\/[^/]+\/page\/1$/) });
    expect(props.meta).toMatchObject({ locale: "es", title: "Buscar", canonicalUrl: "https://sti-aware.example/es/search" });
    expect(props.meta.alternateLinks.map((link) => link.hrefLang)).toEqual(["en", "es", "x-default"]);
  });

  it("/api/search answers in the language the page sends: Spanish hits for locale es, English without it, 400 for an unknown locale", async () => {
    const { searchApi } = await import("@/lib/server/api/search");
    const call = async (body: Record<string, unknown>) => {
      const req = Object.assign(Readable.from([Buffer.from(JSON.stringify(body))]), {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
        socket: { remoteAddress: "203.0.113.9" },
      });
      const answer: { status: number; body: { hits?: { href: string }[]; error?: string } } = { status: 0, body: {} };
      const res = {
        setHeader: () => res,
        status: (code: number) => ((answer.status = code), res),
        json: (sent: typeof answer.body) => ((answer.body = sent), res),
      };
      await searchApi(req as never, res as never);
      return answer;
    };
    expect((await call({ q: "clamidia", locale: "es" })).body.hits?.[0].href).toBe(spanishPath("post-chlamydia-symptoms-testing-treatment"));
    expect((await call({ q: "chlamydia" })).body.hits?.[0].href).toBe("/blog/chlamydia-symptoms-testing-treatment");
    expect(await call({ q: "clamidia", locale: "fr" })).toMatchObject({ status: 400, body: { error: expect.stringContaining("locale") } });
  });

  it("the reader's language answers its own problems: a query too long, in Spanish", async () => {
    const { runSearch } = await import("@/lib/server/search/run");
    const outcome = await runSearch("x".repeat(500), "203.0.113.7", 10, { locale: "es" });
    expect(outcome).toMatchObject({ status: 400, problem: expect.stringContaining("demasiado larga") });
  });
});
