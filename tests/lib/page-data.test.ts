import type { GetStaticPropsContext } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { createContentSource, type ContentSource } from "@/queries/client/content-source";
import { LISTING_PAGE_SIZE } from "@/lib/shared/listing/listing";
import { loadArticle } from "@/lib/server/page-data/article";
import { loadAuthor } from "@/lib/server/page-data/author";
import { loadBlogIndex } from "@/lib/server/page-data/blog-index";
import { loadListing } from "@/lib/server/page-data/listing";
import { staticProps, type Redirect } from "@/lib/server/page-data/static-props";
import { pathsToRevalidate } from "@/lib/server/publishing/affected-paths";
import { hygraphPayload } from "../support/hygraph-webhook";
import { clearSharedContext, getSharedContext } from "@/lib/server/content/shared-context";
import { listAllPosts, type PostIndexEntry } from "@/queries/content-index";

/** Page loaders, getStaticProps, the shared-context cache and revalidation against the real content service (shipped content). */
let service: ContentService;
let source: ContentSource;
let newest: PostIndexEntry;
let postCount: number;

beforeAll(async () => {
  service = await startContentService({ port: 0 });
  // The server-side content source reads these (once) like `next build` does.
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${service.url}/graphql/preview`;
  process.env.NEXT_PUBLIC_SITE_URL = "https://sti-aware.example";
  process.env.REVALIDATE_SECONDS = "123";
  source = createContentSource({ url: `${service.url}/graphql` });
  const posts = await listAllPosts(source);
  [newest] = posts;
  postCount = posts.length;
});

afterAll(async () => {
  await service?.close();
});

const context = (params: Record<string, string>): GetStaticPropsContext => ({ params });

describe("staticProps", () => {
  it("builds an article's props: page data, canonical URL, shell context without the home page's chart, revalidate", async () => {
    const result = await staticProps(loadArticle)(context({ slug: newest.slug }));
    if (!("props" in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    expect(result.revalidate).toBe(123);
    expect(result.props.post.title).toBe(newest.title);
    expect(result.props.meta.canonicalUrl).toBe(`https://sti-aware.example/blog/${newest.slug}`);
    expect(result.props.breadcrumbs.map((crumb) => crumb.name)).toEqual(["Home", "Blog", newest.title]);
    expect(result.props.preview).toBe(false);
    expect(result.props.shared.siteConfig.name).toBe("STI Aware");
    expect("miniChart" in result.props.shared.siteConfig).toBe(false);
  });

  it("hands the shell a category listing's category page, and no category page elsewhere", async () => {
    const listing = await staticProps(loadListing)(context({ slug: newest.category!.slug, page: "1" }));
    if (!("props" in listing)) throw new Error(`expected props, got ${JSON.stringify(listing)}`);
    expect(listing.props.shared.categoryPage).toEqual(listing.props.categoryPage);
    expect(listing.props.shared.categoryPage).toMatchObject({ category: { slug: newest.category!.slug }, currentPage: 1 });
    const article = await staticProps(loadArticle)(context({ slug: newest.slug }));
    if (!("props" in article)) throw new Error(`expected props, got ${JSON.stringify(article)}`);
    expect(article.props.shared.categoryPage).toBeNull();
  });

  it("answers 404 for an unknown entry, still with revalidate", async () => {
    expect(await staticProps(loadArticle)(context({ slug: "no-such-article" }))).toEqual({ notFound: true, revalidate: 123 });
  });
});

/** A loader's page data; a redirect here is a failure (only listing roots redirect). */
function pageData<T extends object>(result: T | Redirect | null): T | null {
  if (result && "redirectTo" in result) throw new Error(`unexpected redirect to ${result.redirectTo}`);
  return result;
}

