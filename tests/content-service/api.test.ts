import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createContentSource } from "@/queries/client/content-source";
import { ContentRequestError } from "@/queries/client/content-client";
import { getAuthorPosts } from "@/queries/author-posts";
import { TypedDocumentString } from "@/queries/generated/graphql";
import { getDeepLinkByName } from "@/queries/deep-link-by-name";
import { getPostsByCategory, POSTS_BY_CATEGORY_QUERY } from "@/queries/posts-by-category";
import { getLatestPosts } from "@/queries/latest-posts";
import { listAllPosts } from "@/queries/content-index";
import { getNavigationMenu } from "@/queries/navigation-menu";
import { getSiteConfig } from "@/queries/site-config";
import { getPageBySlug } from "@/queries/page-by-slug";
import { graphql, startTestService, withTestService } from "./helpers";

const POSTS = 250;
const test = withTestService(POSTS);

describe("the required queries (docs/requirements.md, Queries and events) against the real service", () => {
  it("deep link by name returns the affiliate link, and null for an unknown name", async () => {
    expect(await getDeepLinkByName(test.source, "testwise")).toMatch(/^https:\/\/www\.testwise\.example\//);
    expect(await getDeepLinkByName(test.source, "no-such-link")).toBeNull();
  });

  it("deep link by name: a disabled advertiser's link is not returned", async () => {
    const { data } = (await graphql<{ deepLink: { affiliate_link: string } | null }>(test.service, '{ deepLink(where: { name: "shieldco" }) { affiliate_link } }')).body;
    expect(data?.deepLink?.affiliate_link).toMatch(/^https:\/\//);
    expect(await getDeepLinkByName(test.source, "shieldco")).toBeNull();
  });

  it("author posts: filtered by author slug, newest first, limit/offset paging with pageInfo", async () => {
    const first = await getAuthorPosts(test.source, { slug: "amara-okafor", limit: 5, offset: 0 });
    const second = await getAuthorPosts(test.source, { slug: "amara-okafor", limit: 5, offset: 5 });
    expect(first.posts).toHaveLength(5);
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, pageSize: 5 });
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const all = [...first.posts, ...second.posts];
    expect(all.every((post) => post.author?.slug === "amara-okafor")).toBe(true);
    const dates = all.map((post) => post.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((post) => post.id)).size).toBe(10);
  });

  it("posts by category: count honours the filter and ignores paging; covers resized to the asked width", async () => {
    const page = await getPostsByCategory(test.source, { category: "prevention", limit: 3, offset: 0, width: 300 });
    const everything = await getLatestPosts(test.source, { limit: 1, offset: 0, width: 300 });
    expect(everything.count).toBe(POSTS);
    expect(page.count).toBeGreaterThan(3);
    expect(page.count).toBeLessThan(POSTS);
    expect(page.posts.every((post) => post.category?.slug === "prevention")).toBe(true);
    expect(page.posts[0].coverImage?.url).toMatch(/\/optimized\/.+\?w=300&q=75$/);
    const sub = await getPostsByCategory(test.source, { category: "prevention", subCategory: "vaccines", limit: 100, offset: 0, width: 300 });
    expect(sub.posts.every((post) => post.subCategory?.slug === "vaccines")).toBe(true);
    const last = await getPostsByCategory(test.source, { category: "prevention", limit: 10, offset: page.count - 2, width: 300 });
    expect(last.posts).toHaveLength(2);
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it("posts by category takes the variables category (default empty), limit, offset and width", async () => {
    const variables = { category: "prevention", limit: 2, offset: 0, width: 300 };
    const { postsConnection } = await test.source.request(POSTS_BY_CATEGORY_QUERY, variables);
    expect(postsConnection.edges.map((edge) => edge.node.category?.slug)).toEqual(["prevention", "prevention"]);
    // No category: the default, empty, which is no category's slug.
    const { postsConnection: none } = await test.source.request(POSTS_BY_CATEGORY_QUERY, { limit: 2, offset: 0, width: 300 });
    expect(none.aggregate.count).toBe(0);
    expect((await getPostsByCategory(test.source, { limit: 2, offset: 0, width: 300 })).posts).toEqual([]);
  });

  it("fetchAll pages past the 100-row maximum and never truncates", async () => {
    const posts = await listAllPosts(test.source);
    expect(posts).toHaveLength(POSTS);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(POSTS);
  });
});

describe("Hygraph conventions", () => {
  it("defaults to 10 rows, rejects first > 100 with a 400 in Hygraph's error shape", async () => {
    const defaults = await graphql<{ posts: unknown[] }>(test.service, "{ posts { id } }");
    expect(defaults.body.data?.posts).toHaveLength(10);
    const tooMany = await graphql(test.service, "{ posts(first: 101) { id } }");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ errors: [{ message: '"first" may not exceed 100 (got 101)' }], data: null });
    await expect(test.source.request(new TypedDocumentString<unknown, Record<string, never>>("{ posts(first: 500) { id } }"))).rejects.toThrow(ContentRequestError);
  });

  it("answers syntax errors and unknown fields with 400", async () => {
    const syntax = await graphql(test.service, "{ posts( { id } }");
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0].message).toMatch(/Syntax Error/);
    const unknown = await graphql(test.service, "{ posts { nope } }");
    expect(unknown.status).toBe(400);
  });

  it("supports _in / _not_in, nested relation filters, orderBy and unions", async () => {
    const result = await graphql<{ in: { slug: string }[]; notIn: { slug: string }[]; byAuthor: { author: { slug: string } }[] }>(
      test.service,
      `{ in: posts(where: { slug_in: ["sample-article-1", "sample-article-2"] }, orderBy: slug_ASC) { slug }
         notIn: posts(first: 100, where: { slug_not_in: ["sample-article-1"], author: { slug: "priya-raman" } }) { slug }
         byAuthor: posts(first: 5, where: { author: { name_contains: "Priya" } }) { author { slug } } }`,
    );
    expect(result.body.data?.in.map((post) => post.slug)).toEqual(["sample-article-1", "sample-article-2"]);
    expect(result.body.data?.notIn.some((post) => post.slug === "sample-article-1")).toBe(false);
    expect(result.body.data?.byAuthor.every((post) => post.author.slug === "priya-raman")).toBe(true);
    const menu = await getNavigationMenu(test.source, "header");
    expect(menu?.content.map((item) => item.__typename)).toContain("NavigationDropdown");
    const siteConfig = await getSiteConfig(test.source);
    const scores = siteConfig.miniChart?.promotions.map((promotion) => promotion.score) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("resolves rich-text references with their ids and types", async () => {
    const page = await getPageBySlug(test.source, "best-at-home-std-tests");
    const types = page?.content?.references.map((reference) => reference.__typename) ?? [];
    expect(types).toEqual(expect.arrayContaining(["Asset", "Promotion", "DeepLink", "Topic", "Faq"]));
    expect(page?.content?.references.every((reference) => typeof reference.id === "string")).toBe(true);
  });

  it("answers CORS preflights for public reads from any origin, without credentials or tokens", async () => {
    for (const origin of ["http://localhost:3000", "null"]) {
      const response = await fetch(`${test.service.url}/graphql`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type, authorization" },
      });
      expect(response.status).toBe(204);
      // "*" never lets a browser send cookies, and no origin is echoed back.
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      // Authorization is not allowed cross-origin: mutations and drafts are never cross-origin.
      expect(response.headers.get("access-control-allow-headers")).toBe("content-type");
    }
  });
});

