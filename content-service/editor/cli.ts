#!/usr/bin/env -S node --import tsx
import { CLI_OPERATIONS, EMBEDDABLE_LIST_FIELDS, SLUG_LIST_FIELDS } from "./cli-operations";
import { parseArgs } from "node:util";
import { basename } from "node:path";
import { checkContent, formatReport } from "../check/check";
import { mutate, preview } from "./editor-api";
import { confirmed } from "./confirm";
import { SYNONYM_HELP, synonymCommand } from "./cli-synonyms";
import { UPLOAD_HELP, uploadCommand } from "./upload-command";
import { deliveriesBefore, reportDelivery, WEBHOOKS_HELP, webhooksCommand } from "./webhook-report";
import { isReviewDue, reviewIntervalMonths } from "@sti-aware/contract/review-interval";
import { isStrictDate } from "../api/mutations/mutation-inputs";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";
import { normalizeSlug } from "@sti-aware/contract/slug";
import { readMarkdownFile, type MarkdownFile } from "./markdown-file";
import { addedSources, pageFileData, postFileFields, type PulledPost } from "./front-matter";
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

/** Every slug of a model in the DRAFT stage (what editors can name), for "did you mean" lists. */
async function slugsOf(listField: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = (await preview(CLI_OPERATIONS.slugs(listField), { skip }))[listField] as { slug: string }[];
    slugs.push(...page.map((entry) => entry.slug));
    if (page.length < 100) return slugs;
  }
}


/** Refuses a slug that names nothing, listing the valid ones (the service would only say "not found"). */
async function known(kind: string, slug: string): Promise<string> {
  const slugs = await slugsOf(SLUG_LIST_FIELDS[kind as keyof typeof SLUG_LIST_FIELDS]);
  if (!slugs.includes(slug)) throw new Error(`Unknown ${kind} "${slug}". Valid ${kind} slugs: ${slugs.join(", ") || "none"}`);
  return slug;
}

/** YYYY-MM-DD of a day that exists: "2026-02-30" is refused, not rolled over to March. */
function strictDate(value: string, flag: string): string {
  if (!isStrictDate(value)) throw new Error(`${flag} "${value}" is not a date (YYYY-MM-DD)`);
  return value;
}

const SITE_REPORT = "Then reports what the site regenerated (exit code 2 when the site could not be reached or some pages failed).";

const HELP: Record<string, string> = {
  list: "npm run content -- list [--locale es] [--now YYYY-MM-DD]\n  Every post and page: slug, status (draft / published / changed since publish) and whether its medical review is due.\n  With --locale, each one's translation instead: its slug, state (missing / draft / published / changed since publish) and whether it is behind the English.",
  show: "npm run content -- show <post|page> <slug> [--locale es]\n  The entry's latest (draft) version as JSON; with --locale, its translation (by either slug) and the translation's source and review.",
  "create post": 'npm run content -- create post --title "…" --author <slug> [--category <slug>] [--sub-category <slug>] [--excerpt "…"] [--file body.md]\n  A new draft; the body is Markdown.',
  pull: PULL_HELP,
  "update post":
    'npm run content -- update post <slug> [--title "…"] [--file body.md] [--excerpt "…"] [--category <slug>] [--sub-category <slug>]\n' +
    '    [--tags "a,b"] [--cover-image <asset id>] [--seo-title "…"] [--seo-description "…"]\n' +
    '    [--source "title | publisher | https://… [| YYYY-MM-DD]" …] [--reviewed-by <author slug> --reviewed-on YYYY-MM-DD --change-note "…"]\n' +
    "  Changes the draft. Each --source adds one to the article's sources (repeat it). A medical review needs all three review flags:\n" +
    "  it adds a change-log entry and sets the review date and reviewer.\n" +
    "  A file with front matter (as `pull` writes it) sets those fields too; a flag wins over the file.",
  "update post|page --locale":
    "npm run content -- update post|page <slug> --locale es --file <translation.md>\n  One translation in the translators' format (front matter and Markdown body), checked, written and published in that locale.",
  "update page": "npm run content -- update page <slug> --file page.md\n  Changes the page's draft: its body and the fields of the file's front matter (as `pull` writes it).",
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
  type Row = { slug: string; publishedAt: string | null; updatedAt: string; seo: { lastReviewed: string | null } | null };
  for (const [kind, field] of [["post", "posts"], ["page", "pages"]] as const) {
    for (let skip = 0; ; skip += 100) {
      const rows = (await preview(CLI_OPERATIONS.listRows(field), { skip }))[field] as Row[];
      for (const row of rows) {
        // An edit after the last publication is what readers do not see yet.
        const status = !row.publishedAt ? "draft" : row.updatedAt > row.publishedAt ? "changed since publish" : "published";
        const reviewed = row.seo?.lastReviewed;
        const review = reviewed && isReviewDue(reviewed, now, months) ? `review due (last ${reviewed})` : "";
        console.log([kind.padEnd(4), row.slug.padEnd(48), status.padEnd(22), review].join("  ").trimEnd());
      }
      if (rows.length < 100) break;
    }
  }
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

/** Ids of every entry of a model in the DRAFT stage ("Asset" → assets), for an embed that names none of them. */
async function idsOf(model: string): Promise<string[]> {
  const field = EMBEDDABLE_LIST_FIELDS[model];
  if (!field) return [];
  const page = (await preview(CLI_OPERATIONS.ids(field)).catch(() => ({ [field]: [] })))[field] as { id: string }[];
  return page.map((entry) => entry.id);
}

/** A mutation whose refusals about the Markdown body point at the file's lines. */
async function mutateWithMarkdown(markdown: MarkdownFile | undefined, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    return await mutate(query, variables);
  } catch (error) {
    if (!markdown || !(error instanceof Error)) throw error;
    throw new Error(await markdown.locate(error.message, idsOf));
  }
}

