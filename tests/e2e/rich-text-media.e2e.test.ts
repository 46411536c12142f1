import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { E2E_SECRETS } from "./support/secrets";

const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SLUG = "draft-rich-text-media";

/**
 * A draft (so no listing, feed or other test sees it) whose content holds Hygraph's media nodes
 * as Hygraph sends them: an image on the CDN, a video, an allow-listed iframe, one that is not,
 * and a class wrapper. Shown through preview mode, with the site's real CSP.
 */
async function createDraft(): Promise<void> {
  const content = {
    children: [
      { type: "paragraph", children: [{ text: "How a self-collection kit works." }] },
      {
        type: "image",
        src: `${contentUrl}/images/collecting-a-home-test-sample-1.svg`,
        title: "collecting-a-home-test-sample-1.svg",
        altText: "Steps of collecting a home test sample",
        width: 800,
        height: 450,
        mimeType: "image/svg+xml",
        children: [{ text: "" }],
      },
      { type: "video", src: `${contentUrl}/images/kit-walkthrough.mp4`, title: "Kit walkthrough", width: 1280, height: 720, mimeType: "video/mp4", children: [{ text: "" }] },
      { type: "iframe", url: "https://www.youtube-nocookie.com/embed/Ylmd737tw5w", width: 560, height: 315, children: [{ text: "" }] },
      { type: "iframe", url: "https://tracker.example/embed", children: [{ text: "" }] },
      { type: "class", className: "callout", children: [{ type: "paragraph", children: [{ text: "Seek care within 72 hours of a possible HIV exposure." }] }] },
    ],
  };
  const response = await fetch(`${contentUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_SECRETS.contentToken}` },
    body: JSON.stringify({
      query: "mutation ($data: PostCreateInput!) { createPost(data: $data) { id } }",
      variables: { data: { title: "Draft: media in rich text", slug: SLUG, author: { connect: { slug: "priya-raman" } }, category: { connect: { slug: "sti-testing" } }, content } },
    }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
}

describe("media in an article's rich text", () => {
  it("shows Hygraph's image, video and allow-listed iframe under the site's CSP; other embeds are links", async () => {
    await createDraft();
    const { page, consoleErrors } = await openPage(browser);
    // The player itself is a third party, answered here (no internet in tests).
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }));
    await page.goto(`${siteUrl}/api/preview?secret=${E2E_SECRETS.preview}&slug=${SLUG}`);
    expect(new URL(page.url()).pathname).toBe(`/blog/${SLUG}`);

    const image = page.getByRole("img", { name: "Steps of collecting a home test sample" });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(new URL((await image.getAttribute("src"))!).pathname).toBe("/optimized/collecting-a-home-test-sample-1.svg");
    expect(await image.getAttribute("width")).toBe("400");
    expect(await image.getAttribute("height")).toBe("225");

    const video = page.locator(".rich-text video");
    expect(await video.getAttribute("src")).toBe(`${contentUrl}/images/kit-walkthrough.mp4`);
    expect(await video.getAttribute("preload")).toBe("none");
    expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);

    const frame = page.getByTitle("Embedded content from www.youtube-nocookie.com");
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => page.frames().some((child) => child.url().startsWith("https://www.youtube-nocookie.com/embed/")), { timeout: 10_000 }).toBe(true);
    expect(await frame.getAttribute("sandbox")).toContain("allow-scripts");

    expect(await page.getByRole("link", { name: "Embedded page (tracker.example)" }).getAttribute("href")).toBe("https://tracker.example/embed");
    expect(await page.locator(".rt-class-callout").innerText()).toContain("Seek care within 72 hours");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
