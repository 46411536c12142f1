import { parseArgs } from "node:util";
import { CLI_OPERATIONS } from "./cli-operations";
import { preview } from "./editor-api";
import { known, mutateWithMarkdown, strictDate } from "./cli-lookups";
import { readMarkdownFile, setFrontMatterField, type MarkdownFile } from "./markdown-file";
import { addedSources, type EntryKind, type PulledPage, type PulledPost, type Source } from "./front-matter";
import { fileValues, storedValues } from "./entry-values";
import { fieldHash, planPush, REVISION_KEY, takeRevision, type FieldValues, type PushPlan, type Revision } from "./revision";

/**
 * `update post|page <slug> [--file f.md] [flags]`: writes what the editor changed, and only that.
 * The entry is read right before the write; a field is written when the file (or a flag) changes
 * it and it differs from what is stored. A file `pull` wrote carries its revision: a field changed
 * there since is kept, and one changed on both sides refuses the push (`--force` writes the file
 * as it is). A field taken out of such a file is cleared; nothing at all to write writes nothing.
 */

export const UPDATE_POST_HELP =
  'npm run content -- update post <slug> [--title "…"] [--file body.md] [--excerpt "…"] [--category <slug>] [--sub-category <slug>]\n' +
  '    [--tags "a,b"] [--cover-image <asset id>] [--seo-title "…"] [--seo-description "…"]\n' +
  '    [--source "title | publisher | https://… [| YYYY-MM-DD]" …] [--reviewed-by <author slug> --reviewed-on YYYY-MM-DD --change-note "…"] [--force]\n' +
  "  Changes the draft. Each --source adds one to the article's sources (repeat it). A medical review needs all three review flags:\n" +
  "  it adds a change-log entry and sets the review date and reviewer.\n" +
  "  A file with front matter (as `pull` writes it) sets those fields too; a flag wins over the file. A field removed from a pulled\n" +
  "  file is cleared. A field changed by someone else since the pull is kept; one you both changed is refused (--force writes yours).\n" +
  "  Nothing changed: nothing is written.";
export const UPDATE_PAGE_HELP =
  "npm run content -- update page <slug> --file page.md [--force]\n  Changes the page's draft: its body and the fields of the file's front matter (as `pull` writes it), as `update post` does.";

/** The flags that set a field of the file, by field. */
const FIELD_FLAGS: Record<string, string> = { title: "title", excerpt: "excerpt", category: "category", "sub-category": "sub-category", tags: "tags", "cover-image": "cover-image" };

/** `--source "title | publisher | https://… [| YYYY-MM-DD]"`: one source of the article, as the CMS stores it. */
function parseSource(value: string): Source {
  const [title, publisher, url, date] = value.split("|").map((part) => part.trim());
  if (!title || !publisher || !url) throw new Error(`--source "${value}": write "title | publisher | https://… [| YYYY-MM-DD]"`);
  return { title, publisher, url, ...(date ? { date: strictDate(date, "--source date") } : {}) };
}

type Local = { values: FieldValues; present: string[]; revision?: Revision; markdown?: MarkdownFile; hasFrontMatter: boolean };

/** The file's fields (or the entry's own, without a file), with the revision it records. */
function readLocal(file: string | undefined, kind: EntryKind, stored: FieldValues): Local {
  if (file === undefined) return { values: { ...stored }, present: [], hasFrontMatter: false };
  const markdown = readMarkdownFile(file);
  const { revision, fields } = takeRevision(file, markdown.frontMatter);
  return { values: fileValues(file, kind, markdown, fields), present: [...Object.keys(fields), "body"], revision, markdown, hasFrontMatter: Object.keys(markdown.frontMatter).length > 0 };
}

/** The refusal of a push both sides changed: what changed there, and the ways on. */
function conflictMessage(file: string, kind: EntryKind, slug: string, revision: Revision, updatedAt: string, plan: PushPlan, values: { local: FieldValues; stored: FieldValues }): string {
  // A text field shows both values; a list, the SEO or the body is named only.
  const shown = (key: string) => (typeof values.stored[key] === "string" && typeof values.local[key] === "string" ? `${key} (now "${values.stored[key]}", yours "${values.local[key]}")` : key);
  return (
    `${file} was pulled at revision ${revision.updatedAt}; ${kind} "${slug}" has been changed since (last at ${updatedAt}): ${plan.changedThere.join(", ")}. ` +
    `Your file changes ${plan.conflicts.map(shown).join(", ")} too, differently, so nothing was written. ` +
    `Pull it again (npm run content -- pull ${kind} ${slug} --out <new file>), redo your change there and push that, ` +
    `or push this file with --force to overwrite ${plan.conflicts.length === 1 ? "that field" : "those fields"} (and every other field the file shows differently).`
  );
}

