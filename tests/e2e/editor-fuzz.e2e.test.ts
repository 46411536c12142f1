import type { ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { freePort, NEXT_BIN, NEXT_BUILD_ARGS, run, siteEnvironment, start, stop, waitForHttp } from "../../scripts/lib/processes";

/**
 * A careless (or hostile) editor, generated: rich-text documents and field values written through
 * the real mutation API of a real content service. Each write is either refused with a clear 400
 * or every page showing it answers 200 (checked in draft mode, which renders on every request);
 * at the end every accepted document is published, the content service restarts on the result
 * and `next build` succeeds over it. Fixed seed and run count: the same documents every time.
 */

const SEED = 1717;
const RUNS = 100;
const TOKEN = "fuzz-content-token";
const PREVIEW_SECRET = "fuzz-preview-secret";
const PREVIEW_TOKEN = "fuzz-preview-token";

const SERVE_DIR = ".next-fuzz-serve";
const BUILD_DIR = ".next-fuzz-build";

let contentDir: string;
let service: ContentService;
let site: ChildProcess | undefined;
let siteUrl: string;
let draftCookie: string;
const acceptedPosts: string[] = [];
const touchedPages = new Set<string>();
let acceptedPageWrites = 0;
const refusals: string[] = [];

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), "sti-aware-fuzz-"));
  cpSync("content-service/content", contentDir, { recursive: true });
  service = await startContentService({ port: 0, contentDir, token: TOKEN, previewToken: PREVIEW_TOKEN });
  // A private copy of the end-to-end build, served against this test's own content service.
  rmSync(SERVE_DIR, { recursive: true, force: true });
  cpSync(".next-e2e", SERVE_DIR, { recursive: true });
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  const env = siteEnvironment(service.url, { NEXT_DIST_DIR: SERVE_DIR, PREVIEW_SECRET, CONTENT_PREVIEW_API_TOKEN: PREVIEW_TOKEN, REVALIDATE_SECONDS: "3600" });
  site = start(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
  await waitForHttp(`${siteUrl}/`, 60_000);
  const preview = await fetch(`${siteUrl}/api/preview?secret=${PREVIEW_SECRET}&slug=what-is-prep`, { redirect: "manual" });
  draftCookie = preview.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  expect(draftCookie).toContain("__prerender_bypass");
}, 120_000);

afterAll(async () => {
  await stop(site);
  await service?.close();
  rmSync(SERVE_DIR, { recursive: true, force: true });
  rmSync(BUILD_DIR, { recursive: true, force: true });
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- generators

const HYGRAPH_TYPES = [
  "paragraph", "heading-one", "heading-two", "heading-three", "heading-four", "heading-five", "heading-six",
  "bulleted-list", "numbered-list", "list-item", "list-item-child", "block-quote", "code-block", "link", "embed",
  "table", "table_head", "table_body", "table_row", "table_cell", "table_header_cell", "class", "image", "video", "iframe",
];
const EXISTING: Record<string, string> = {
  Asset: "asset-what-is-prep-1",
  DeepLink: "deeplink-testwise",
  Promotion: "promo-homecheck-basic",
  ProductReview: "review-testwise",
  Faq: "faq-what-is-prep-1",
  Chart: "chart-best-std-tests",
  Topic: "topic-how-we-review",
  Post: "post-what-is-prep",
  Page: "page-about-us",
  Author: "author-amara-okafor",
  Category: "category-prevention",
};
const PAGE_SLUGS = ["about-us", "best-at-home-std-tests", "medical-review-policy"];

const oddText = fc.constantFrom(
  "constructor", "__proto__", "toString", "hasOwnProperty", "valueOf",
  "</script><script>alert(1)</script>", "\u2028\u2029", "\u0000\u0001\u000b\u001f\ufffe\uffff", "\ud800 lone surrogate",
  "]]><!-- -->", "&amp;&#0;", "{{embed Promotion promo-homecheck-basic}}", "javascript:alert(1)", "",
);
// Long runs that make backtracking parsers quadratic.
const longText = fc.constantFrom("**a".repeat(20_000), "[".repeat(30_000), "<script>".repeat(5_000), "_a ".repeat(20_000), "a".repeat(60_000));
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 3, arbitrary: oddText },
  { weight: 1, arbitrary: longText },
);
/** Mostly what an editor would type, sometimes what no editor should: every generator leans valid, so pages get rendered. */
const mostly = <T, U>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) => fc.oneof({ weight: 9, arbitrary: usual }, { weight: 1, arbitrary: odd });
const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), oddText, fc.constant([]), fc.constant({}), fc.dictionary(oddText, fc.string(), { maxKeys: 2 }));
const blockType = fc.constantFrom(...HYGRAPH_TYPES.filter((type) => !["link", "embed", "image", "video", "iframe", "class"].includes(type)));
const nodeType = mostly(blockType, fc.oneof(fc.constantFrom(...HYGRAPH_TYPES), oddText, junk));
const models = Object.keys(EXISTING);

