import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GetStaticPropsContext } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentApi } from "@/content-service/hygraph/content-api";
import { runImport } from "@/content-service/hygraph/import";
import { readAll } from "@/content-service/hygraph/import-read";
import { ImportModels } from "@/content-service/hygraph/import-models";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { clearSharedContext } from "@/lib/server/content/shared-context";
import { getStaticProps as articleProps } from "@/pages/blog/[slug]";
import { getStaticProps as contentPageProps } from "@/pages/[slug]";

/**
 * The site rendered from a project filled by `npm run hygraph:import` is the site rendered from
 * the embedded content: every article and content page's HTML, in English and in Spanish, rendered by the pages' own
 * getStaticProps, once from the shipped content and once from a second, empty service the import
 * filled. The site reads both through one address (a relay switched between them), as a site
 * reconfigured to a new project would.
 */

const SHIPPED = join(import.meta.dirname, "..", "..", "content-service", "content");
const TOKEN = "import-pages-token";
const dirs: string[] = [];
let source: ContentService;
let target: ContentService;
let relay: Server;
let upstream = "";

const slugsIn = (folder: string, prefix: string) =>
  readdirSync(join(SHIPPED, folder))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(prefix.length, -".json".length));

/** The Spanish slugs of a folder's entries whose Spanish is published. */
const spanishSlugsIn = (folder: string) =>
  readdirSync(join(SHIPPED, folder))
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => {
      const entry = JSON.parse(readFileSync(join(SHIPPED, folder, file), "utf8")) as { _published?: typeof entry; localizations?: { es?: { slug?: string; publishedAt?: string | null } } };
      const spanish = (entry._published ?? entry).localizations?.es;
      return spanish?.slug && spanish.publishedAt ? [spanish.slug] : [];
    });

beforeAll(async () => {
  const [sourceDir, targetDir, stateDir] = ["import-pages-source-", "import-pages-target-", "import-pages-state-"].map((prefix) => mkdtempSync(join(tmpdir(), prefix)));
  dirs.push(sourceDir, targetDir, stateDir);
  cpSync(SHIPPED, sourceDir, { recursive: true });
  source = await startContentService({ port: 0, contentDir: sourceDir, stateDir, token: TOKEN, previewToken: TOKEN });
  target = await startContentService({ port: 0, contentDir: targetDir, stateDir, token: TOKEN, previewToken: TOKEN });
  const summary = await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: sourceDir, log: () => {} });
  expect(summary.failed).toEqual([]);
  relay = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)) as [string, string][]);
    const answer = await fetch(`${upstream}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const relayUrl = `http://127.0.0.1:${(relay.address() as { port: number }).port}`;
  process.env.CONTENT_API_URL = `${relayUrl}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${relayUrl}/graphql/preview`;
  process.env.CONTENT_PREVIEW_API_TOKEN = TOKEN;
  process.env.NEXT_PUBLIC_IMAGE_CDN_URL = relayUrl;
  process.env.NEXT_PUBLIC_SITE_URL = "https://stiaware.example";
}, 240_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
  await source?.close();
  await target?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Props = { props?: { html?: string } };
/** Every article's and content page's HTML from the service the relay points at. */
async function renderSite(from: ContentService): Promise<Map<string, string>> {
  upstream = from.url;
  clearSharedContext();
  const html = new Map<string, string>();
  for (const slug of slugsIn("posts", "post-")) html.set(`/blog/${slug}`, ((await articleProps({ params: { slug } } as GetStaticPropsContext)) as Props).props?.html ?? "");
  for (const slug of slugsIn("pages", "page-")) html.set(`/${slug}`, ((await contentPageProps({ params: { slug } } as GetStaticPropsContext)) as Props).props?.html ?? "");
  for (const slug of spanishSlugsIn("posts")) html.set(`/es/blog/${slug}`, ((await articleProps({ params: { slug }, locale: "es" } as GetStaticPropsContext)) as Props).props?.html ?? "");
  for (const slug of spanishSlugsIn("pages")) html.set(`/es/${slug}`, ((await contentPageProps({ params: { slug }, locale: "es" } as GetStaticPropsContext)) as Props).props?.html ?? "");
  return html;
}

/** Each entry's id in `from` by its model and unique key. */
async function idsByKey(from: ContentService): Promise<Map<string, string>> {
  const models = new ImportModels();
  const api = new ContentApi({ endpoint: `${from.url}/graphql`, token: TOKEN });
  const ids = new Map<string, string>();
  for (const model of models.order()) {
    for (const entry of await readAll(api, models, model, "DRAFT")) ids.set(`${model}:${String(entry[models.uniqueField(model)])}`, String(entry.id));
  }
  return ids;
}

/**
 * What the project names itself read as the shipped content names it: its entry ids (in
 * analytics attributes, anchors) as the shipped ids of the same entries, and an uploaded file's
 * name without the suffix the upload adds (`cover-x-3f9a1c.svg` as `cover-x.svg`).
 */
async function asShipped(): Promise<(html: string) => string> {
  const shippedIds = await idsByKey(source);
  const renames = [...(await idsByKey(target))].map(([key, id]) => [id, shippedIds.get(key) ?? id] as const);
  return (html) => renames.reduce((text, [id, shipped]) => text.replaceAll(id, shipped), html).replace(/-[0-9a-f]{6}(\.(?:svg|png|jpg|webp|gif|avif))/g, "$1");
}

/** Where two renderings part, with some context from each; null when they are the same. */
function firstDifference(expected: string, actual: string): { expected: string; actual: string } | null {
  if (expected === actual) return null;
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  return { expected: expected.slice(Math.max(0, at - 80), at + 120), actual: actual.slice(Math.max(0, at - 80), at + 120) };
}

describe("the site from an imported project", () => {
  it("renders every article and content page as the site from the embedded content does", async () => {
    const shipped = await renderSite(source);
    const imported = await renderSite(target);
    const normalise = await asShipped();
    expect(shipped.size).toBeGreaterThan(40);
    // The Spanish site too: every published Spanish article and page.
    expect([...shipped.keys()].filter((path) => path.startsWith("/es/")).length).toBeGreaterThan(25);
    for (const [path, html] of shipped) {
      expect(html.length, path).toBeGreaterThan(1000);
      expect(firstDifference(html, normalise(imported.get(path) ?? "")), path).toBeNull();
    }
  }, 240_000);
});
