import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import { FIELDS, LOCALIZED_TYPES, MODELS, singular } from "../store/models";
import { MODEL_FOLDERS } from "../store/store";
import { isLocale, type Locale } from "../store/localization";
import { readMarkdownFile, type FrontMatter, type MarkdownFile } from "./markdown-file";
import { currentRevision, isTranslationBehind, type EnglishRevision } from "@sti-aware/contract/translation-status";

/**
 * `npm run content -- import-translations content-service/translations/es`: the translators'
 * files (/work/es-translation-spec.md: `posts/<id>.md`, `pages/<id>.md` with front matter and a
 * Markdown body; `<folder>/<id>.json` with a model's text fields) checked one by one, each problem
 * named at its file:line, then written into the service as a localized update and a publish of
 * that locale alone (`update<Model>(data: { localizations: { upsert } })`, `publish<Model>(locales,
 * publishBase: false)`), the same path an editor's localized edit takes; a body is parsed from
 * Markdown as `update --file` does, and the translation's own review is recorded with it.
 *
 * Entries are addressed by their model's unique field (slug, key, name, term…), read from the
 * content file the translation is named after, never by the embedded service's ids: a hosted
 * project has ids of its own (docs/hygraph.md, "Content import").
 */

export type TranslationApi = {
  mutate(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>>;
  preview(query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>>;
};

const MODEL_OF_FOLDER = new Map(Object.entries(MODEL_FOLDERS).map(([model, folder]) => [folder, model]));
/** Front-matter keys of the Markdown files and the localized fields they fill. */
const FRONT_MATTER_FIELDS: Record<string, string> = { slug: "slug", title: "title", excerpt: "excerpt", "header-one": "headerOneText", "header-two": "headerTwoText", "meta-description": "metaDescription" };
const SEO_DESCRIPTION_MAX = 160;

class FileProblem extends Error {}

/** The 1-based line of `key` in a file's text (a YAML `key:` or a JSON `"key":`), else 1. */
function lineOf(text: string, key: string): number {
  const lines = text.split("\n");
  const at = lines.findIndex((line) => new RegExp(`^\\s*(?:-\\s*)?(?:"${key}"\\s*:|${key}\\s*:)`).test(line));
  return at < 0 ? 1 : at + 1;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [".md", ".json"].includes(extname(name)) ? [path] : [];
    });
}

type English = { id: string; changeLog?: { id: string }[]; updatedAt?: string; sources?: { id: string }[] };

/** Whether a model's translations record their English source (translationSource in models.graphql). */
const recordsSource = (model: string) => Boolean(FIELDS.get(model)?.some((field) => field.name === "translationSource"));

/** The importer's operations for a model (the contract check validates each against Hygraph's API). */
const OPERATIONS = {
  english: (model: string) => `query ($where: ${model}WhereUniqueInput!) { entry: ${singular(model)}(where: $where) { id ${model === "Post" ? "changeLog { id } sources { id }" : recordsSource(model) ? "updatedAt(variation: BASE)" : ""} } }`,
  reviewer: "query ($slug: String!) { author(where: { slug: $slug }) { id } }",
  update: (model: string, locale: string) =>
    `mutation ($where: ${model}WhereUniqueInput!, $create: ${model}CreateLocalizationDataInput!, $update: ${model}UpdateLocalizationDataInput!) { update${model}(where: $where, data: { localizations: { upsert: [{ locale: ${locale}, create: $create, update: $update }] } }) { id } }`,
  publish: (model: string, locale: string) => `mutation ($where: ${model}WhereUniqueInput!) { publish${model}(where: $where, locales: [${locale}], publishBase: false, to: PUBLISHED) { id } }`,
};

/** Every operation the importer sends, for every localized model, named for the contract check. */
export function everyImportTranslationOperation(): { name: string; query: string }[] {
  return MODELS.filter((model) => LOCALIZED_TYPES.has(model)).flatMap((model) => [
    { name: `import-translations english(${model})`, query: OPERATIONS.english(model) },
    { name: `import-translations update(${model})`, query: OPERATIONS.update(model, "es") },
    { name: `import-translations publish(${model})`, query: OPERATIONS.publish(model, "es") },
  ]).concat({ name: "import-translations reviewer", query: OPERATIONS.reviewer });
}

async function englishEntry(api: TranslationApi, model: string, where: Record<string, string>): Promise<English | null> {
  const answer = await api.preview(OPERATIONS.english(model), { where });
  return (answer.entry as English | null) ?? null;
}

const CONTENT_DIR = join(import.meta.dirname, "..", "content");

