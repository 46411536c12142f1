#!/usr/bin/env -S node --import tsx
import { CLI_OPERATIONS } from "./cli-operations";
import { parseArgs } from "node:util";
import { basename } from "node:path";
import { checkContent, formatReport } from "../check/check";
import { mutate, preview, published } from "./editor-api";
import { confirmed } from "./confirm";
import { SYNONYM_HELP, synonymCommand } from "./cli-synonyms";
import { UPLOAD_HELP, uploadCommand } from "./upload-command";
import { deliveriesBefore, reportDelivery, WEBHOOKS_HELP, webhooksCommand } from "./webhook-report";
import { isReviewDue, reviewIntervalMonths } from "@sti-aware/contract/review-interval";
import { known, mutateWithMarkdown, strictDate } from "./cli-lookups";
import { UPDATE_PAGE_HELP, UPDATE_POST_HELP, updatePage, updatePost } from "./push-command";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";
import { normalizeSlug } from "@sti-aware/contract/slug";
import { readMarkdownFile } from "./markdown-file";
import { PULL_HELP, pullCommand } from "./pull-command";
import { DEFAULT_CONTENT_DIR, startContentService } from "../http/server";
import { ContentStore } from "../store/store";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../store/localization";
import { isTranslationBehind } from "@sti-aware/contract/translation-status";

/**
 * `npm run content`                      serve the content service until interrupted
 * `npm run content -- --help`            every editor command (list, show, create post, update post, upload,
 *                                        pull post|page, update page, publish post|page, unpublish post, delete post, webhooks, synonym, check); `<command> --help` for one
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

const SITE_REPORT = "Then reports what the site regenerated (exit code 2 when the site could not be reached or some pages failed).";

const HELP: Record<string, string> = {
  list: "npm run content -- list [--locale es] [--now YYYY-MM-DD]\n  Every post and page: slug, status (draft / published / changed since publish) and whether its medical review is due.\n  With --locale, each one's translation instead: its slug, state (missing / draft / published / changed since publish) and whether it is behind the English.",
  show: "npm run content -- show <post|page> <slug> [--locale es]\n  The entry's latest (draft) version as JSON; with --locale, its translation (by either slug) and the translation's source and review.",
  "create post": 'npm run content -- create post --title "…" --author <slug> [--category <slug>] [--sub-category <slug>] [--excerpt "…"] [--file body.md]\n  A new draft; the body is Markdown.',
  pull: PULL_HELP,
  "update post": UPDATE_POST_HELP,
  "update post|page --locale":
    "npm run content -- update post|page <slug> --locale es --file <translation.md>\n  One translation in the translators' format (front matter and Markdown body), checked, written and published in that locale.",
  "update page": UPDATE_PAGE_HELP,
  "publish post": `npm run content -- publish post <slug> [--locale es]\n  Runs the editors' check on the post and publishes it, or lists what to fix; then names any translation the change leaves behind.\n  With --locale, publishes that translation alone.\n  ${SITE_REPORT}`,
  "publish page": `npm run content -- publish page <slug> [--locale es]\n  Runs the editors' check on the page and publishes it, or lists what to fix; then names any translation the change leaves behind.\n  With --locale, publishes that translation alone.\n  ${SITE_REPORT}`,
  "unpublish post": `npm run content -- unpublish post <slug> [--force]\n  Refused while published entries link to or embed the post, unless --force.\n  ${SITE_REPORT}`,
  "delete post": "npm run content -- delete post <slug> [--yes] [--force]\n  Asks before deleting (--yes answers for scripts; without a terminal it is required).\n  Refused while entries embed or relate to it; published links to it need --force.",
  upload: UPLOAD_HELP,
  webhooks: WEBHOOKS_HELP,
  synonym: SYNONYM_HELP,
  "import-translations":
    "npm run content -- import-translations content-service/translations/es [--locale es]\n  Checks each translation file (posts/<id>.md, pages/<id>.md, <folder>/<id>.json; the folder's name is the locale)\n  and writes it as a localized update, then publishes that locale alone; a refused file is named at its line.",
  check:
    "npm run content -- check [--now YYYY-MM-DD] [--locale es]\n  The editors' check of the content files (CONTENT_DIR); exits 1 on errors. With --locale, a Translations section\n  lists stale translations (the English changed medically after their source) and missing ones (published English, no translation).",
};
const usage = () => `Commands:\n\n${Object.values(HELP).join("\n\n")}\n\nnpm run content           serve the content service`;

/** `list --locale es`: each post and page with its translation's slug and state (missing, draft, published, changed since publish; behind the English). */
async function listTranslations(locale: Locale): Promise<void> {
  type Row = { slug: string; publishedAt: string | null; changeLog?: { id: string }[]; updatedAt?: string; localizations: { slug: string; published: string | null; updated: string; translationSource: string | null }[] };
  for (const [kind, field] of [["post", "posts"], ["page", "pages"]] as const) {
    for (let skip = 0; ; skip += 100) {
      const rows = (await preview(CLI_OPERATIONS.listLocalized(field), { skip }))[field] as Row[];
      for (const row of rows) {
        const translation = row.localizations[0];
        const english = kind === "post" ? { kind, changeIds: (row.changeLog ?? []).map((change) => change.id) } : { kind, updatedAt: row.updatedAt ?? "" };
        const state = !translation ? (row.publishedAt ? "missing" : "") : !translation.published ? "draft" : translation.updated > translation.published ? "changed since publish" : "published";
        const behind = translation && isTranslationBehind(english, translation.translationSource) ? "behind the English" : "";
        console.log([kind.padEnd(4), row.slug.padEnd(48), `${locale}: ${translation?.slug ?? "—"}`.padEnd(52), state.padEnd(22), behind].join("  ").trimEnd());
      }
      if (rows.length < 100) break;
    }
  }
}