/** `--source "title | publisher | https://… [| YYYY-MM-DD]"`: one source of the article, as the CMS stores it. */
function parseSource(value: string): Record<string, string> {
  const [title, publisher, url, date] = value.split("|").map((part) => part.trim());
  if (!title || !publisher || !url) throw new Error(`--source "${value}": write "title | publisher | https://… [| YYYY-MM-DD]"`);
  return { title, publisher, url, ...(date ? { date: strictDate(date, "--source date") } : {}) };
}

async function updatePost(slug: string, rest: string[]): Promise<void> {
  const { values } = parseArgs({
    args: rest,
    options: {
      title: { type: "string" }, file: { type: "string" }, excerpt: { type: "string" }, category: { type: "string" }, "sub-category": { type: "string" },
      tags: { type: "string" }, "cover-image": { type: "string" }, "seo-title": { type: "string" }, "seo-description": { type: "string" },
      "reviewed-by": { type: "string" }, "reviewed-on": { type: "string" }, "change-note": { type: "string" }, source: { type: "string", multiple: true },
    },
  });
  await known("post", slug);
  const data: Record<string, unknown> = {};
  const markdown = values.file !== undefined ? readMarkdownFile(values.file) : undefined;
  if (markdown) data.content = markdown.content;
  const fromFile = markdown && values.file ? postFileFields(values.file, markdown.frontMatter) : undefined;
  if (fromFile) Object.assign(values, { ...fromFile.flags, ...values });
  const sources: Record<string, string>[] = (values.source ?? []).map(parseSource);
  if (fromFile?.sources) {
    const current = ((await preview("query ($slug: String!) { post(where: { slug: $slug }) { sources { title publisher url date } } }", { slug })).post as Pick<PulledPost, "sources">).sources;
    sources.push(...addedSources(values.file as string, fromFile.sources, current));
  }
  if (values.title !== undefined) data.title = values.title;
  if (values.excerpt !== undefined) data.excerpt = values.excerpt;
  if (values.category !== undefined) data.category = { connect: { slug: await known("category", values.category) } };
  if (values["sub-category"] !== undefined) data.subCategory = { connect: { slug: await known("sub-category", values["sub-category"]) } };
  if (values.tags !== undefined) data.tags = values.tags.split(",").map((tag) => tag.trim()).filter(Boolean);
  if (values["cover-image"] !== undefined) data.coverImage = { connect: { id: values["cover-image"] } };
  if (sources.length) data.sources = { create: sources };
  const seo: Record<string, unknown> = {};
  if (values["seo-title"] !== undefined) seo.title = values["seo-title"];
  if (values["seo-description"] !== undefined) seo.description = values["seo-description"];
  const review = [values["reviewed-by"], values["reviewed-on"], values["change-note"]];
  if (review.some((value) => value !== undefined)) {
    // A review date is recorded only with what the review changed, and by whom.
    if (review.some((value) => !value?.trim())) throw new Error("A medical review needs --reviewed-by <author slug>, --reviewed-on YYYY-MM-DD and --change-note \"…\" together");
    const reviewedBy = { connect: { slug: await known("author", values["reviewed-by"] as string) } };
    const date = strictDate(values["reviewed-on"] as string, "--reviewed-on");
    Object.assign(seo, { lastReviewed: date, reviewedBy });
    data.changeLog = { create: [{ date, summary: values["change-note"], reviewedBy }] };
  }
  if (Object.keys(seo).length) data.seo = { update: seo };
  if (!Object.keys(data).length) throw new Error(`update post: nothing to change\n\n${HELP["update post"]}`);
  const answer = await mutateWithMarkdown(markdown, CLI_OPERATIONS.updatePost, { slug, data });
  console.log(JSON.stringify(answer, null, 2));
}

/** `update page <slug> --file page.md`: the page's body and the fields of its front matter. */
async function updatePage(rest: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args: rest, options: { file: { type: "string" } }, allowPositionals: true });
  if (!positionals[0] || !values.file) throw new Error(HELP["update page"]);
  const slug = await known("page", positionals[0]);
  const markdown = readMarkdownFile(values.file);
  const data = { ...pageFileData(values.file, markdown.frontMatter), content: markdown.content };
  const answer = await mutateWithMarkdown(markdown, CLI_OPERATIONS.updatePage, { slug, data });
  console.log(JSON.stringify(answer, null, 2));
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
    if (!rest[0] || rest[0].startsWith("--")) throw new Error(HELP["update post"]);
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