/**
 * The entry a translation file is named after, as a where-unique input: its model's unique field
 * as its content file holds it (`faqs/faq-x.json` → `{ key: "faq-x" }`, `search-synonyms/search-synonym-cold-sores.json`
 * → `{ term: "cold sores" }`); a name that is no content file is taken as the service's id (the CLI's `update --locale`).
 */
export function entryWhere(model: string, name: string, contentDir = CONTENT_DIR): Record<string, string> {
  const unique = FIELDS.get(model)?.find((field) => field.unique && !field.localized) ?? FIELDS.get(model)?.find((field) => field.unique);
  const file = join(contentDir, MODEL_FOLDERS[model as keyof typeof MODEL_FOLDERS] ?? "", `${name}.json`);
  if (!unique || !/^[\w-]+$/.test(name) || !existsSync(file)) return { id: name };
  const value = (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)[unique.name];
  return typeof value === "string" ? { [unique.name]: value } : { id: name };
}

/** A Markdown translation (post or page) as localization data; `problem(key, message)` names the front-matter line. */
async function markdownData(api: TranslationApi, file: string, markdown: MarkdownFile, model: string, english: English, problem: (key: string, message: string) => FileProblem): Promise<Record<string, unknown>> {
  const front: FrontMatter = markdown.frontMatter;
  const allowed = new Set([...Object.keys(FRONT_MATTER_FIELDS).filter((key) => FIELDS.get(model)?.some((field) => field.name === FRONT_MATTER_FIELDS[key])), "seo", "translation", ...(model === "Post" ? ["sources"] : [])]);
  for (const key of Object.keys(front)) if (!allowed.has(key)) throw problem(key, `"${key}" is not a translated field of a ${model.toLowerCase()} (${[...allowed].join(", ")}); fields that are not localized stay the English entry's`);
  const data: Record<string, unknown> = { content: markdown.content };
  for (const [key, field] of Object.entries(FRONT_MATTER_FIELDS)) if (typeof front[key] === "string") data[field] = front[key];
  for (const key of ["slug", "title"]) if (typeof front[key] !== "string" || !(front[key] as string).trim()) throw problem(key, `${key} is required`);
  const seo = front.seo as Record<string, unknown> | undefined;
  if (seo) {
    if (typeof seo.description === "string" && seo.description.length > SEO_DESCRIPTION_MAX) throw problem("description", `seo.description is ${seo.description.length} characters; at most ${SEO_DESCRIPTION_MAX}`);
    data.seo = { ...(typeof seo.title === "string" ? { title: seo.title } : {}), ...(typeof seo.description === "string" ? { description: seo.description } : {}) };
  }
  if (front.sources !== undefined) {
    const sources = front.sources as Record<string, unknown>[];
    const ids = (english.sources ?? []).map((source) => source.id);
    if (!Array.isArray(sources) || sources.length !== ids.length) throw problem("sources", `sources: the English has ${ids.length}; give each in its order (the Spanish page, or the English source unchanged)`);
    data.sources = sources.map((source, index) => ({ id: ids[index], title: source.title, publisher: source.publisher, url: source.url, date: source.date ?? null }));
  }
  const translation = (front.translation ?? {}) as Record<string, unknown>;
  for (const key of ["source-revision", "reviewed-by", "reviewed-on", "change-note"]) {
    if (typeof translation[key] !== "string" || !(translation[key] as string).trim()) throw problem(front.translation ? key : "translation", `translation.${key} is required: a translation records its English source and its own medical review`);
  }
  const source = String(translation["source-revision"]);
  if (model === "Post" && !(english.changeLog ?? []).some((change) => change.id === source)) {
    throw problem("source-revision", `translation.source-revision "${source}" is no review-history entry of the English post (newest: ${english.changeLog?.[0]?.id ?? "none"})`);
  }
  if (model === "Page" && Number.isNaN(Date.parse(source))) throw problem("source-revision", `translation.source-revision "${source}" is not the English page's updatedAt (${english.updatedAt ?? "?"})`);
  const reviewer = String(translation["reviewed-by"]);
  if (!(await api.preview(OPERATIONS.reviewer, { slug: reviewer })).author) throw problem("reviewed-by", `translation.reviewed-by: no author "${reviewer}"`);
  Object.assign(data, { translationSource: source, translationReviewedBy: reviewer, translationReviewedOn: translation["reviewed-on"], translationReviewNote: translation["change-note"] });
  void file;
  return data;
}