async function list(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { now: { type: "string" }, locale: { type: "string" } } });
  const locale = localeOption(values.locale);
  if (locale !== DEFAULT_LOCALE) return listTranslations(locale);
  const now = values.now ? new Date(`${strictDate(values.now, "--now")}T00:00:00Z`) : new Date();
  const config = (await preview(CLI_OPERATIONS.reviewInterval)).siteConfigs as { reviewIntervalMonths: number | null }[];
  const months = reviewIntervalMonths(config[0]?.reviewIntervalMonths);
  type Row = { id: string; slug: string; updatedAt: string; seo: { lastReviewed: string | null } | null };
  for (const [kind, field] of [["post", "posts"], ["page", "pages"]] as const) {
    const live = await publishedRevisions(field);
    for (let skip = 0; ; skip += 100) {
      const rows = (await preview(CLI_OPERATIONS.listRows(field), { skip }))[field] as Row[];
      for (const row of rows) {
        // Changed since publish: the draft is another revision than the one readers see (publishing
        // copies the draft, its updatedAt with it; a later edit moves only the draft's).
        const status = !live.has(row.id) ? "draft" : live.get(row.id) !== row.updatedAt ? "changed since publish" : "published";
        const reviewed = row.seo?.lastReviewed;
        const review = reviewed && isReviewDue(reviewed, now, months) ? `review due (last ${reviewed})` : "";
        console.log([kind.padEnd(4), row.slug.padEnd(48), status.padEnd(22), review].join("  ").trimEnd());
      }
      if (rows.length < 100) break;
    }
  }
}

/** The updatedAt of every published entry of a list (the PUBLISHED stage), by id. */
async function publishedRevisions(field: "posts" | "pages"): Promise<Map<string, string>> {
  const revisions = new Map<string, string>();
  for (let skip = 0; ; skip += 100) {
    const rows = (await published(CLI_OPERATIONS.listRows(field), { skip }))[field] as { id: string; updatedAt: string }[];
    for (const row of rows) revisions.set(row.id, row.updatedAt);
    if (rows.length < 100) break;
  }
  return revisions;
}

async function show(model: string, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
  if (model !== "post" && model !== "page") throw new Error(`show: unknown model "${model}" (post or page)\n\n${HELP.show}`);
  if (locale !== DEFAULT_LOCALE) {
    const entry = (await preview(CLI_OPERATIONS.showLocalized(model), { slug, locales: [locale, DEFAULT_LOCALE] }))[model];
    if (!entry) throw new Error(`show: no ${model} "${slug}" (its ${locale} or ${DEFAULT_LOCALE} slug)`);
    console.log(JSON.stringify(entry, null, 2));
    return;
  }
  await known(model, slug);
  console.log(JSON.stringify((await preview(CLI_OPERATIONS.show(model), { slug }))[model], null, 2));
}

