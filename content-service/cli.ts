#!/usr/bin/env -S node --import tsx
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { checkContent, formatReport } from "./check";
import { EDITOR_SETTINGS_FILE, editorTarget } from "./editor-settings";
import { markdownToRichText } from "./rich-text/markdown";
import { DEFAULT_CONTENT_DIR, startContentService } from "./server";
import { ContentStore } from "./store";

/**
 * `npm run content`                      serve the content service until interrupted
 * `npm run content -- publish post <slug>`   (also: unpublish post, delete post, publish page)
 * `npm run content -- create post --title "…" --author <slug> --category <slug> [--sub-category <slug>] [--excerpt "…"] --file body.md`
 * `npm run content -- check [--now YYYY-MM-DD]`   the editors' check of the content files (CONTENT_DIR); exits 1 on errors
 *
 * Editor commands talk to the running service with its token: CONTENT_SERVICE_URL and
 * CONTENT_SERVICE_TOKEN when set, else the ones `npm run site` keeps in .editor.env.
 * Serving reads CONTENT_SERVICE_PORT (default 4000) and CONTENT_DIR (default the shipped content).
 */

async function serve(): Promise<void> {
  const port = Number(process.env.CONTENT_SERVICE_PORT ?? 4000);
  const service = await startContentService({ port, contentDir: process.env.CONTENT_DIR || undefined });
  console.log(`Content service ready:\n  master API   ${service.url}/graphql\n  preview API  ${service.url}/graphql/preview\n  assets       ${service.url}/images/ and ${service.url}/optimized/`);
  const stop = async () => {
    await service.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

async function mutate(query: string, variables: Record<string, unknown>): Promise<unknown> {
  const target = editorTarget();
  const url = `${target.url}/graphql`;
  const token = target.token;
  if (!token) {
    throw new Error(`No editor token: start the site with \`npm run site\` (it writes ${EDITOR_SETTINGS_FILE}), or set CONTENT_SERVICE_TOKEN to the token the content service was started with.`);
  }
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join(", "));
  return body.data;
}

const COMMANDS: Record<string, (slug: string) => [string, Record<string, unknown>]> = {
  "publish post": (slug) => ["mutation ($slug: String!) { publishPost(where: { slug: $slug }, to: PUBLISHED) { id slug publishedAt } }", { slug }],
  "unpublish post": (slug) => ["mutation ($slug: String!) { unpublishPost(where: { slug: $slug }, from: PUBLISHED) { id slug } }", { slug }],
  "delete post": (slug) => ["mutation ($slug: String!) { deletePost(where: { slug: $slug }) { id slug } }", { slug }],
  "publish page": (slug) => ["mutation ($slug: String!) { publishPage(where: { slug: $slug }, to: PUBLISHED) { id slug publishedAt } }", { slug }],
};

async function edit(args: string[]): Promise<void> {
  const [verb, model, ...rest] = args;
  const command = `${verb} ${model}`;
  if (command === "create post") {
    const { values } = parseArgs({
      args: rest,
      options: { title: { type: "string" }, slug: { type: "string" }, author: { type: "string" }, category: { type: "string" }, "sub-category": { type: "string" }, excerpt: { type: "string" }, file: { type: "string" } },
    });
    if (!values.title || !values.author) throw new Error("create post needs --title and --author");
    const data = {
      title: values.title,
      slug: values.slug ?? values.title,
      excerpt: values.excerpt ?? null,
      author: { connect: { slug: values.author } },
      ...(values.category ? { category: { connect: { slug: values.category } } } : {}),
      ...(values["sub-category"] ? { subCategory: { connect: { slug: values["sub-category"] } } } : {}),
      content: markdownToRichText(values.file ? readFileSync(values.file, "utf8") : ""),
    };
    console.log(JSON.stringify(await mutate("mutation ($data: PostCreateInput!) { createPost(data: $data) { id slug stage } }", { data }), null, 2));
    return;
  }
  const build = COMMANDS[command];
  if (!build || !rest[0]) throw new Error(`Unknown command "${args.join(" ")}". Try: ${[...Object.keys(COMMANDS), "create post"].join(", ")}`);
  console.log(JSON.stringify(await mutate(...build(rest[0])), null, 2));
}

function check(args: string[]): void {
  const { values } = parseArgs({ args, options: { now: { type: "string" } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now "${values.now}" is not a date (YYYY-MM-DD)`);
  const store = ContentStore.load(process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR);
  const findings = checkContent(store, { now });
  const counts = { posts: store.all("Post", "DRAFT").length, pages: store.all("Page", "DRAFT").length, assets: store.all("Asset", "DRAFT").length, promotions: store.all("Promotion", "DRAFT").length, reviews: store.all("ProductReview", "DRAFT").length };
  console.log(formatReport(findings, counts));
  if (findings.some((finding) => finding.level === "error")) process.exitCode = 1;
}

const args = process.argv.slice(2);
(args[0] === "check" ? Promise.resolve(check(args.slice(1))) : args.length ? edit(args) : serve()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