/** A JSON translation (an entry without a body): only its model's localized fields. */
function jsonData(text: string, model: string, problem: (key: string, message: string) => FileProblem, file: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    const line = position ? text.slice(0, Number(position)).split("\n").length : 1;
    throw new FileProblem(`${file}:${line}: not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new FileProblem(`${file}:1: write one JSON object of the entry's translated fields`);
  const localized = (FIELDS.get(model) ?? []).filter((field) => field.localized || field.kind === "component" || field.kind === "union").map((field) => field.name);
  for (const key of Object.keys(data)) if (!localized.includes(key)) throw problem(key, `"${key}" is not a translated field of ${model} (${localized.join(", ")})`);
  return data as Record<string, unknown>;
}

/** Checks and writes every file under `dir`; returns the lines to print and whether any failed. */
export async function importTranslations(dir: string, locale: string, api: TranslationApi, contentDir = CONTENT_DIR): Promise<{ lines: string[]; failed: number; imported: number }> {
  if (!isLocale(locale)) throw new Error(`import-translations: "${locale}" is not a locale of models.graphql`);
  const lines: string[] = [];
  let failed = 0;
  let imported = 0;
  for (const path of filesUnder(dir)) {
    const folder = relative(dir, path).split(/[\\/]/)[0];
    const result = await importFile(path, MODEL_OF_FOLDER.get(folder), basename(path, extname(path)), locale, api, folder, contentDir);
    if (result.imported) imported++;
    else failed++;
    lines.push(result.line);
  }
  lines.push(`${imported} translation${imported === 1 ? "" : "s"} imported and published in ${locale}, ${failed} refused.`);
  return { lines, failed, imported };
}

/**
 * One translation file checked and written for the entry `id` of `model` (undefined: the folder
 * names no model), with the line to print: what was imported, or the problem at its file:line.
 */
export async function importFile(path: string, model: string | undefined, id: string, locale: Locale, api: TranslationApi, folder = "", contentDir = CONTENT_DIR): Promise<{ imported: boolean; line: string }> {
  const file = relative(process.cwd(), path);
  const text = readFileSync(path, "utf8");
  const problem = (key: string, message: string) => new FileProblem(`${file}:${lineOf(text, key)}: ${message}`);
  let markdown: MarkdownFile | undefined;
  try {
    if (!model) throw new FileProblem(`${file}:1: "${folder}" is no content folder (${Object.values(MODEL_FOLDERS).join(", ")})`);
    const where = entryWhere(model, id, contentDir);
    const english = await englishEntry(api, model, where);
    if (!english) throw new FileProblem(`${file}:1: no ${model} "${id}" (the file is named after the English entry's content file)`);
    if (extname(path) === ".md" && model !== "Post" && model !== "Page") throw new FileProblem(`${file}:1: only posts and pages are Markdown; write ${model} as .json`);
    let data: Record<string, unknown>;
    if (extname(path) === ".md") {
      markdown = readMarkdownFile(file);
      data = await markdownData(api, file, markdown, model, english, problem);
    } else {
      data = jsonData(text, model, problem, file);
      // A JSON translation is made from the English as it is now, unless the file names its source.
      if (recordsSource(model) && data.translationSource === undefined) data.translationSource = english.updatedAt;
    }
    await writeTranslation(api, model, where, locale, data, text, file, markdown);
    const revision: EnglishRevision | null = model === "Post" ? { kind: "post", changeIds: (english.changeLog ?? []).map((change) => change.id) } : recordsSource(model) ? { kind: "page", updatedAt: english.updatedAt ?? "" } : null;
    const behind = revision && isTranslationBehind(revision, String(data.translationSource)) ? `; already behind the English (made from ${String(data.translationSource)}, the English is now at ${currentRevision(revision) ?? "?"})` : "";
    const converted = markdown?.notes.length ? `\n  converted as the site shows it:\n  ${markdown.notes.join("\n  ")}` : "";
    return { imported: true, line: `imported  ${file}  → ${model} ${id} (${locale})${behind}${converted}` };
  } catch (error) {
    return { imported: false, line: error instanceof Error ? error.message : String(error) };
  }
}

/** The localized update and the locale's publish; the service's refusals are put at the file's lines. */
async function writeTranslation(api: TranslationApi, model: string, where: Record<string, string>, locale: Locale, data: Record<string, unknown>, text: string, file: string, markdown?: MarkdownFile): Promise<void> {
  try {
    await api.mutate(OPERATIONS.update(model, locale), { where, create: data, update: data });
    await api.mutate(OPERATIONS.publish(model, locale), { where });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (markdown && /\bcontent\./.test(message)) throw new FileProblem(await markdown.locate(message.replace(/localizations\.upsert\[0\]\.(?:create|update)\./g, "")));
    const field = /\.(?:create|update)\.(\w+)/.exec(message)?.[1];
    const key = field ? (Object.entries(FRONT_MATTER_FIELDS).find(([, name]) => name === field)?.[0] ?? field) : "";
    throw new FileProblem(`${file}:${key ? lineOf(text, key) : 1}: ${message}`);
  }
}
