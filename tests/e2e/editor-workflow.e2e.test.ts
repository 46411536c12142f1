import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import { E2E_SECRETS } from "./support/secrets";

/**
 * The README's "Editing and publishing" walk-through, its commands run as written (parsed from the
 * README; only the editor's own files, body.md and diagram.png, are found in a temporary folder),
 * against the end-to-end content service and the production build: a Markdown draft seen only in
 * preview, an uploaded image embedded, sources, SEO and a review, publishing that every page shows,
 * and unpublishing that takes it off every page. Then the README's correction: a published
 * article pulled as Markdown, one sentence edited, pushed with its review and published.
 */

const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
const run = promisify(execFile);
const workDir = mkdtempSync(join(tmpdir(), "editor-workflow-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The shell commands of the README's first block after `heading`, continuation lines joined. */
function readmeCommands(heading = "### Editing and publishing in the embedded service"): string[] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf(heading));
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block.replace(/\\\n\s*/g, "").split("\n").filter((line) => line.startsWith("npm run content -- "));
}

/** Runs one README line in a shell, as the editor types it, with the editor settings `npm run site` would give. */
async function editor(line: string): Promise<{ status: number; output: string }> {
  const command = line.replace(/(?<= )(body\.md|diagram\.png|correction\.md)\b/g, (file) => join(workDir, file));
  try {
    const { stdout, stderr } = await run("bash", ["-c", command], { env: { ...process.env, CONTENT_SERVICE_URL: contentUrl, CONTENT_SERVICE_TOKEN: E2E_SECRETS.contentToken } });
    return { status: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, output: failed.stdout + failed.stderr };
  }
}

const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${siteUrl}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
};

/** Every address the sitemap index lists, through its child sitemaps. */
async function sitemapUrls(): Promise<string> {
  const index = (await page("/sitemap.xml")).html;
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return (await Promise.all(children.map(async (child) => (await page(child)).html))).join("\n");
}