describe("asset CDN", () => {
  it("serves a resized webp of the asked width, quality 75 by default", async () => {
    const response = await fetch(`${test.service.url}/optimized/logo-testwise.svg?w=320`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.width).toBe(320);
    const original = await fetch(`${test.service.url}/images/logo-testwise.svg`);
    expect(original.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("crops to exactly w×h when a height is given (Open Graph images are 400×250)", async () => {
    for (const file of ["logo-testwise.svg", "author-amara-okafor.svg"]) {
      const response = await fetch(`${test.service.url}/optimized/${file}?w=400&h=250`);
      expect(response.status, file).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.width, metadata.height], file).toEqual([400, 250]);
    }
  });

  it("rejects bad sizes and path traversal", async () => {
    expect((await fetch(`${test.service.url}/optimized/logo-testwise.svg?w=0`)).status).toBe(400);
    expect((await fetch(`${test.service.url}/optimized/logo-testwise.svg?w=100&q=101`)).status).toBe(400);
    expect((await fetch(`${test.service.url}/optimized/logo-testwise.svg?w=400&h=0`)).status).toBe(400);
    expect((await fetch(`${test.service.url}/images/..%2Fpages%2Fpage-about-us.json`)).status).toBe(404);
    expect((await fetch(`${test.service.url}/images/missing.svg`)).status).toBe(404);
  });
});

describe("a content API that is not public (read token)", () => {
  it("refuses reads without the token, and answers the site's content client when it sends it", async () => {
    const closed = await startTestService(3, { readToken: "read-secret", token: "edit-secret" });
    try {
      const query = "{ posts(first: 1) { slug } }";
      const anonymous = await graphql(closed.service, query);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errors?.[0].message).toBe("Unauthorized: this content API is not public; send a valid bearer token");
      expect((await graphql(closed.service, query, undefined, { token: "wrong" })).status).toBe(401);
      expect((await graphql(closed.service, query, undefined, { token: "edit-secret" })).status).toBe(200);

      const source = createContentSource({ url: `${closed.service.url}/graphql`, token: "read-secret" });
      const page = await getLatestPosts(source, { limit: 2, offset: 0, width: 300 });
      expect(page.posts).toHaveLength(2);
    } finally {
      await closed.stop();
    }
  });
});