describe("page loaders", () => {
  it("blog index: the first page of posts, newest first", async () => {
    const shared = await getSharedContext(source);
    const data = pageData(await loadBlogIndex(source, context({}), shared));
    expect(data?.firstPage.posts[0].slug).toBe(newest.slug);
    expect(data?.firstPage.posts).toHaveLength(Math.min(LISTING_PAGE_SIZE, postCount));
  });

  it("listing: a category's page 1, and null (404) past its last page or for a page that is not a number", async () => {
    const shared = await getSharedContext(source);
    const category = newest.category!.slug;
    const first = pageData(await loadListing(source, context({ slug: category, page: "1" }), shared));
    expect(first?.posts.map((post) => post.slug)).toContain(newest.slug);
    expect(await loadListing(source, context({ slug: category, page: "999" }), shared)).toBeNull();
    expect(await loadListing(source, context({ slug: category, page: "01" }), shared)).toBeNull();
  });

  it("article: the Seo component has only Hygraph's id and stage; the metadata names first publication and last change", async () => {
    const response = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "query($slug: String!) { post(where: { slug: $slug }) { firstPublishedAt updatedAt seo { id stage dateModified } } }",
        variables: { slug: newest.slug },
      }),
    });
    const { data: record } = (await response.json()) as { data: { post: { firstPublishedAt: string; updatedAt: string; seo: { id: string; stage: string; dateModified: string | null } } } };
    expect(record.post.seo.stage).toBe("PUBLISHED");
    expect(record.post.firstPublishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const shared = await getSharedContext(source);
    const data = pageData(await loadArticle(source, context({ slug: newest.slug }), shared));
    expect(data?.meta.article).toEqual({
      publishedTime: record.post.firstPublishedAt,
      modifiedTime: record.post.seo.dateModified ?? record.post.updatedAt,
    });
  });

  it("author: the profile and their newest posts; null for an unknown author", async () => {
    const shared = await getSharedContext(source);
    const data = pageData(await loadAuthor(source, context({ slug: newest.author!.slug }), shared));
    expect(data?.author.name).toBe(newest.author!.name);
    expect(data?.firstPage.posts[0].slug).toBe(newest.slug);
    expect(await loadAuthor(source, context({ slug: "nobody-here" }), shared)).toBeNull();
  });
});

describe("shared context cache", () => {
  it("reuses one request for every page of a build, and asks again once cleared", async () => {
    clearSharedContext();
    const first = getSharedContext(source);
    expect(getSharedContext(source)).toBe(first);
    clearSharedContext();
    expect(getSharedContext(source)).not.toBe(first);
    expect((await first).siteConfig.name).toBe("STI Aware");
  });

  it("does not remember a failure: the next page asks again", async () => {
    clearSharedContext();
    const dead = createContentSource({ url: "http://127.0.0.1:9/graphql" }, 500);
    const failed = getSharedContext(dead);
    await expect(failed).rejects.toThrow("could not be reached");
    const retried = getSharedContext(dead);
    expect(retried).not.toBe(failed);
    await expect(retried).rejects.toThrow("could not be reached");
    expect((await getSharedContext(source)).siteConfig.name).toBe("STI Aware");
  });
});

describe("pathsToRevalidate", () => {
  it("a published post: its article, /blog, home, its author, its listings", async () => {
    const paths = await pathsToRevalidate(hygraphPayload("publish", { __typename: "Post", id: newest.id }), source);
    const category = newest.category!.slug;
    expect(paths).toEqual(expect.arrayContaining([`/blog/${newest.slug}`, "/blog", "/", `/medical-team/${newest.author!.slug}`, `/${category}/page/1`]));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("an entry shown site-wide: every page but older articles; an author: their page only", async () => {
    const siteWide = await pathsToRevalidate(hygraphPayload("publish", { __typename: "NavigationMenu", id: "any" }), source);
    expect(siteWide).toEqual(expect.arrayContaining(["/", "/blog", `/blog/${newest.slug}`, `/medical-team/${newest.author!.slug}`]));
    const author = await pathsToRevalidate(hygraphPayload("publish", { __typename: "Author", id: "a", slug: "amara-okafor" }), source);
    expect(author).toContain("/medical-team/amara-okafor");
    // Besides the crawler documents, no page but the author's own.
    expect(author.filter((path) => path === "/" || path.startsWith("/blog") || path.startsWith("/medical-team/"))).toEqual(["/medical-team/amara-okafor"]);
  });

  it("falls back to the payload's own fields when the content API is down", async () => {
    const dead = createContentSource({ url: "http://127.0.0.1:9/graphql" }, 500);
    // A Post's slug is localized: it arrives in `localizations` only.
    const paths = await pathsToRevalidate(hygraphPayload("unpublish", { __typename: "Post", id: "gone", localizations: [{ locale: "en", slug: "old-post" }] }), dead);
    expect(paths.slice(0, 3)).toEqual(["/blog/old-post", "/blog", "/"]);
  });
});