describe("the README's editor workflow", () => {
  it("creates, previews, uploads and embeds, reviews, publishes and unpublishes, every page following", async () => {
    const commands = readmeCommands();
    expect(commands.map((command) => command.split(" ").slice(4, 6).join(" "))).toEqual(["create post", "upload diagram.png", "update post", "publish post", "unpublish post"]);
    const [create, upload, update, publish, unpublish] = commands;
    const slug = "preparing-for-an-sti-test";
    const title = "Preparing for an STI test";
    const path = `/blog/${slug}`;
    writeFileSync(join(workDir, "body.md"), "## Before the test\n\nMost STIs cause no symptoms, so [testing](/sti-testing/page/1) is the only way to know.\n");
    writeFileSync(join(workDir, "diagram.png"), await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 30, g: 90, b: 140 } } }).png().toBuffer());

    // A draft: not on the site, visible in preview as a draft.
    expect((await editor(create)).status).toBe(0);
    expect((await page(path)).status).toBe(404);
    const preview = await fetch(`${siteUrl}/api/preview?secret=${E2E_SECRETS.preview}&slug=${slug}`, { redirect: "manual" });
    const cookie = preview.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
    const draft = await page(path, cookie);
    expect(draft.status).toBe(200);
    expect(draft.html).toContain(title);
    expect(draft.html).toContain("Draft");
    expect((await page(path)).status).toBe(404);

    // The image, then the body that embeds it.
    const uploaded = await editor(upload);
    expect(uploaded.status).toBe(0);
    const assetId = /\{\{embed Asset (asset-[\w-]+)\}\}/.exec(uploaded.output)?.[1];
    const fileName = /\/images\/([\w.-]+)/.exec(uploaded.output)?.[1];
    expect(assetId).toBeDefined();
    writeFileSync(join(workDir, "body.md"), `${readFileSync(join(workDir, "body.md"), "utf8")}\n{{embed Asset ${assetId}}}\n`);
    const updated = await editor(update);
    expect(updated.output).not.toMatch(/error|refused/i);
    expect(updated.status).toBe(0);

    // Published: the command waits for the site to take the change; its pages regenerate right after.
    const published = await editor(publish);
    expect(published.output).toContain("Site accepted the change");
    expect(published.status).toBe(0);
    await expect.poll(async () => (await page(path)).status, { timeout: 20_000, interval: 200 }).toBe(200);
    const article = await page(path);
    // The SEO record: the page title and description.
    expect(article.html).toMatch(/<title[^>]*>Preparing for an STI test \| STI Aware<\/title>/);
    expect(article.html).toMatch(/<meta name="description" content="What to do before an STI test and when to take it\."/);
    expect(article.html).toContain(fileName);
    expect(article.html).toContain('alt="The steps of a home STI test, from ordering the kit to the result"');
    expect(article.html).toContain("Getting Tested for STIs");
    expect(article.html).toContain("First medical review.");
    expect(article.html).not.toContain(">Draft<");
    for (const listing of ["/blog", "/sti-testing/page/1"]) await expect.poll(async () => (await page(listing)).html, { timeout: 20_000, interval: 200 }).toContain(title);
    await expect.poll(async () => (await page("/rss.xml")).html, { timeout: 20_000, interval: 200 }).toContain(title);
    await expect.poll(sitemapUrls, { timeout: 20_000, interval: 200 }).toContain(`${siteUrl}${path}`);

    // Unpublished: gone from every page.
    const unpublished = await editor(unpublish);
    expect(unpublished.output).toContain("Site accepted the change");
    expect(unpublished.status).toBe(0);
    await expect.poll(async () => (await page(path)).status, { timeout: 20_000, interval: 200 }).toBe(404);
    for (const listing of ["/blog", "/sti-testing/page/1", "/rss.xml"]) await expect.poll(async () => (await page(listing)).html, { timeout: 20_000, interval: 200 }).not.toContain(title);
    await expect.poll(sitemapUrls, { timeout: 20_000, interval: 200 }).not.toContain(`${siteUrl}${path}`);

    // Leave the shared content as the other suites expect it.
    expect((await editor(`npm run content -- delete post ${slug} --yes`)).status).toBe(0);
  });

  it("corrects one sentence of a published article: pull, edit, push with its review, publish; nothing else in it changes", async () => {
    const commands = readmeCommands("#### Correcting a published article");
    expect(commands.map((command) => command.split(" ").slice(4, 7).join(" "))).toEqual(["pull post dental-dams-and-oral-sex", "update post dental-dams-and-oral-sex", "publish post dental-dams-and-oral-sex"]);
    const [pull, update, publish] = commands;
    const path = "/blog/dental-dams-and-oral-sex";
    /** The article's body as readers get it: from its rich text to its sources. */
    const body = async () => {
      const html = (await page(path)).html;
      return html.slice(html.indexOf('class="rich-text"'), html.indexOf('class="article__sources"'));
    };
    const before = await body();
    const sentence = "The risk of HIV through oral sex is low";
    const corrected = "The risk of getting HIV through oral sex is low";
    expect(before).toContain(sentence);

    const pulled = await editor(pull);
    expect(pulled.status, pulled.output).toBe(0);
    expect(pulled.output).not.toContain("cannot be written in Markdown");
    const file = join(workDir, "correction.md");
    const markdown = readFileSync(file, "utf8");
    expect(markdown).toMatch(/^---\ntitle: /);
    writeFileSync(file, markdown.replace(sentence, corrected));
    const updated = await editor(update);
    expect(updated.status, updated.output).toBe(0);
    const published = await editor(publish);
    expect(published.output).toContain("Site accepted the change");
    expect(published.status).toBe(0);

    await expect.poll(body, { timeout: 20_000, interval: 200 }).toContain(corrected);
    const after = await body();
    expect(after).toContain(corrected);
    expect(after.replace(corrected, sentence)).toBe(before);
    expect((await page(path)).html).toContain("HIV risk sentence reworded for clarity; no medical change.");
  });
});
