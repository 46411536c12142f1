import { describe, expect, it } from "vitest";
import { graphql, withTestService } from "./helpers";

/** Guards where an editor's mistake would reach readers: publishing, unpublishing, deleting, sub-categories. */
const TOKEN = "guards-token";
const test = withTestService(12, { token: TOKEN });

type Answer = Awaited<ReturnType<typeof graphql>>;
const mutate = (query: string, variables: Record<string, unknown> = {}): Promise<Answer> => graphql(test.service, query, variables, { token: TOKEN });
/** The request extension that lifts the guards (the operation itself stays Hygraph's). */
const forced = (query: string): Promise<Answer> => graphql(test.service, query, {}, { token: TOKEN, extensions: { force: true } });
const today = () => new Date().toISOString().slice(0, 10);
const SOURCES = { create: [{ title: "STI Treatment Guidelines", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/" }] };
const review = (summary: string) => ({
  seo: { update: { lastReviewed: today(), reviewedBy: { connect: { slug: "priya-raman" } } } },
  changeLog: { create: [{ date: today(), summary, reviewedBy: { connect: { slug: "priya-raman" } } }] },
});
const linksTo = (...hrefs: string[]) => ({
  children: hrefs.map((href) => ({ type: "paragraph", children: [{ type: "link", href, children: [{ text: `see ${href}` }] }] })),
});
const createPost = (slug: string, data: Record<string, unknown>) =>
  mutate("mutation ($data: PostCreateInput!) { createPost(data: $data) { id } }", {
    data: { title: `Post ${slug}`, slug, author: { connect: { slug: "amara-okafor" } }, category: { connect: { slug: "prevention" } }, ...data },
  });
const updatePost = (slug: string, data: Record<string, unknown>) => mutate("mutation ($slug: String!, $data: PostUpdateInput!) { updatePost(where: { slug: $slug }, data: $data) { id } }", { slug, data });
const publishPost = (slug: string) => mutate("mutation ($slug: String!) { publishPost(where: { slug: $slug }) { id } }", { slug });
const liveTitle = async (slug: string) =>
  ((await graphql<{ post: { title: string } | null }>(test.service, "query ($slug: String!) { post(where: { slug: $slug }) { title } }", { slug })).body.data?.post?.title ?? null);
const message = (answer: Answer) => answer.body.errors?.[0]?.message ?? "";

describe("publishing runs the editors' check on the entry", () => {
  it("refuses a post with errors with 400 naming each one, and readers keep not seeing it", async () => {
    expect((await createPost("unsourced-post", { content: linksTo("/no-such-page") })).status).toBe(200);
    const refused = await publishPost("unsourced-post");
    expect(refused.status).toBe(400);
    expect(message(refused)).toMatch(/^publishPost: Post "unsourced-post" has 2 errors from the editors' check, fix them first: /);
    expect(message(refused)).toContain("sources: lists no source");
    expect(message(refused)).toContain('content: content link "see /no-such-page" points to /no-such-page, which is not a page of the site');
    expect(await liveTitle("unsourced-post")).toBeNull();

    await updatePost("unsourced-post", { sources: SOURCES, content: linksTo("/blog") });
    expect((await publishPost("unsourced-post")).status).toBe(200);
    expect(await liveTitle("unsourced-post")).toBe("Post unsourced-post");
  });

  it("refuses a link to an article readers cannot open yet", async () => {
    await createPost("still-a-draft", { sources: SOURCES });
    await createPost("links-to-draft", { sources: SOURCES, content: linksTo("/blog/still-a-draft") });
    expect(message(await publishPost("links-to-draft"))).toContain("points to /blog/still-a-draft, which is not a page of the site");
    expect((await publishPost("still-a-draft")).status).toBe(200);
    expect((await publishPost("links-to-draft")).status).toBe(200);
  });

  it("refuses an edited article until its medical review is recorded, and publishes it then", async () => {
    await updatePost("sample-article-4", { title: "Edited without review" });
    expect(message(await publishPost("sample-article-4"))).toMatch(/updatedAt: changed on \d{4}-\d{2}-\d{2}, after its last medical review on/);
    await updatePost("sample-article-4", review("Title made clearer; no medical change."));
    expect((await publishPost("sample-article-4")).status).toBe(200);
    expect(await liveTitle("sample-article-4")).toBe("Edited without review");
  });

  it("refuses a page with errors too", async () => {
    const updated = await mutate("mutation ($data: PageUpdateInput!) { updatePage(where: { slug: \"about-us\" }, data: $data) { id } }", {
      data: { content: linksTo("/blog/nothing-here"), seo: { update: { lastReviewed: today(), reviewedBy: { connect: { slug: "priya-raman" } } } } },
    });
    expect(updated.status).toBe(200);
    const refused = await mutate('mutation { publishPage(where: { slug: "about-us" }) { id } }');
    expect(refused.status).toBe(400);
    expect(message(refused)).toMatch(/^publishPage: Page "about-us" has 1 error .*points to \/blog\/nothing-here, which is not a page of the site/);
  });

  it("knows every route of the site and nothing else", async () => {
    const routes = ["/", "/blog", "/blog/sample-article-1", "/medical-team", "/medical-team/amara-okafor", "/when-to-test", "/how-we-rank", "/infections", "/infections/page/2", "/infections/viral-stis", "/infections/viral-stis/page/3", "/rss.xml", "/sitemap.xml", "/blog/#sources", "/infections/?utm=x"];
    await createPost("every-route", { sources: SOURCES, content: linksTo(...routes) });
    expect(message(await publishPost("every-route"))).toBe("");
    const wrong = ["/infections/page/0", "/infections/page/02", "/infections/herpes/page/1", "/prevention/viral-stis/page/1", "/medical-team/nobody", "/sitemaps"];
    await createPost("wrong-routes", { sources: SOURCES, content: linksTo(...wrong) });
    const refused = message(await publishPost("wrong-routes"));
    for (const path of wrong) expect(refused).toContain(`points to ${path}, which is not a page of the site`);
  });
});

describe("taking away what published entries use", () => {
  it("refuses to unpublish or delete a post that a published article links to, listing it, unless forced", async () => {
    await updatePost("sample-article-1", { content: linksTo("/blog/sample-article-2", "/blog/sample-article-3"), ...review("Links to related articles added.") });
    expect((await publishPost("sample-article-1")).status).toBe(200);

    const unpublish = await mutate('mutation { unpublishPost(where: { slug: "sample-article-2" }) { id } }');
    expect(unpublish.status).toBe(400);
    expect(message(unpublish)).toBe('unpublishPost: Post "sample-article-2" is linked to or embedded by published entries: Post sample-article-1 (content); change those first, or send the request with the extension force: true (--force) to go ahead');
    expect(await liveTitle("sample-article-2")).not.toBeNull();
    expect((await forced('mutation { unpublishPost(where: { slug: "sample-article-2" }) { id } }')).status).toBe(200);
    expect(await liveTitle("sample-article-2")).toBeNull();

    const remove = await mutate('mutation { deletePost(where: { slug: "sample-article-3" }) { id } }');
    expect(message(remove)).toMatch(/^deletePost: Post "sample-article-3" is linked to or embedded by published entries: Post sample-article-1 \(content\)/);
    expect(await liveTitle("sample-article-3")).not.toBeNull();
    expect((await forced('mutation { deletePost(where: { slug: "sample-article-3" }) { id } }')).status).toBe(200);
    expect(await liveTitle("sample-article-3")).toBeNull();
  });

  it("unpublishes a post nothing published links to without force", async () => {
    expect((await mutate('mutation { unpublishPost(where: { slug: "sample-article-5" }) { id } }')).status).toBe(200);
  });
});

describe("sub-categories", () => {
  it("refuses a sub-category of another category, listing the category's own", async () => {
    const refused = await createPost("wrong-sub", { sources: SOURCES, subCategory: { connect: { slug: "viral-stis" } } });
    expect(refused.status).toBe(400);
    expect(message(refused)).toMatch(/^subCategory: "viral-stis" is not a sub-category of "prevention" \(its sub-categories: (prep-pep|safer-sex|vaccines)(, (prep-pep|safer-sex|vaccines)){2}\)$/);
    const moved = await updatePost("sample-article-6", { category: { connect: { slug: "sexual-wellbeing" } } });
    expect(message(moved)).toMatch(/^subCategory: ".+" is not a sub-category of "sexual-wellbeing" \(its sub-categories: /);
    expect((await updatePost("sample-article-6", { category: { connect: { slug: "sexual-wellbeing" } }, subCategory: { connect: { slug: "safer-sex" } } })).status).toBe(400);
    expect((await updatePost("sample-article-6", { category: { connect: { slug: "sexual-wellbeing" } }, subCategory: { connect: { slug: "symptoms-and-care" } } })).status).toBe(200);
  });
});

describe("medical review dates", () => {
  it("never records a review date without its change-log entry, nor a day that does not exist or has not come", async () => {
    const bare = await updatePost("sample-article-7", { seo: { update: { lastReviewed: today() } } });
    expect(message(bare)).toMatch(/^seo\.lastReviewed: \d{4}-\d{2}-\d{2} has no change-log entry; record what the review changed/);
    const impossible = await updatePost("sample-article-7", { changeLog: { create: [{ date: "2026-02-30", summary: "x" }] } });
    expect(message(impossible)).toBe('changeLog.create[0].date: "2026-02-30" is not a date (YYYY-MM-DD, a day that exists)');
    const future = await updatePost("sample-article-7", { changeLog: { create: [{ date: "2999-01-01", summary: "x" }] } });
    expect(message(future)).toBe("changeLog.create[0].date: 2999-01-01 is in the future");
  });
});