/** `update post|page <slug> --locale es --file <translation.md>`: one translation in the hand-off format, imported and published in that locale. */
async function updateTranslation(model: string, rest: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args: rest, options: { locale: { type: "string" }, file: { type: "string" } }, allowPositionals: true });
  if (!positionals[0] || !values.file) throw new Error(`update ${model} <slug> --locale es --file <translation.md>\n  ${HELP["import-translations"]}`);
  const locale = localeOption(values.locale);
  if (model !== "post" && model !== "page") throw new Error(`update: unknown model "${model}"`);
  const id = ((await preview(CLI_OPERATIONS.idOf(model), { slug: await known(model, positionals[0]) })).entry as { id: string }).id;
  const { importFile } = await import("./import-translations");
  const { imported, line } = await importFile(values.file, model === "post" ? "Post" : "Page", id, locale, { mutate, preview });
  console.log(line);
  if (!imported) process.exitCode = 1;
}

/** `--locale es` (any locale of models.graphql; the default when absent). */
function localeOption(value: string | undefined): Locale {
  if (value === undefined) return DEFAULT_LOCALE;
  if (!isLocale(value)) throw new Error(`--locale: "${value}" is not one of ${LOCALES.join(", ")}`);
  return value;
}

/** After an English publish: the translations its change leaves behind, said plainly (the check lists them too). */
async function reportTranslationsBehind(model: "post" | "page", slug: string): Promise<void> {
  type State = { changeLog?: { id: string; date: string; summary: string }[]; updatedAt?: string; localizations: { locale: string; slug: string; translationSource: string | null }[] };
  const state = (await preview(CLI_OPERATIONS.translationState(model), { slug }))[model] as State | null;
  if (!state) return;
  const english = model === "post" ? { kind: "post" as const, changeIds: (state.changeLog ?? []).map((change) => change.id) } : { kind: "page" as const, updatedAt: state.updatedAt ?? "" };
  for (const translation of state.localizations) {
    if (!isTranslationBehind(english, translation.translationSource)) continue;
    const change = state.changeLog?.[0];
    const what = change ? `the English medical change of ${change.date} (${change.summary})` : "the English update";
    console.log(`The ${translation.locale} translation (${translation.slug}) is now behind the English: it was made before ${what}. It is listed as stale by \`npm run content -- check --locale ${translation.locale}\` until a new translation is imported.`);
  }
}

/** The stage commands' mutations; `--force` travels as the request's `force` extension, outside the (Hygraph) operation. */
const STAGE_COMMANDS: Record<string, string> = {
  "publish post": CLI_OPERATIONS.publishPost,
  "unpublish post": CLI_OPERATIONS.unpublishPost,
  "delete post": CLI_OPERATIONS.deletePost,
  "publish page": CLI_OPERATIONS.publishPage,
};

