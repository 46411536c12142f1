import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readMarkdownFile } from "@/content-service/editor/markdown-file";

/**
 * Writes the translators' Spanish texts (content-service/translations/es) into a copy of the
 * content as published Spanish localizations, stored as the content service keeps them
 * (`localizations.es` in each entry's file, content-service/CONTENT.md): posts' title, slug,
 * excerpt, SEO title and description and body; categories' and sub-categories' titles; the search
 * synonyms' Spanish words. Tests only, on a temporary copy: the content's own importer is the
 * editors' way in.
 */

const TRANSLATIONS = join(process.cwd(), "content-service", "translations", "es");
const PUBLISHED = "2026-11-26T12:00:00.000Z";
const dates = { createdAt: PUBLISHED, updatedAt: PUBLISHED, publishedAt: PUBLISHED };

function localize(contentDir: string, folder: string, id: string, fields: Record<string, unknown>): void {
  const file = join(contentDir, folder, `${id}.json`);
  if (!existsSync(file)) throw new Error(`No entry ${folder}/${id} for its translation`);
  const entry = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const localizations = (entry.localizations ?? {}) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...entry, localizations: { ...localizations, es: { ...dates, ...fields } } }, null, 2));
}

const filesOf = (folder: string, extension: string) =>
  existsSync(join(TRANSLATIONS, folder)) ? readdirSync(join(TRANSLATIONS, folder)).filter((name) => name.endsWith(extension)) : [];

/** `posts`: the ids of the posts to translate (default: every post the translators have done). */
export function addSpanishTranslations(contentDir: string, { posts }: { posts?: readonly string[] } = {}): string[] {
  for (const folder of ["categories", "sub-categories", "search-synonyms"]) {
    for (const name of filesOf(folder, ".json")) {
      const fields = JSON.parse(readFileSync(join(TRANSLATIONS, folder, name), "utf8")) as Record<string, unknown>;
      const own = folder === "search-synonyms" ? { term: fields.term, synonyms: fields.synonyms } : { title: fields.title, slug: fields.slug };
      localize(contentDir, folder, name.replace(/\.json$/, ""), own);
    }
  }
  const translated: string[] = [];
  for (const name of filesOf("posts", ".md")) {
    const id = name.replace(/\.md$/, "");
    if (posts && !posts.includes(id)) continue;
    const { content, frontMatter } = readMarkdownFile(join(TRANSLATIONS, "posts", name));
    const seo = frontMatter.seo as { title?: string; description?: string } | undefined;
    localize(contentDir, "posts", id, {
      title: frontMatter.title,
      slug: frontMatter.slug,
      excerpt: frontMatter.excerpt,
      ...(seo ? { seo: { title: seo.title, description: seo.description } } : {}),
      content,
    });
    translated.push(id);
  }
  return translated;
}
