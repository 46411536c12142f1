import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { generateWebhookSignature } from "@sti-aware/contract/webhook-signature";
import { contentQuery } from "./support/browser";
import { e2eContentSettings, startContentProcess, stopContentProcess } from "./support/content-process";
import { E2E_SECRETS, E2E_SITEMAP_CHUNK_SIZE } from "./support/secrets";
import { descendants, parseXml, textsOf } from "../support/xml";
import { SITE_LOCALES } from "@sti-aware/contract/routes";

const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
const contentPort = inject("contentPort");
const contentDir = inject("contentDir");

// A child holds at most E2E_SITEMAP_CHUNK_SIZE URLs, and an article is listed once per language.
const ARTICLES_PER_CHILD = E2E_SITEMAP_CHUNK_SIZE / SITE_LOCALES.length;

const get = (path: string) => fetch(`${siteUrl}${path}`);
const pathOf = (url: string) => new URL(url).pathname;

async function xml(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const body = await response.text();
  return { response, body, document: parseXml(body) };
}

/** Every child sitemap of the index, with the paths it lists. */
async function crawl(): Promise<{ child: string; paths: string[]; lastmods: string[] }[]> {
  const index = await xml("/sitemap.xml");
  expect(index.document.name).toBe("sitemapindex");
  return Promise.all(
    textsOf(index.document, "loc").map(async (loc) => {
      const child = await xml(pathOf(loc));
      expect(child.document.name).toBe("urlset");
      return { child: pathOf(loc), paths: textsOf(child.document, "loc").map(pathOf), lastmods: textsOf(child.document, "lastmod") };
    }),
  );
}

async function stats(): Promise<Record<string, number>> {
  return ((await (await fetch(`${contentUrl}/_stats`)).json()) as { byOperation: Record<string, number> }).byOperation;
}

async function mutate(query: string, variables?: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${contentUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_SECRETS.contentToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join(", "));
}

async function publishedPosts(): Promise<{ slug: string; updatedAt: string }[]> {
  const data = await contentQuery<{ posts: { slug: string; updatedAt: string }[] }>(contentUrl, "{ posts(first: 100, orderBy: createdAt_ASC) { slug updatedAt } }");
  return data.posts;
}


/** A medical review recorded today: a new article is reviewed before its first publication. */
const reviewedToday = () => {
  const today = new Date().toISOString().slice(0, 10);
  const reviewer = { connect: { slug: "priya-raman" } };
  return { seo: { update: { lastReviewed: today, reviewedBy: reviewer } }, changeLog: { create: [{ date: today, summary: "First review.", reviewedBy: reviewer }] } };
};

