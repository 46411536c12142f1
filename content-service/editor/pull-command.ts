import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { KEPT_LANGUAGE } from "@sti-aware/contract/rich-text-markdown";
import { preview } from "./editor-api";
import { CLI_OPERATIONS } from "./cli-operations";
import { pageFrontMatter, postFrontMatter, type PulledPage, type PulledPost } from "./front-matter";
import { writeMarkdownFile } from "./markdown-file";
import { revisionFrontMatter } from "./revision";
import { storedValues } from "./entry-values";
import type { RichTextDocument } from "@sti-aware/contract/rich-text";
import { DEFAULT_LOCALE, isLocale } from "../store/localization";

/**
 * `pull post|page <slug>`: the entry's draft as the Markdown file `update … --file` reads back
 * (front matter: the fields an editor changes; body: the rich text). A block Markdown cannot
 * write is kept as its JSON in a ```rich-text block, and the command names each one.
 */

export const PULL_HELP =
  "npm run content -- pull <post|page> <slug> [--out file.md] [--force] [--locale es]\n" +
  "  Writes the draft as Markdown (default <slug>.md; --force overwrites): front matter with the fields and the revision\n" +
  "  pulled (leave it: a push compares with it, to keep others' changes), then the body.\n" +
  "  Edit it and send it back with `update <post|page> <slug> --file <slug>.md`. With --locale, the translation in the\n" +
  "  translators' format, sent back with `update <post|page> <slug> --locale es --file <file>`.";

type PulledTranslation = Record<string, unknown> & { locale: string; slug: string; seo: { title: string | null; description: string | null } | null; content: { json: RichTextDocument } | null };

/** A translation's front matter in the translators' format: its localized fields and its provenance. */
function translationFrontMatter(entry: PulledTranslation): Record<string, unknown> {
  const keys: Record<string, string> = { slug: "slug", title: "title", excerpt: "excerpt", headerOneText: "header-one", headerTwoText: "header-two", metaDescription: "meta-description" };
  const front: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(keys)) if (typeof entry[field] === "string") front[key] = entry[field];
  if (entry.seo) front.seo = { title: entry.seo.title, description: entry.seo.description };
  if (Array.isArray(entry.sources)) front.sources = entry.sources;
  front.translation = { "source-revision": entry.translationSource, "reviewed-by": entry.translationReviewedBy, "reviewed-on": entry.translationReviewedOn, "change-note": entry.translationReviewNote };
  return front;
}

export async function pullCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { out: { type: "string" }, force: { type: "boolean", default: false }, locale: { type: "string" } }, allowPositionals: true });
  const [model, slug] = positionals;
  if ((model !== "post" && model !== "page") || !slug) throw new Error(PULL_HELP);
  if (values.locale !== undefined && values.locale !== DEFAULT_LOCALE) {
    if (!isLocale(values.locale)) throw new Error(`--locale: "${values.locale}" is not a locale of models.graphql`);
    const translation = (await preview(CLI_OPERATIONS.pullLocalized(model), { slug, locales: [values.locale] }))[model] as PulledTranslation | null;
    if (!translation) throw new Error(`No ${values.locale} translation of ${model} "${slug}" (give its ${values.locale} slug)`);
    const out = values.out ?? `${translation.slug}.md`;
    if (existsSync(out) && !values.force) throw new Error(`${out} exists: edit it, or pull again with --force to overwrite it`);
    writeFileSync(out, writeMarkdownFile(translationFrontMatter(translation), translation.content?.json ?? { children: [] }).text);
    console.log(`Wrote ${out}. Send it back with: npm run content -- update ${model} <English slug> --locale ${values.locale} --file ${out}`);
    return;
  }
  const entry = (await preview(CLI_OPERATIONS.pull(model), { slug }))[model] as (PulledPost & PulledPage) | null;
  if (!entry) throw new Error(`Unknown ${model} "${slug}"`);
  const out = values.out ?? `${slug}.md`;
  if (existsSync(out) && !values.force) throw new Error(`${out} exists: edit it, or pull again with --force to overwrite it`);
  // The revision goes last: what the push compares the file and the entry with.
  const frontMatter = { ...(model === "post" ? postFrontMatter(entry) : pageFrontMatter(entry)), ...revisionFrontMatter(entry.updatedAt, storedValues(model, entry)) };
  const { text, kept } = writeMarkdownFile(frontMatter, entry.content?.json ?? { children: [] });
  writeFileSync(out, text);
  console.log(`Wrote ${out}. Send it back with: npm run content -- update ${model} ${slug} --file ${out}`);
  if (kept.length) {
    console.log(
      `${kept.length} block${kept.length === 1 ? "" : "s"} cannot be written in Markdown (${kept.map((block) => `block ${block.index + 1}, a ${block.type}`).join("; ")}): ` +
        `kept as Hygraph JSON in \`\`\`${KEPT_LANGUAGE} blocks, sent back unchanged. Move or delete them as whole blocks; edit their text inside the JSON.`,
    );
  }
}
