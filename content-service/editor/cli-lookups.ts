import { CLI_OPERATIONS, EMBEDDABLE_LIST_FIELDS, SLUG_LIST_FIELDS } from "./cli-operations";
import { mutate, preview } from "./editor-api";
import { isStrictDate } from "../api/mutations/mutation-inputs";
import type { MarkdownFile } from "./markdown-file";

/** What the editor commands check an editor's words against: slugs, dates, embed ids. */

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
export async function known(kind: string, slug: string): Promise<string> {
  const slugs = await slugsOf(SLUG_LIST_FIELDS[kind as keyof typeof SLUG_LIST_FIELDS]);
  if (!slugs.includes(slug)) throw new Error(`Unknown ${kind} "${slug}". Valid ${kind} slugs: ${slugs.join(", ") || "none"}`);
  return slug;
}

/** YYYY-MM-DD of a day that exists: "2026-02-30" is refused, not rolled over to March. */
export function strictDate(value: string, flag: string): string {
  if (!isStrictDate(value)) throw new Error(`${flag} "${value}" is not a date (YYYY-MM-DD)`);
  return value;
}

/** Ids of every entry of a model in the DRAFT stage ("Asset" → assets), for an embed that names none of them. */
async function idsOf(model: string): Promise<string[]> {
  const field = EMBEDDABLE_LIST_FIELDS[model];
  if (!field) return [];
  const page = (await preview(CLI_OPERATIONS.ids(field)).catch(() => ({ [field]: [] })))[field] as { id: string }[];
  return page.map((entry) => entry.id);
}

/** A mutation whose refusals about the Markdown body point at the file's lines. */
export async function mutateWithMarkdown(markdown: MarkdownFile | undefined, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    const answer = await mutate(query, variables);
    // Said once the write is done: what the body holds that the file did not write as such.
    if (markdown?.notes.length) console.log(`Converted as the site shows it:\n${markdown.notes.join("\n")}`);
    return answer;
  } catch (error) {
    if (!markdown || !(error instanceof Error)) throw error;
    throw new Error(await markdown.locate(error.message, idsOf));
  }
}
