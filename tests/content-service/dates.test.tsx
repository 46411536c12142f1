import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GetStaticPropsContext } from "next";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ArticleView } from "@/components/article/ArticleView";
import { withFirstPublished } from "@/content-service/scripts/add-first-published";
import { generateContent } from "@/content-service/scripts/generate";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { loadArticle, type ArticleProps } from "@/lib/server/page-data/article";
import { staticProps, type ShellProps } from "@/lib/server/page-data/static-props";
import { graphql, publishableFields } from "./helpers";

/** "Published" is the first publication and stays so; "Updated" is the last change; a draft says "Draft". */
const TOKEN = "dates-token";
const PREVIEW_TOKEN = "dates-preview-token";
const FIRST_PUBLISHED = "2025-06-01T09:00:00.000Z";
let service: ContentService;
let contentDir: string;

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), "content-dates-"));
  generateContent(6, contentDir);
  // An article first published long before its last republication.
  const path = join(contentDir, "posts", "post-sample-article-2.json");
  writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, "utf8")), firstPublishedAt: FIRST_PUBLISHED }));
  service = await startContentService({ port: 0, contentDir, token: TOKEN, previewToken: PREVIEW_TOKEN });
  // The site's configuration is read on first use, so these reach the loaders below.
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.NEXT_PUBLIC_IMAGE_CDN_URL = service.url;
  process.env.CONTENT_PREVIEW_API_URL = `${service.url}/graphql/preview`;
  process.env.CONTENT_PREVIEW_API_TOKEN = PREVIEW_TOKEN;
  process.env.NEXT_PUBLIC_SITE_URL = "https://stiaware.example";
});
afterAll(async () => {
  await service?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

type Dates = { publishedAt: string | null; firstPublishedAt: string | null; updatedAt: string };
const mutate = (query: string) => graphql(service, query, undefined, { token: TOKEN });
const dates = async (slug: string) =>
  (await graphql<{ post: Dates | null }>(service, `{ post(where: { slug: "${slug}" }) { publishedAt firstPublishedAt updatedAt } }`)).body.data?.post ?? null;

async function articleHtml(slug: string, draftMode = false) {
  const result = await staticProps(loadArticle)({ params: { slug }, draftMode } as GetStaticPropsContext);
  if (!("props" in result)) throw new Error(`no article ${slug}`);
  const props = result.props as ShellProps & ArticleProps;
  return { props, html: renderToStaticMarkup(<ArticleView post={props.post} breadcrumbs={props.breadcrumbs} reviewDue={props.reviewDue} reviewIntervalMonths={props.reviewIntervalMonths} preview={props.preview} />) };
}
const byline = (html: string) => /class="article__byline">(.*?)<\/div>/.exec(html)?.[1].replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("firstPublishedAt", () => {
  it("is a stored field: the migration fills it from the published version's publishedAt, once", () => {
    const stored = JSON.parse(readFileSync(join(contentDir, "posts", "post-sample-article-1.json"), "utf8"));
    const { firstPublishedAt, ...before } = stored;
    expect(firstPublishedAt).toBe(stored.publishedAt);
    const migrated = withFirstPublished(before)!;
    expect(migrated.firstPublishedAt).toBe(stored.publishedAt);
    expect(Object.keys(migrated)).toEqual(Object.keys(stored));
    expect(withFirstPublished(migrated)).toBeNull();
    // An entry edited since its publication: the published version's date, in both versions.
    const edited = withFirstPublished({ ...before, publishedAt: null, _published: { ...before, publishedAt: "2025-01-02T03:04:05.000Z" } })!;
    expect([edited.firstPublishedAt, edited._published?.firstPublishedAt]).toEqual(["2025-01-02T03:04:05.000Z", "2025-01-02T03:04:05.000Z"]);
    expect(withFirstPublished({ ...before, publishedAt: null })?.firstPublishedAt).toBeNull();
  });

  it("is set on the first publish and kept through republishing and unpublishing", async () => {
    // Reviewed before its first publication, as the policy requires of a new article.
    await mutate(`mutation { createPost(data: { title: "Dated", slug: "dated-post", author: { connect: { slug: "amara-okafor" } }, ${publishableFields()} }) { id } }`);
    expect((await graphql<{ post: Dates }>(service, '{ post(where: { slug: "dated-post" }) { firstPublishedAt } }', undefined, { path: "/graphql/preview", token: PREVIEW_TOKEN })).body.data?.post.firstPublishedAt).toBeNull();
    await mutate('mutation { publishPost(where: { slug: "dated-post" }) { id } }');
    const first = await dates("dated-post");
    expect(first?.firstPublishedAt).toBe(first?.publishedAt);
    await mutate('mutation { updatePost(where: { slug: "dated-post" }, data: { excerpt: "Now with an excerpt." }) { id } }');
    await mutate('mutation { publishPost(where: { slug: "dated-post" }) { id } }');
    await mutate('mutation { unpublishPost(where: { slug: "dated-post" }) { id } }');
    await mutate('mutation { publishPost(where: { slug: "dated-post" }) { id } }');
    expect((await dates("dated-post"))?.firstPublishedAt).toBe(first?.firstPublishedAt);
    const stored = JSON.parse(readFileSync(join(contentDir, "posts", "post-dated-post.json"), "utf8"));
    expect(stored.firstPublishedAt).toBe(first?.firstPublishedAt);
  });
});

describe("the article's dates", () => {
  it("shows and marks up the first publication as Published, and the last change as Updated", async () => {
    const { props, html } = await articleHtml("sample-article-2");
    const updated = (await dates("sample-article-2"))?.updatedAt ?? "";
    const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });
    expect(byline(html)).toBe(`By ${props.post.author?.name} Published ${day(FIRST_PUBLISHED)} Updated ${day(updated)}`);
    const article = props.meta.structuredData?.[0] as Record<string, unknown>;
    expect(article.datePublished).toBe(FIRST_PUBLISHED);
  });

  it("says Draft, not a publication date, in draft mode", async () => {
    await mutate('mutation { createPost(data: { title: "Not out yet", slug: "not-out-yet", author: { connect: { slug: "amara-okafor" } } }) { id } }');
    const { html } = await articleHtml("not-out-yet", true);
    expect(byline(html)).toMatch(/ Draft$/);
    expect(html).not.toMatch(/Published/);
  });
});
