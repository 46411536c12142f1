import { describe, expect, it } from "vitest";
import { FILTER_LIMITS } from "@/content-service/api/limits/filter-limits";
import { QUERY_LIMITS } from "@/content-service/api/limits/query-limits";
import { graphql, withTestService } from "./helpers";

/**
 * What an anonymous request may make the content service do: filters are part of a query's
 * cost, and what a filter meets at run time is bounded too. The probe's request (~0.5 MB of
 * `OR` clauses with `_search`) froze the service for 24.7 s; each case here was answered 200
 * before, after seconds of work on large content.
 */
const READ_TOKEN = "query-cost-read-token";
const test = withTestService(2_000, { previewToken: READ_TOKEN });

const COUNT = "query($w: PostWhereInput) { postsConnection(where: $w) { aggregate { count } } }";
const count = (where: unknown, token?: string) => graphql<{ postsConnection: { aggregate: { count: number } } }>(test.service, COUNT, { w: where }, { token });
const message = (answer: { body: { errors?: { message: string }[] } }) => answer.body.errors?.[0]?.message ?? "";
const searches = (n: number, length = 8) => Array.from({ length: n }, (_, i) => ({ _search: `zz${i}`.padEnd(length, "q") }));

describe("filters count into what a request may cost", () => {
  it("the probe's half-megabyte filter is refused unread without a token (413 naming the limit)", async () => {
    const answer = await count({ OR: searches(9_000, 40) });
    expect(answer.status).toBe(413);
    expect(message(answer)).toBe(
      `Request body is larger than ${QUERY_LIMITS.anonymousBodyBytes} bytes (the limit for requests without a token). Send a smaller query or fewer filter conditions.`,
    );
  });

  it("with a token the body may be larger, but the filter is still refused by its condition count", async () => {
    const answer = await count({ OR: searches(9_000, 40) }, READ_TOKEN);
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe(`Filter condition limit of ${FILTER_LIMITS.conditions} exceeded, found 9001. Use fewer conditions (each item of an _in list counts).`);
  });

  it("without a token, variables far over the condition limit are refused before GraphQL coerces them (400 naming the limit)", async () => {
    // 400 OR clauses: 16 KiB, under the body limit; coercing them took ~8 ms of the event loop per request.
    const answer = await count({ OR: searches(QUERY_LIMITS.anonymousVariableValues) });
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe(
      `Variables limit of ${QUERY_LIMITS.anonymousVariableValues} values exceeded (without a token). Use fewer filter conditions or shorter lists.`,
    );
    // The heaviest filter the other limits allow still passes this one.
    const atLimits = { OR: searches(FILTER_LIMITS.stringMatches), id_not_in: Array.from({ length: FILTER_LIMITS.conditions - 20 }, (_, i) => `post-${i}`) };
    expect((await count(atLimits)).status).toBe(200);
  });

  it("conditions: the limit passes, one more is refused; list items count", async () => {
    const ids = (n: number) => ({ id_in: Array.from({ length: n }, (_, i) => `post-sample-article-${i + 1}`) });
    const atLimit = await count(ids(FILTER_LIMITS.conditions));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data?.postsConnection.aggregate.count).toBe(FILTER_LIMITS.conditions);
    const over = await count({ ...ids(FILTER_LIMITS.conditions), title_not: "x" });
    expect(over.status).toBe(400);
    expect(message(over)).toMatch(/^Filter condition limit of 100 exceeded, found 101\./);
  });

  it("nesting of groups and relation filters is limited", async () => {
    const nested = { author: { posts_some: { author: { posts_some: { title: "x" } } } } };
    const answer = await count(nested);
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe(`Filter nesting limit of ${FILTER_LIMITS.nesting} exceeded, found 5. Nest fewer AND/OR/NOT groups and relation filters.`);
    expect((await count({ OR: [{ AND: [{ author: { slug: "amara-okafor" } }] }] })).status).toBe(200);
  });

  it("string matches are limited in number and in length, in every filter of the request together", async () => {
    expect((await count({ OR: searches(FILTER_LIMITS.stringMatches) })).status).toBe(200);
    const tooMany = await count({ OR: searches(FILTER_LIMITS.stringMatches + 1) });
    expect(tooMany.status).toBe(400);
    expect(message(tooMany)).toMatch(/^String-match filter limit of 10 exceeded, found 11\./);
    const split = await graphql(
      test.service,
      "query($a: PostWhereInput, $b: PostWhereInput) { a: posts(where: $a) { id } b: posts(where: $b) { id } }",
      { a: { OR: searches(6) }, b: { OR: searches(5) } },
    );
    expect(split.status).toBe(400);
    expect(message(split)).toMatch(/^String-match filter limit of 10 exceeded, found 11\./);
    const long = await count({ title_contains: "a".repeat(FILTER_LIMITS.needleLength + 1) });
    expect(long.status).toBe(400);
    expect(message(long)).toBe(`Filter value limit of 100 characters exceeded for title_contains, found 101. Search for a shorter text.`);
  });

  it("a filter inside a nested list is counted too", async () => {
    const answer = await graphql(test.service, "query($w: PostWhereInput) { authors { posts(where: $w) { id } } }", { w: { OR: searches(11) } });
    expect(answer.status).toBe(400);
    expect(message(answer)).toMatch(/^String-match filter limit/);
  });

  it("what a filter meets while it runs is bounded: a nested filter repeated under every post is refused, naming the limit", async () => {
    // Within every static limit (cost ~20,000), but 100 posts × ~500 posts of their author × ~95 conditions.
    const where = { OR: [{ title_in: Array.from({ length: 90 }, (_, i) => `t${i}`) }, { slug_starts_with: "sample" }] };
    const answer = await graphql(test.service, "query($w: PostWhereInput) { posts(first: 100) { author { posts(first: 1, where: $w) { id } } } }", { w: where });
    expect(answer.status).toBe(400);
    expect(message(answer)).toMatch(new RegExp(`^Query work limit of ${FILTER_LIMITS.work} units exceeded`));
  });

  it("search and contains still find what they should", async () => {
    const found = await count({ _search: "SAMPLE ARTICLE 1999" });
    expect(found.body.data?.postsConnection.aggregate.count).toBe(1);
    const titled = await count({ AND: [{ title_contains: "1999" }, { NOT: [{ slug_ends_with: "-1" }] }] });
    expect(titled.status).toBe(200);
    expect(titled.body.data?.postsConnection.aggregate.count).toBeGreaterThan(0);
  });

  it("a filter on a single relation (the site's listings) counts the same entries as a scan, alone or with other conditions", async () => {
    const total = (await count({})).body.data?.postsConnection.aggregate.count ?? 0;
    const listed = await graphql<{ authors: { slug: string }[] }>(test.service, "{ authors(first: 100) { slug } }");
    const authors = (listed.body.data?.authors ?? []).map((author) => author.slug);
    const perAuthor = await Promise.all(authors.map(async (slug) => (await count({ author: { slug } })).body.data?.postsConnection.aggregate.count ?? 0));
    expect(perAuthor.every((found) => found > 0)).toBe(true);
    expect(perAuthor.reduce((sum, found) => sum + found, 0)).toBe(total);
    const narrowed = await count({ author: { slug: "amara-okafor" }, title_contains: "1999" });
    const scanned = await count({ AND: [{ author: { slug: "amara-okafor" } }], title_contains: "1999" });
    expect(narrowed.body.data?.postsConnection.aggregate.count).toBe(scanned.body.data?.postsConnection.aggregate.count);
  });

  it("an author's posts (a reverse relation) are still the author's, for every author", async () => {
    const answer = await graphql<{ authors: { slug: string; posts: { author: { slug: string } }[] }[] }>(
      test.service,
      "{ authors(first: 100) { slug posts(first: 100) { author { slug } } } }",
    );
    expect(answer.status).toBe(200);
    for (const author of answer.body.data?.authors ?? []) {
      expect(author.posts.length).toBeGreaterThan(0);
      expect(new Set(author.posts.map((post) => post.author.slug))).toEqual(new Set([author.slug]));
    }
  });
});
