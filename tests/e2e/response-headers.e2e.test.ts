import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { freePort, stop, waitForHttp } from "../../scripts/lib/processes";
import { e2eSiteEnvironment, startSite } from "./support/global-setup";
import { mutate } from "./support/mutations";

/**
 * Every response carries Cache-Control, on an instance that has just started as well: a page
 * first generated after the build (by a publish webhook) was once served, after a restart,
 * without Cache-Control and as stale. The restarted instance is a second `next start` of the
 * end-to-end build, over the same page cache on disk, started after the page was generated.
 */
const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
const contentDir = inject("contentDir");
const slug = `generated-after-build-${Date.now()}`;
let restarted: ChildProcess | undefined;
let restartedUrl: string;


/** A medical review recorded today (GraphQL input): a new article is reviewed before its first publication. */
function publishableReview(): string {
  const today = new Date().toISOString().slice(0, 10);
  return `seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "priya-raman" } } } }, changeLog: { create: [{ date: "${today}", summary: "First review.", reviewedBy: { connect: { slug: "priya-raman" } } }] }`;
}

beforeAll(async () => {
  await mutate(contentUrl, `mutation { createPost(data: { title: "Generated after the build", slug: "${slug}", author: { connect: { slug: "priya-raman" } }, category: { connect: { slug: "prevention" } }, sources: { create: [{ title: "STI Treatment Guidelines", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/" }] }, ${publishableReview()} }) { id } }`);
  await mutate(contentUrl, `mutation { publishPost(where: { slug: "${slug}" }, to: PUBLISHED) { id } }`);
  // The publish webhook has the running site generate the article.
  await vi.waitFor(async () => expect((await fetch(`${siteUrl}/blog/${slug}`)).status).toBe(200), { timeout: 20_000, interval: 200 });
  const port = await freePort();
  restartedUrl = `http://127.0.0.1:${port}`;
  restarted = startSite(port, e2eSiteEnvironment({ siteUrl, contentUrl, contentDir, sentryDsn: "" }));
  await waitForHttp(`${restartedUrl}/robots.txt`, 60_000);
}, 90_000);

afterAll(async () => {
  await stop(restarted);
  await mutate(contentUrl, `mutation { deletePost(where: { slug: "${slug}" }) { id } }`);
});

const request = (path: string, method = "GET") => fetch(`${restartedUrl}${path}`, { method, redirect: "manual" });

describe("after a restart", () => {
  it("a page first generated after the build keeps its lifetime: Cache-Control and a cache hit, not stale", async () => {
    const response = await request(`/blog/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("s-maxage=3600, stale-while-revalidate=31532400");
    expect(response.headers.get("x-nextjs-cache")).toBe("HIT");
  });

  it.each([
    "/",
    "/blog",
    "/blog/chlamydia-symptoms-testing-treatment",
    "/prevention/page/1",
    "/medical-team/amara-okafor",
    "/about-us",
    "/blog/no-such-article",
    "/no-such-page",
    "/when-to-test",
    "/search?q=chlamydia",
    "/robots.txt",
    "/rss.xml",
    "/sitemap.xml",
    "/favicon.svg",
    "/blog/",
    "/api/posts?list=category&category=prevention&limit=9&offset=9",
    "/api/preview",
    "/api/revalidate",
  ])("GET %s carries Cache-Control", async (path) => {
    const response = await request(path);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("cache-control")).toBeTruthy();
  });

  it("the site's scripts carry Cache-Control (immutable)", async () => {
    const html = await (await request("/")).text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await request(script ?? "")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("methods a route does not support get 405 with Allow", () => {
  it.each([
    ["/blog/chlamydia-symptoms-testing-treatment", "POST", "GET, HEAD"],
    ["/", "DELETE", "GET, HEAD"],
    ["/search?q=chlamydia", "DELETE", "GET, HEAD"],
    ["/search?q=chlamydia", "POST", "GET, HEAD"],
    ["/search?q=chlamydia", "OPTIONS", "GET, HEAD"],
    ["/when-to-test", "OPTIONS", "GET, HEAD, POST"],
    ["/when-to-test", "PUT", "GET, HEAD, POST"],
    ["/robots.txt", "OPTIONS", "GET, HEAD"],
    ["/sitemap.xml", "OPTIONS", "GET, HEAD"],
    ["/rss.xml", "POST", "GET, HEAD"],
    ["/api/posts?list=category&category=prevention&limit=9&offset=9", "POST", "GET, HEAD"],
    ["/api/revalidate", "GET", "POST"],
    ["/api/search", "GET", "POST"],
    ["/api/preview", "DELETE", "GET, HEAD"],
  ])("%s %s", async (path, method, allowed) => {
    const response = await request(path, method);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")?.replace(/,\s*/g, ", ")).toBe(allowed);
  });
});