describe("sitemap index and child sitemaps", () => {
  it("robots.txt names the index; every child holds at most the chunk size; posts are listed once each, with their updatedAt", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    const children = await crawl();
    const posts = await publishedPosts();
    const pageChildren = children.filter((child) => child.child.startsWith("/sitemaps/pages-"));
    expect(pageChildren.length).toBeGreaterThanOrEqual(1);
    expect(children.map((child) => child.child)).toEqual([
      ...pageChildren.map((_, index) => `/sitemaps/pages-${index + 1}.xml`),
      ...children.filter((child) => child.child.startsWith("/sitemaps/listings-")).map((child) => child.child),
      ...Array.from({ length: Math.ceil(posts.length / ARTICLES_PER_CHILD) }, (_, index) => `/sitemaps/posts-${index + 1}.xml`),
    ]);
    for (const child of children) expect(child.paths.length, child.child).toBeLessThanOrEqual(E2E_SITEMAP_CHUNK_SIZE);
    const postChildren = children.filter((child) => child.child.startsWith("/sitemaps/posts-"));
    const english = postChildren.flatMap((child) => child.paths.flatMap((path, index) => (path.startsWith("/es/") ? [] : [{ path, lastmod: child.lastmods[index] }])));
    expect(english.map((entry) => entry.path)).toEqual(posts.map((post) => `/blog/${post.slug}`));
    expect(english.map((entry) => entry.lastmod)).toEqual(posts.map((post) => new Date(post.updatedAt).toISOString()));
    // The translations are listed too, each beside its English article.
    expect(postChildren.flatMap((child) => child.paths).filter((path) => path.startsWith("/es/blog/")).length).toBeGreaterThan(0);
    const everything = children.flatMap((child) => child.paths);
    expect(everything).toEqual(expect.arrayContaining(["/", "/blog", "/about-us", "/medical-team/amara-okafor", "/infections/page/1", "/infections/viral-stis/page/1"]));
    expect(everything).not.toContain("/privacy-policy");
    expect(new Set(everything).size).toBe(everything.length);
  });

  it("unknown children are real 404s", async () => {
    for (const path of ["/sitemaps/posts-0.xml", "/sitemaps/posts-99.xml", "/sitemaps/other-1.xml", "/sitemaps/posts-1.txt"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("generated once, served from cache", () => {
  it("a burst of 20 concurrent requests for a child nobody asked for yet causes one generation", async () => {
    // Bulk-import old posts while the service is down (no webhook fires), so a new child appears
    // that no request and no revalidation has generated yet.
    const template = JSON.parse(readFileSync(join(contentDir, "posts", readdirSync(join(contentDir, "posts"))[0]), "utf8")) as Record<string, unknown>;
    const imported = Array.from({ length: 60 }, (_, index) => `imported-archive-post-${index + 1}`);
    await stopContentProcess(contentDir, contentPort);
    for (const [index, slug] of imported.entries()) {
      const createdAt = new Date(Date.UTC(2019, 0, 1, 9) + index * 86_400_000).toISOString();
      const seo = { ...(template.seo as Record<string, unknown>), id: `seo-${slug}` };
      const post = { ...template, id: `post-${slug}`, slug, title: `Archive post ${index + 1}`, createdAt, updatedAt: createdAt, publishedAt: createdAt, seo };
      writeFileSync(join(contentDir, "posts", `post-${slug}.json`), JSON.stringify(post));
    }
    await startContentProcess(e2eContentSettings(siteUrl, contentPort, contentDir));
    try {
      const child = `/sitemaps/posts-${Math.ceil((await publishedPosts()).length / ARTICLES_PER_CHILD)}.xml`;
      const before = await stats();
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(child)));
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      const after = await stats();
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(new Set(bodies).size).toBe(1);
      expect(textsOf(parseXml(bodies[0]), "loc").length).toBeGreaterThan(0);
      // One generation: one count and one page of posts, however many requests arrived.
      expect((after.SitemapPosts ?? 0) - (before.SitemapPosts ?? 0)).toBe(1);
      expect((after.PostCount ?? 0) - (before.PostCount ?? 0)).toBe(1);
      // Repeated requests are served from the cache: no query at all.
      await Promise.all(Array.from({ length: 5 }, () => get(child).then((answer) => answer.text())));
      expect((await stats()).SitemapPosts).toBe(after.SitemapPosts);
    } finally {
      await stopContentProcess(contentDir, contentPort);
      for (const slug of imported) rmSync(join(contentDir, "posts", `post-${slug}.json`), { force: true });
      await startContentProcess(e2eContentSettings(siteUrl, contentPort, contentDir));
    }
  });
});

describe("repeated requests", () => {
  it("answer the same version gzipped with an ETag, 304 to a conditional request, and a new ETag once content changes", async () => {
    const first = await get("/rss.xml");
    const body = await first.text();
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const again = await get("/rss.xml");
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(body);
    const plain = await fetch(`${siteUrl}/rss.xml`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(body);
    const conditional = await fetch(`${siteUrl}/rss.xml`, { headers: { "if-none-match": etag } });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe("");

    const slug = `etag-post-${Date.now()}`;
    await mutate(`mutation ($data: PostCreateInput!) { createPost(data: $data) { id } }`, {
      data: { title: "A post that changes the feed", slug, author: { connect: { slug: "priya-raman" } }, category: { connect: { slug: "prevention" } }, sources: { create: [{ title: "STI Treatment Guidelines", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/" }] }, ...reviewedToday() },
    });
    try {
      await mutate(`mutation ($slug: String!) { publishPost(where: { slug: $slug }, to: PUBLISHED) { id } }`, { slug });
      await expect.poll(async () => (await get("/rss.xml")).headers.get("etag"), { timeout: 20_000, interval: 200 }).not.toBe(etag);
      const changed = await fetch(`${siteUrl}/rss.xml`, { headers: { "if-none-match": etag } });
      expect(changed.status).toBe(200);
      expect(textsOf(parseXml(await changed.text()), "title")).toContain("A post that changes the feed");
    } finally {
      await mutate(`mutation ($slug: String!) { deletePost(where: { slug: $slug }) { id } }`, { slug });
    }
  });
});

describe("revalidation on publish", () => {
  it("a published post with a hostile title reaches the RSS feed, the index and its child sitemap, all still well-formed", async () => {
    const slug = `hostile-title-${Date.now()}`;
    const title = "PrEP & PEP <b>bold</b> ]]> end \u0001\u0008 control \uD800 lone surrogate";
    const readable = "PrEP & PEP <b>bold</b> ]]> end  control  lone surrogate";
    await mutate(
      `mutation ($data: PostCreateInput!) { createPost(data: $data) { id } }`,
      { data: { title, slug, excerpt: "Excerpt & <more> ]]>", author: { connect: { slug: "priya-raman" } }, category: { connect: { slug: "prevention" } }, sources: { create: [{ title: "STI Treatment Guidelines", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/" }] }, ...reviewedToday() } },
    );
    const listed = async () => (await crawl()).flatMap((child) => child.paths).includes(`/blog/${slug}`);
    let deleted = false;
    try {
      await mutate(`mutation ($slug: String!) { publishPost(where: { slug: $slug }, to: PUBLISHED) { id } }`, { slug });
      const rssTitles = async () => textsOf((await xml("/rss.xml")).document, "title");
      await expect.poll(async () => (await rssTitles())[1], { timeout: 20_000, interval: 200 }).toBe(readable);
      const rss = (await xml("/rss.xml")).document;
      expect(textsOf(descendants(rss, "item")[0], "description")).toEqual(["Excerpt & <more> ]]>"]);
      await expect.poll(listed, { timeout: 20_000, interval: 200 }).toBe(true);
      // The newest post is the last URL of the last post chunk, and the index dates that chunk by it.
      const last = (await crawl()).filter((child) => child.child.startsWith("/sitemaps/posts-")).at(-1);
      expect(last?.paths.at(-1)).toBe(`/blog/${slug}`);
      const index = (await xml("/sitemap.xml")).document;
      const entry = descendants(index, "sitemap").find((sitemap) => pathOf(textsOf(sitemap, "loc")[0]) === last?.child);
      expect(textsOf(entry!, "lastmod")[0]).toBe(last?.lastmods.at(-1));
      await mutate(`mutation ($slug: String!) { deletePost(where: { slug: $slug }) { id } }`, { slug });
      deleted = true;
      await expect.poll(async () => (await rssTitles()).includes(readable), { timeout: 20_000, interval: 200 }).toBe(false);
      await expect.poll(listed, { timeout: 20_000, interval: 200 }).toBe(false);
    } finally {
      if (!deleted) await mutate(`mutation ($slug: String!) { deletePost(where: { slug: $slug }) { id } }`, { slug });
    }
  });
});

describe("content service outage", () => {
  it("serves the sitemaps and the feed from their last good render, and 503 with Retry-After where nothing is known yet", async () => {
    const known = ["/sitemap.xml", "/sitemaps/pages-1.xml", "/sitemaps/posts-1.xml", "/rss.xml"];
    const before = await Promise.all(known.map(async (path) => (await xml(path)).body));
    await stopContentProcess(contentDir, contentPort);
    try {
      for (const [index, path] of known.entries()) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toBe(before[index]);
      }
      // A publish webhook during the outage cannot regenerate them, and must not lose them either.
      const rawBody = JSON.stringify({ operation: "publish", data: { __typename: "Post", id: "post-hpv-what-you-should-know", slug: "hpv-what-you-should-know", stage: "PUBLISHED" } });
      const webhook = await fetch(`${siteUrl}/api/revalidate`, {
        method: "POST",
        headers: { "content-type": "application/json", "gcms-signature": generateWebhookSignature({ rawBody, secret: E2E_SECRETS.webhook }) },
        body: rawBody,
      });
      // Said honestly: nothing could be regenerated, so the answer is 502 naming the paths (Hygraph retries later).
      expect(webhook.status).toBe(502);
      const report = (await webhook.json()) as { failed: { path: string }[] };
      expect(report.failed.map((failure) => failure.path)).toContain("/blog/hpv-what-you-should-know");
      for (const [index, path] of known.entries()) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toBe(before[index]);
      }
      const unknown = await get("/sitemaps/posts-77.xml");
      expect(unknown.status).toBe(503);
      expect(unknown.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(unknown.headers.get("cache-control")).toBe("no-store");
    } finally {
      await startContentProcess(e2eContentSettings(siteUrl, contentPort, contentDir));
    }
    expect((await get("/sitemaps/posts-77.xml")).status).toBe(404);
  });
});