const relation = async (kind: string, value: unknown, by: "slug" | "id") =>
  value === null ? { disconnect: true } : { connect: { [by]: by === "slug" ? await known(kind, String(value)) : String(value) } };

/** The update's data for the fields to write, the file's values (null clears a field). */
async function changedData(file: string, values: FieldValues, stored: FieldValues, write: string[]): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  const names: Record<string, string> = { "header-one": "headerOneText", "header-two": "headerTwoText", "meta-description": "metaDescription" };
  for (const key of write) {
    const value = values[key];
    if (key === "title" && value === null) throw new Error(`${file}: front matter: title cannot be removed (every entry has one); put it back`);
    if (key === "body") data.content = value;
    else if (key === "category" || key === "sub-category") data[key === "category" ? "category" : "subCategory"] = await relation(key, value, "slug");
    else if (key === "cover-image") data.coverImage = await relation("cover-image", value, "id");
    else if (key === "tags") data.tags = value ?? [];
    else if (key === "seo") data.seo = { update: (value as Record<string, string | null> | null) ?? { title: null, description: null } };
    else if (key === "sources") {
      if (value === null) throw new Error(`${file}: front matter: sources cannot be removed here (the API only adds them); put the "sources:" list back`);
      data.sources = { create: addedSources(file, value as Source[], (stored.sources as Source[] | null) ?? []) };
    } else data[names[key] ?? key] = value;
  }
  return data;
}

/** The medical review flags, all three or none, as the update's seo and change-log data. */
async function reviewData(values: Record<string, string | undefined>): Promise<{ seo?: Record<string, unknown>; changeLog?: unknown }> {
  const review = [values["reviewed-by"], values["reviewed-on"], values["change-note"]];
  if (review.every((value) => value === undefined)) return {};
  // A review date is recorded only with what the review changed, and by whom.
  if (review.some((value) => !value?.trim())) throw new Error("A medical review needs --reviewed-by <author slug>, --reviewed-on YYYY-MM-DD and --change-note \"…\" together");
  const reviewedBy = { connect: { slug: await known("author", values["reviewed-by"] as string) } };
  const date = strictDate(values["reviewed-on"] as string, "--reviewed-on");
  return { seo: { lastReviewed: date, reviewedBy }, changeLog: { create: [{ date, summary: values["change-note"], reviewedBy }] } };
}

/** Applies the flags that set a file field over the file's values; the fields they set are meant, whatever the file's base. */
function applyFlags(values: FieldValues, flags: Record<string, string | undefined>): string[] {
  const intended: string[] = [];
  for (const [flag, key] of Object.entries(FIELD_FLAGS)) {
    const value = flags[flag];
    if (value === undefined) continue;
    values[key] = key === "tags" ? value.split(",").map((tag) => tag.trim()).filter(Boolean) : value;
    intended.push(key);
  }
  for (const part of ["title", "description"] as const) {
    const value = flags[`seo-${part}`];
    if (value === undefined) continue;
    values.seo = { title: null, description: null, ...(values.seo as object | null), [part]: value };
    if (!intended.includes("seo")) intended.push("seo");
  }
  return intended;
}

/** After a push, the file records the revision written, so pushing it again compares with what it now matches. */
function recordRevision(file: string, revision: Revision, updatedAt: string, values: FieldValues, plan: PushPlan): void {
  const fields = Object.fromEntries(Object.keys(values).map((key) => [key, plan.keptTheirs.includes(key) ? revision.fields[key] : fieldHash(values[key])]));
  setFrontMatterField(file, REVISION_KEY, { "updated-at": updatedAt, fields });
}