/** Lists nested deeper than any editor would: bulleted-list > list-item > list-item-child > … */
const deepList = fc.integer({ min: 1, max: 600 }).map((depth) => {
  let inner: unknown = { text: "deep" };
  for (let level = 0; level < depth; level++) {
    inner = { type: "bulleted-list", children: [{ type: "list-item", children: [{ type: "list-item-child", children: [inner] }] }] };
  }
  return { children: [inner] };
});

/**
 * Rich-text documents for a field that may embed `embeddable` models: careful ones keep to the
 * node shapes (their text is still hostile), careless ones break a rule here and there.
 */
function documentFor(embeddable: string[], careful: boolean) {
  const mostly = <T, U>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) => (careful ? usual : fc.oneof({ weight: 9, arbitrary: usual }, { weight: 1, arbitrary: odd }));
  const leaf = fc.record(
    { text: mostly(text, junk), bold: mostly(fc.boolean(), junk), italic: fc.boolean(), code: fc.boolean() },
    { requiredKeys: ["text"] },
  );
  const target = mostly(
    fc.constantFrom(...embeddable).map((model) => ({ nodeType: model, nodeId: EXISTING[model] })),
    fc.record({ nodeType: fc.oneof(fc.constantFrom(...models), junk), nodeId: fc.oneof(fc.constantFrom(...Object.values(EXISTING), "missing-entry", "__proto__"), junk) }),
  );
  const embed = target.map((reference) => ({ type: "embed", ...reference, children: [{ text: "" }] }));
  const link = fc.oneof(
    fc.record({
      type: fc.constant("link"),
      href: mostly(fc.constantFrom("https://example.org/", "/blog", "#top", "mailto:a@b.example", "data:text/html,x", "javascript:alert(1)"), text),
      openInNewTab: mostly(fc.boolean(), junk),
      children: fc.array(leaf, { minLength: 1, maxLength: 2 }),
    }),
    fc.tuple(target, fc.array(leaf, { minLength: 1, maxLength: 2 })).map(([reference, children]) => ({ type: "link", ...reference, children })),
  );
  const { element } = fc.letrec<{ node: unknown; element: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 6, arbitrary: leaf },
      { weight: 3, arbitrary: tie("element") },
      { weight: 1, arbitrary: link },
      { weight: careful ? 0 : 1, arbitrary: junk },
    ),
    element: fc.record({ type: careful ? blockType : nodeType, children: mostly(fc.array(tie("node"), { minLength: 1, maxLength: 4 }), junk) }, { requiredKeys: careful ? ["type", "children"] : ["type"] }),
  }));
  const block = fc.oneof({ weight: 5, arbitrary: element }, { weight: 2, arbitrary: embed }, { weight: careful ? 0 : 1, arbitrary: fc.oneof(leaf, junk) });
  const documents = fc.record({ children: fc.array(block, { maxLength: 6 }) });
  return careful ? documents : fc.oneof({ weight: 4, arbitrary: documents }, { weight: 1, arbitrary: deepList }, { weight: 1, arbitrary: junk });
}
const documentsFor = (embeddable: string[]) => fc.oneof({ weight: 3, arbitrary: documentFor(embeddable, true) }, { weight: 2, arbitrary: documentFor(embeddable, false) });
const postDocument = documentsFor(["Asset", "DeepLink", "Promotion", "ProductReview", "Faq"]);
const pageDocument = documentsFor(["Post", "Page", "Promotion", "Asset", "DeepLink", "Faq", "Chart", "Topic"]);

