import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentSource } from "@/queries/client/content-source";
import { RELATED_REGENERATED_MAX, relatedArticles } from "@/lib/server/page-data/related";
import { pathsToRevalidate } from "@/lib/server/publishing/affected-paths";
import { createSearchService, type SearchService } from "@/lib/server/search/service";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { getPostBySlug } from "@/queries/post-by-slug";
import { graphql, publishableFields } from "./helpers";
import { hygraphPayload, related } from "../support/hygraph-webhook";

/**
 * The site's search over the real content service, on a temporary copy of the shipped content
 * (the tests publish and unpublish): readers' words find the right article.
 */
const TOKEN = "search-test-token";
let contentDir: string;
let service: ContentService;
let search: SearchService;
const source = () => createContentSource({ url: `${service.url}/graphql` });

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), "search-content-"));
  cpSync("content-service/content", contentDir, { recursive: true });
  service = await startContentService({ port: 0, contentDir, token: TOKEN });
  search = createSearchService(source());
});
afterAll(async () => {
  await service?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const top = async (query: string, count = 1) => (await search.ready(60_000)).search(query, 10).hits.slice(0, count).map((hit) => hit.href);

describe("a reader's own words find the clinical article", () => {
  it.each([
    ["clamydia", "/blog/chlamydia-symptoms-testing-treatment"],
    ["gonorhea", "/blog/gonorrhea-what-to-know"],
    ["herpies", "/blog/genital-herpes-facts"],
    ["chlam", "/blog/chlamydia-symptoms-testing-treatment"],
  ])("a typo or a word being typed: %s", async (query, expected) => {
    expect(await top(query)).toEqual([expected]);
  });

  it("British and American spellings meet", async () => {
    expect(await top("gonorrhoea")).toEqual(["/blog/gonorrhea-what-to-know"]);
    expect(await top("gonorrhoea")).toEqual(await top("gonorrhea"));
  });

  it.each([
    ["the clap", "/blog/gonorrhea-what-to-know"],
    ["HSV", "/blog/genital-herpes-facts"],
    ["morning after HIV pill", "/blog/pep-after-hiv-exposure"],
    ["Crabs", "/blog/pubic-lice-crabs"],
  ])("lay words and slang, through the editors' synonyms: %s", async (query, expected) => {
    expect(await top(query)).toEqual([expected]);
  });

  it("stop words do not drown a query, and operators of other engines are plain words", async () => {
    expect(await top("what is the window period for hiv")).toEqual(["/blog/sti-window-periods-explained"]);
    expect(await top('"herpes" AND site:example.com OR title:*')).toEqual(["/blog/genital-herpes-facts"]);
  });

  it("a result shows its title, category, review date and the matching passage with the words marked", async () => {
    const [hit] = (await search.ready()).search("chlamydia", 1).hits;
    expect(hit).toMatchObject({ title: expect.stringContaining("Chlamydia"), category: expect.any(String), reviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(hit.passage.filter((segment) => segment.mark).map((segment) => segment.text.toLowerCase())).toContain("chlamydia");
  });

  it("nothing found: no hits, and close words as suggestions", async () => {
    const answer = (await search.ready()).search("xqzv", 10);
    expect(answer).toMatchObject({ total: 0, hits: [] });
    expect((await search.ready()).search("chlamidya testng", 10).total).toBeGreaterThan(0);
  });
});

describe("only published content is found", () => {
  const mutate = <T>(query: string) => graphql<T>(service, query, undefined, { token: TOKEN });

  it("a draft never appears; published, it is found at once; unpublished, it is gone", async () => {
    const created = await mutate<{ createPost: { id: string } }>(
      `mutation { createPost(data: { title: "Zanzibarite infection explained", slug: "zanzibarite-infection", excerpt: "A draft.", author: { connect: { slug: "amara-okafor" } }, ${publishableFields()} }) { id } }`,
    );
    const id = created.body.data?.createPost.id as string;
    expect(id).toBeTruthy();
    await search.applyChange({ type: "Post", id, operation: "create" });
    expect((await search.ready()).search("zanzibarite", 10).total).toBe(0);

    expect((await mutate(`mutation { publishPost(where: { id: "${id}" }) { id } }`)).body.errors).toBeUndefined();
    await search.applyChange({ type: "Post", id, operation: "publish" });
    expect(await top("zanzibarite")).toEqual(["/blog/zanzibarite-infection"]);

    // An edit stays a draft until published: the index keeps the published version.
    await mutate(`mutation { updatePost(where: { id: "${id}" }, data: { title: "Quokkaform infection explained" }) { id } }`);
    await search.applyChange({ type: "Post", id, operation: "update" });
    expect((await search.ready()).search("quokkaform", 10).total).toBe(0);

    expect((await mutate(`mutation { unpublishPost(where: { id: "${id}" }) { id } }`)).body.errors).toBeUndefined();
    await search.applyChange({ type: "Post", id, operation: "unpublish" });
    expect((await search.ready()).search("zanzibarite", 10).total).toBe(0);
  });

  it("a missed change is caught by the consistency check", async () => {
    // Other articles link to it: unpublishing it takes force.
    expect((await graphql(service, `mutation { unpublishPost(where: { slug: "what-is-prep" }) { id } }`, undefined, { token: TOKEN, extensions: { force: true } })).body.errors).toBeUndefined();
    expect(await search.checkConsistency()).toBe(true);
    expect(await top("prep")).not.toContain("/blog/what-is-prep");
    expect((await mutate(`mutation { publishPost(where: { slug: "what-is-prep" }) { id } }`)).body.errors).toBeUndefined();
    expect(await search.checkConsistency()).toBe(true);
    expect(await top("what is prep")).toEqual(["/blog/what-is-prep"]);
  });
});

describe("related reading", () => {
  it("three articles, the same sub-category first, never the article itself, never a sponsored item", async () => {
    const post = await getPostBySlug(source(), "gonorrhea-what-to-know");
    if (!post) throw new Error("shipped article missing");
    const related = await relatedArticles(source(), post);
    expect(related).toHaveLength(3);
    expect(related.map((article) => article.href)).not.toContain("/blog/gonorrhea-what-to-know");
    // Its sub-category (bacterial STIs) has four other articles: the three come from there.
    const bacterial = ["antibiotic-resistant-gonorrhea", "chlamydia-symptoms-testing-treatment", "mycoplasma-genitalium", "syphilis-stages-and-testing"].map((slug) => `/blog/${slug}`);
    for (const article of related) expect(bacterial).toContain(article.href);
    expect(related.every((article) => article.title && article.category === "STIs A to Z")).toBe(true);
  });

  it("a post published or unpublished: the webhook regenerates the articles that list it (at most 20), not only the next timed regeneration", async () => {
    const mutate = <T>(query: string) => graphql<T>(service, query, undefined, { token: TOKEN });
    const created = await mutate<{ createPost: { id: string } }>(
      `mutation { createPost(data: { title: "Gonorrhea and chlamydia: testing again after treatment", slug: "retesting-gonorrhea-chlamydia", excerpt: "Why a test three months after treatment for gonorrhea or chlamydia matters.", tags: ["gonorrhea", "chlamydia", "testing"], author: { connect: { slug: "amara-okafor" } }, category: { connect: { slug: "infections" } }, subCategory: { connect: { slug: "bacterial-stis" } }, ${publishableFields()} }) { id } }`,
    );
    const id = created.body.data?.createPost.id as string;
    expect((await mutate(`mutation { publishPost(where: { id: "${id}" }) { id } }`)).body.errors).toBeUndefined();
    const href = "/blog/retesting-gonorrhea-chlamydia";
    // The articles of its sub-category that now end with it.
    const siblings = ["antibiotic-resistant-gonorrhea", "chlamydia-symptoms-testing-treatment", "gonorrhea-what-to-know", "mycoplasma-genitalium", "syphilis-stages-and-testing"];
    const listing: string[] = [];
    for (const slug of siblings) {
      const post = await getPostBySlug(source(), slug);
      if (post && (await relatedArticles(source(), post)).some((article) => article.href === href)) listing.push(`/blog/${slug}`);
    }
    expect(listing.length).toBeGreaterThan(0);
    const published = await pathsToRevalidate(hygraphPayload("publish", { __typename: "Post", id }), source());
    expect(published).toEqual(expect.arrayContaining([href, ...listing]));
    expect(published.filter((path) => path.startsWith("/blog/") && path !== href).length).toBeLessThanOrEqual(RELATED_REGENERATED_MAX);

    // Unpublished, the same articles must drop it: the webhook names the post's sub-category by id, as Hygraph sends it.
    expect((await mutate(`mutation { unpublishPost(where: { id: "${id}" }) { id } }`)).body.errors).toBeUndefined();
    const unpublished = await pathsToRevalidate(
      hygraphPayload("unpublish", {
        __typename: "Post",
        id,
        category: related("Category", "category-infections"),
        subCategory: related("SubCategory", "subcat-bacterial-stis"),
        localizations: [{ locale: "en", slug: "retesting-gonorrhea-chlamydia" }],
      }),
      source(),
    );
    expect(unpublished).toEqual(expect.arrayContaining(listing));
  });

  it("a brand's review is a sponsored item: never suggested", async () => {
    const sponsoredDir = mkdtempSync(join(tmpdir(), "search-sponsored-"));
    cpSync("content-service/content", sponsoredDir, { recursive: true });
    const file = join(sponsoredDir, "advertisers", "adv-carelink.json");
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), review: "antibiotic-resistant-gonorrhea" }));
    const other = await startContentService({ port: 0, contentDir: sponsoredDir });
    try {
      const otherSource = createContentSource({ url: `${other.url}/graphql` });
      const post = await getPostBySlug(otherSource, "gonorrhea-what-to-know");
      if (!post) throw new Error("shipped article missing");
      const related = (await relatedArticles(otherSource, post)).map((article) => article.href);
      expect(related).toHaveLength(3);
      expect(related).not.toContain("/blog/antibiotic-resistant-gonorrhea");
      // Without the review flag it would be suggested (same sub-category, the most words in common).
      expect((await relatedArticles(source(), post)).map((article) => article.href)).toContain("/blog/antibiotic-resistant-gonorrhea");
    } finally {
      await other.close();
      rmSync(sponsoredDir, { recursive: true, force: true });
    }
  });
});