async function push(kind: EntryKind, slug: string, options: { file?: string; force: boolean; flags: Record<string, string | undefined>; sources: Source[] }): Promise<void> {
  await known(kind, slug);
  const { file = "", force, flags } = options;
  // Read right before writing: Hygraph's update takes no revision to check, so the client compares.
  const entry = (await preview(CLI_OPERATIONS.pull(kind), { slug }))[kind] as PulledPost & PulledPage;
  const stored = storedValues(kind, entry);
  const local = readLocal(options.file, kind, stored);
  const intended = applyFlags(local.values, flags);
  const stale = local.revision && local.revision.updatedAt !== entry.updatedAt ? local.revision : undefined;
  const plan = planPush(local.values, stored, { revision: local.revision, intended, force, present: local.present });
  if (stale && plan.conflicts.length) throw new Error(conflictMessage(file, kind, slug, stale, entry.updatedAt, plan, { local: local.values, stored }));
  const data = await changedData(file, local.values, stored, plan.write);
  const review = await reviewData(flags);
  if (review.seo) data.seo = { update: { ...(data.seo as { update?: object } | undefined)?.update, ...review.seo } };
  if (review.changeLog) data.changeLog = review.changeLog;
  if (options.sources.length) data.sources = { create: [...((data.sources as { create?: Source[] } | undefined)?.create ?? []), ...options.sources] };
  const notes: string[] = [];
  if (stale && plan.keptTheirs.length) notes.push(`Kept the changes made since ${file} was pulled (at ${stale.updatedAt}) to: ${plan.keptTheirs.join(", ")}; your file still shows the old ${plan.keptTheirs.length === 1 ? "value" : "values"}.`);
  if (!local.revision && local.hasFrontMatter) {
    const absent = Object.keys(stored).filter((key) => !local.present.includes(key) && stored[key] !== null);
    if (absent.length) notes.push(`${file} records no revision (pull writes one), so fields it leaves out are kept as they are: ${absent.join(", ")}.`);
  }
  if ((data.sources as { create?: unknown[] } | undefined)?.create?.length === 0) delete data.sources;
  if (!Object.keys(data).length) {
    console.log([`Unchanged: ${kind} "${slug}" already has ${options.file ? `what ${file} holds` : "those values"}; nothing written (its updatedAt stays ${entry.updatedAt}).`, ...notes].join("\n"));
    if (local.revision && stale) recordRevision(file, local.revision, entry.updatedAt, local.values, plan);
    return;
  }
  const operation = kind === "post" ? CLI_OPERATIONS.updatePost : CLI_OPERATIONS.updatePage;
  const answer = await mutateWithMarkdown(local.markdown, operation, { slug, data });
  console.log(JSON.stringify(answer, null, 2));
  const written = Object.keys(data).map((field) => ({ content: "body", subCategory: "sub-category", coverImage: "cover-image", changeLog: "medical review" })[field] ?? field);
  console.log([`Wrote ${written.join(", ")}${force && stale ? ` (--force: over the changes made since ${file} was pulled)` : ""}.`, ...notes].join("\n"));
  const updatedAt = (Object.values(answer)[0] as { updatedAt: string }).updatedAt;
  if (local.revision) recordRevision(file, local.revision, updatedAt, local.values, force ? { ...plan, keptTheirs: [] } : plan);
}

const FLAG_OPTIONS = {
  title: { type: "string" }, file: { type: "string" }, excerpt: { type: "string" }, category: { type: "string" }, "sub-category": { type: "string" },
  tags: { type: "string" }, "cover-image": { type: "string" }, "seo-title": { type: "string" }, "seo-description": { type: "string" },
  "reviewed-by": { type: "string" }, "reviewed-on": { type: "string" }, "change-note": { type: "string" }, source: { type: "string", multiple: true },
  force: { type: "boolean", default: false },
} as const;

export async function updatePost(slug: string, rest: string[]): Promise<void> {
  const { values } = parseArgs({ args: rest, options: FLAG_OPTIONS });
  const { file, force, source, ...flags } = values;
  const sources = (source ?? []).map(parseSource);
  if (file === undefined && !sources.length && Object.values(flags).every((value) => value === undefined)) throw new Error(`update post: nothing to change\n\n${UPDATE_POST_HELP}`);
  await push("post", slug, { file, force, flags, sources });
}

export async function updatePage(rest: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args: rest, options: { file: { type: "string" }, force: { type: "boolean", default: false } }, allowPositionals: true });
  if (!positionals[0] || !values.file) throw new Error(UPDATE_PAGE_HELP);
  await push("page", positionals[0], { file: values.file, force: values.force, flags: {}, sources: [] });
}