type PostWrite = { kind: "post"; title: unknown; slug: unknown; excerpt: unknown; tags: unknown; content: unknown };
type PageWrite = { kind: "page"; slug: string; title: unknown; headerOneText: unknown; headerTwoText: unknown; metaDescription: unknown; content: unknown };
type Write = PostWrite | PageWrite;

let postNumber = 0;
const postWrite: fc.Arbitrary<Write> = fc
  .record({
    title: mostly(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), oddText), fc.oneof(text, junk)),
    hostileSlug: mostly(fc.constant(false), fc.constant(true)),
    excerpt: fc.option(mostly(fc.oneof(fc.string({ maxLength: 80 }), oddText), text)),
    tags: mostly(fc.array(fc.oneof(fc.string({ maxLength: 20 }), oddText), { maxLength: 3 }), fc.oneof(fc.array(text, { maxLength: 3 }), junk)),
    content: fc.option(postDocument, { freq: 8 }),
  })
  .map(({ title, hostileSlug, excerpt, tags, content }) => ({
    kind: "post",
    title,
    // Mostly a fresh slug, so most posts can be accepted; sometimes the hostile text itself.
    slug: hostileSlug ? title : `fuzz-post-${++postNumber}`,
    excerpt,
    tags,
    content,
  }));
const pageWrite: fc.Arbitrary<Write> = fc.record({
  kind: fc.constant("page" as const),
  slug: fc.constantFrom(...PAGE_SLUGS),
  title: fc.option(mostly(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), oddText), text)),
  headerOneText: fc.option(mostly(oddText, text)),
  headerTwoText: fc.option(mostly(oddText, text)),
  metaDescription: fc.option(mostly(oddText, text)),
  content: fc.option(pageDocument, { freq: 8 }),
});
const write = fc.oneof({ weight: 3, arbitrary: postWrite }, { weight: 1, arbitrary: pageWrite });

// ---------------------------------------------------------------- the site and the service

type MutationAnswer = { status: number; body: { data?: Record<string, { slug?: string } | null> | null; errors?: { message: string }[] } };