async function edit(args: string[]): Promise<void> {
  const [verb, model, ...rest] = args;
  const command = ["list", "show", "upload", "webhooks", "pull", "import-translations"].includes(verb) ? verb : `${verb} ${model ?? ""}`.trim();
  if (verb === "--help" || verb === "help") {
    console.log(usage());
    return;
  }
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP[verb === "synonym" ? verb : command] ?? usage());
    return;
  }
  if (verb === "synonym") return void console.log(JSON.stringify(await synonymCommand(args.slice(1), { mutate, preview }), null, 2));
  if (verb === "list") return list(args.slice(1));
  if (verb === "webhooks") return webhooksCommand(args.slice(1));
  if (verb === "import-translations") {
    const { values, positionals } = parseArgs({ args: args.slice(1), options: { locale: { type: "string" } }, allowPositionals: true });
    if (!positionals[0]) throw new Error(HELP["import-translations"]);
    const locale = values.locale ?? basename(positionals[0]);
    // Loaded when used: every other command starts without the importer.
    const { importTranslations } = await import("./import-translations");
    const { lines, failed } = await importTranslations(positionals[0], locale, { mutate, preview });
    for (const line of lines) console.log(line);
    if (failed) process.exitCode = 1;
    return;
  }
  if (verb === "upload") return uploadCommand(args.slice(1));
  if (verb === "show") {
    const { values, positionals } = parseArgs({ args: rest, options: { locale: { type: "string" } }, allowPositionals: true });
    if (!model || !positionals[0]) throw new Error(HELP.show);
    return show(model, positionals[0], localeOption(values.locale));
  }
  if (command === "create post") {
    const { values } = parseArgs({
      args: rest,
      options: { title: { type: "string" }, slug: { type: "string" }, author: { type: "string" }, category: { type: "string" }, "sub-category": { type: "string" }, excerpt: { type: "string" }, file: { type: "string" } },
    });
    if (!values.title || !values.author) throw new Error(`create post needs --title and --author\n\n${HELP["create post"]}`);
    const markdown = values.file ? readMarkdownFile(values.file) : undefined;
    const data = {
      title: values.title,
      // Without --slug, the title's slug by the site's one rule; a --slug given is sent as written (the service refuses one not normal).
      slug: values.slug ?? normalizeSlug(values.title),
      excerpt: values.excerpt ?? null,
      author: { connect: { slug: await known("author", values.author) } },
      ...(values.category ? { category: { connect: { slug: await known("category", values.category) } } } : {}),
      ...(values["sub-category"] ? { subCategory: { connect: { slug: await known("sub-category", values["sub-category"]) } } } : {}),
      content: markdown?.content ?? markdownToRichText(""),
    };
    console.log(JSON.stringify(await mutateWithMarkdown(markdown, CLI_OPERATIONS.createPost, { data }), null, 2));
    return;
  }
  if (verb === "pull") return pullCommand(args.slice(1));
  if ((command === "update post" || command === "update page") && rest.includes("--locale")) return updateTranslation(model, rest);
  if (command === "update page") return updatePage(rest);
  if (command === "update post") {
    if (!rest[0] || rest[0].startsWith("--")) throw new Error(UPDATE_POST_HELP);
    return updatePost(rest[0], rest.slice(1));
  }
  const operation = STAGE_COMMANDS[command];
  if (!operation) throw new Error(`Unknown command "${args.join(" ")}".\n\n${usage()}`);
  const { values, positionals } = parseArgs({ args: rest, options: { force: { type: "boolean", default: false }, yes: { type: "boolean", default: false }, locale: { type: "string" } }, allowPositionals: true });
  if (!positionals[0]) throw new Error(HELP[command]);
  await known(model, positionals[0]);
  const locale = localeOption(values.locale);
  if (locale !== DEFAULT_LOCALE) {
    if (verb !== "publish" || (model !== "post" && model !== "page")) throw new Error(`--locale: only publish post|page takes a locale here (the translation alone is published)`);
    const before = await deliveriesBefore();
    const answer = await mutate(CLI_OPERATIONS.publishLocalized(model), { slug: positionals[0], locales: [locale] });
    console.log(JSON.stringify(answer, null, 2));
    await reportDelivery((Object.values(answer)[0] as { id: string }).id, before);
    return;
  }
  if (verb === "delete" && !values.yes && !(await confirmed(`Delete ${model} "${positionals[0]}" for good (its draft and published versions)?`))) {
    console.log("Nothing deleted.");
    return;
  }
  const before = await deliveriesBefore();
  const answer = await mutate(operation, { slug: positionals[0] }, values.force ? { force: true } : undefined);
  console.log(JSON.stringify(answer, null, 2));
  const entry = Object.values(answer)[0] as { id: string };
  await reportDelivery(entry.id, before);
  if (verb === "publish" && (model === "post" || model === "page")) await reportTranslationsBehind(model, positionals[0]);
}

async function check(args: string[]): Promise<void> {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP.check);
    return;
  }
  const { values } = parseArgs({ args, options: { now: { type: "string" }, locale: { type: "string" } } });
  const now = values.now ? new Date(`${strictDate(values.now, "--now")}T00:00:00Z`) : new Date();
  const locale = localeOption(values.locale);
  const store = ContentStore.load(process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR);
  const findings = checkContent(store, { now });
  const counts = { posts: store.all("Post", "DRAFT").length, pages: store.all("Page", "DRAFT").length, assets: store.all("Asset", "DRAFT").length, promotions: store.all("Promotion", "DRAFT").length, reviews: store.all("ProductReview", "DRAFT").length };
  console.log(formatReport(findings, counts));
  // Untranslated articles are expected: the translations are a section of their own, not warnings.
  if (locale !== DEFAULT_LOCALE) {
    const { formatTranslationReport, translationReport } = await import("../check/check-translations");
    console.log(`\n${formatTranslationReport(translationReport(store, locale))}`);
  }
  if (findings.some((finding) => finding.level === "error")) process.exitCode = 1;
}

const args = process.argv.slice(2);
(args[0] === "check" ? check(args.slice(1)) : args.length ? edit(args) : serve()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