async function mutate(query: string, variables: Record<string, unknown>): Promise<MutationAnswer> {
  const response = await fetch(`${service.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as MutationAnswer["body"] };
}

/** Drops null fields, as an editor leaving a field untouched would. */
const defined = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));

function send(change: Write): Promise<MutationAnswer> {
  if (change.kind === "post") {
    const data = defined({ title: change.title, slug: change.slug, excerpt: change.excerpt, tags: change.tags, content: change.content });
    return mutate(
      "mutation ($data: PostCreateInput!) { createPost(data: $data) { slug } }",
      // With a source, as publishing requires; what else the editors' check refuses is allowed below.
      { data: { ...data, author: { connect: { slug: "amara-okafor" } }, category: { connect: { slug: "prevention" } }, sources: { create: [{ title: "STI Treatment Guidelines", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/" }] } } },
    );
  }
  const data = defined({ title: change.title, headerOneText: change.headerOneText, headerTwoText: change.headerTwoText, metaDescription: change.metaDescription, content: change.content });
  // An edit after a page's last medical review needs a new one before it is published.
  data.seo = { update: { lastReviewed: new Date().toISOString().slice(0, 10), reviewedBy: { connect: { slug: "priya-raman" } } } };
  return mutate("mutation ($slug: String!, $data: PageUpdateInput!) { updatePage(where: { slug: $slug }, data: $data) { slug } }", { slug: change.slug, data });
}

/** Every page that shows the entry, in draft mode. */
function pagesShowing(change: Write, slug: string): string[] {
  if (change.kind === "page") return [`/${slug}`];
  return [`/blog/${slug}`, "/blog", "/", "/prevention/page/1", "/medical-team/amara-okafor"];
}

const draftStatus = async (path: string) =>
  (await fetch(`${siteUrl}${path}`, { headers: { cookie: draftCookie }, redirect: "manual", signal: AbortSignal.timeout(30_000) })).status;

const FIELDS = /\b(title|slug|excerpt|tags|content|headerOneText|headerTwoText|metaDescription|data)\b/;

describe("an editor's mistakes, generated", () => {
  it(`each of ${RUNS} generated writes is refused with a clear 400 or every page showing it answers 200`, async () => {
    await fc.assert(
      fc.asyncProperty(write, async (change) => {
        const answer = await send(change);
        expect([200, 400], JSON.stringify(answer.body).slice(0, 500)).toContain(answer.status);
        if (answer.status === 400) {
          const message = answer.body.errors?.map((error) => error.message).join("; ") ?? "";
          // Clear: says which field, and is short enough to read.
          expect(message).toMatch(FIELDS);
          expect(message.length).toBeLessThan(1_000);
          refusals.push(message);
          return;
        }
        expect(answer.body.errors).toBeUndefined();
        const slug = Object.values(answer.body.data ?? {})[0]?.slug ?? "";
        if (change.kind === "post") acceptedPosts.push(slug);
        else {
          touchedPages.add(slug);
          acceptedPageWrites++;
        }
        for (const path of pagesShowing(change, slug)) expect(`${path} ${await draftStatus(path)}`).toBe(`${path} 200`);
      }),
      { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 240_000, markInterruptAsFailure: true },
    );
    console.log(`fuzz: ${RUNS} writes: ${acceptedPosts.length} new posts and ${acceptedPageWrites} page edits (${touchedPages.size} pages) accepted, ${refusals.length} refused`);
    for (const message of new Set(refusals.map((refusal) => refusal.slice(0, 160)))) console.log(`  refused: ${message}`);
  }, 300_000);

  it("publishes every accepted document the editors' check passes, restarts the content service on the result, and builds the site over it", async () => {
    // Publishing refuses what the editors' check finds (a generated link to a page that does not exist, say), naming it.
    const published = (answer: MutationAnswer) => answer.status === 200 || (answer.status === 400 && /^publish(Post|Page): .* from the editors' check/.test(answer.body.errors?.[0]?.message ?? ""));
    for (const slug of acceptedPosts) {
      const answer = await mutate("mutation ($slug: String!) { publishPost(where: { slug: $slug }) { slug } }", { slug });
      expect(published(answer), JSON.stringify(answer.body)).toBe(true);
    }
    for (const slug of touchedPages) {
      const answer = await mutate("mutation ($slug: String!) { publishPage(where: { slug: $slug }) { slug } }", { slug });
      expect(published(answer), JSON.stringify(answer.body)).toBe(true);
    }
    await service.close();
    service = await startContentService({ port: 0, contentDir, token: TOKEN, previewToken: PREVIEW_TOKEN });
    rmSync(BUILD_DIR, { recursive: true, force: true });
    await run(process.execPath, NEXT_BUILD_ARGS, {
      env: siteEnvironment(service.url, { NEXT_DIST_DIR: BUILD_DIR, CONTENT_PREVIEW_API_TOKEN: PREVIEW_TOKEN }),
      stdio: ["ignore", "ignore", "inherit"],
    });
  }, 600_000);
});
