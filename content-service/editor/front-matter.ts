import type { RichTextDocument } from "@sti-aware/contract/rich-text";
import type { FrontMatter } from "./markdown-file";

/**
 * An entry's fields as the front matter of its Markdown file, both ways: `pull` writes them, and
 * `update … --file` reads them back in one form (null when absent) that the entry as stored is read
 * in too, so the two compare. Names are the command's flags (`sub-category`, `cover-image`), so the
 * file and the command line read alike.
 */

type Slug = { slug: string } | null;
export type PulledPost = {
  title: string; excerpt: string | null; tags: string[]; category: Slug; subCategory: Slug; coverImage: { id: string } | null;
  seo: { title: string | null; description: string | null } | null;
  sources: { title: string; publisher: string; url: string; date: string | null }[];
  content: { json: RichTextDocument } | null;
  updatedAt: string;
};
export type PulledPage = {
  title: string; headerOneText: string | null; headerTwoText: string | null; metaDescription: string | null;
  seo: { title: string | null; description: string | null } | null;
  content: { json: RichTextDocument } | null;
  updatedAt: string;
};

export const POST_FIELDS = "title excerpt tags category { slug } subCategory { slug } coverImage { id } seo { title description } sources { title publisher url date } content { json } updatedAt";
export const PAGE_FIELDS = "title headerOneText headerTwoText metaDescription seo { title description } content { json } updatedAt";

/** Drops empty fields, so the file shows what the entry has. */
const present = (fields: Record<string, unknown>): FrontMatter =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && !value.length) && !(typeof value === "object" && value !== null && !Array.isArray(value) && !Object.keys(present(value as Record<string, unknown>)).length)));

export function postFrontMatter(post: PulledPost): FrontMatter {
  return present({
    title: post.title,
    excerpt: post.excerpt,
    category: post.category?.slug,
    "sub-category": post.subCategory?.slug,
    tags: post.tags,
    "cover-image": post.coverImage?.id,
    seo: post.seo && present({ title: post.seo.title, description: post.seo.description }),
    sources: post.sources.map((source) => present({ ...source })),
  });
}

export function pageFrontMatter(page: PulledPage): FrontMatter {
  return present({
    title: page.title,
    "header-one": page.headerOneText,
    "header-two": page.headerTwoText,
    "meta-description": page.metaDescription,
    seo: page.seo && present({ title: page.seo.title, description: page.seo.description }),
  });
}

export type Source = { title: string; publisher: string; url: string; date?: string };

/** The front-matter fields of each kind of entry, in the order `pull` writes them. */
export const FILE_FIELDS = {
  post: ["title", "excerpt", "category", "sub-category", "tags", "cover-image", "seo", "sources"],
  page: ["title", "header-one", "header-two", "meta-description", "seo"],
} as const;
export type EntryKind = keyof typeof FILE_FIELDS;

function text(file: string, name: string, value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") throw new Error(`${file}: front matter: ${name} must be text`);
  return String(value);
}

function seoValue(file: string, seo: unknown): { title: string | null; description: string | null } | null {
  if (seo === undefined || seo === null) return null;
  if (typeof seo !== "object" || Array.isArray(seo)) throw new Error(`${file}: front matter: seo holds "title:" and "description:"`);
  const { title, description, ...rest } = seo as Record<string, unknown>;
  if (Object.keys(rest).length) throw new Error(`${file}: front matter: seo holds only title and description (not ${Object.keys(rest).join(", ")})`);
  const value = { title: title == null ? null : text(file, "seo.title", title), description: description == null ? null : text(file, "seo.description", description) };
  return value.title === null && value.description === null ? null : value;
}

function sourcesValue(file: string, sources: unknown): Source[] | null {
  if (sources === undefined || sources === null) return null;
  if (!Array.isArray(sources)) throw new Error(`${file}: front matter: sources is a list of title, publisher, url and date`);
  const list = sources.map((source: Record<string, unknown>, index): Source => {
    const name = (key: string) => `sources[${index}].${key}`;
    return {
      title: text(file, name("title"), source?.title),
      publisher: text(file, name("publisher"), source?.publisher),
      url: text(file, name("url"), source?.url),
      ...(source?.date != null ? { date: text(file, name("date"), source.date instanceof Date ? source.date.toISOString().slice(0, 10) : source.date) } : {}),
    };
  });
  return list.length ? list : null;
}

/**
 * The front matter's fields, one value per field of the kind (null when absent or empty), in the
 * form both a file and the entry as pulled are compared in. An unknown field is refused (a typo
 * would otherwise be ignored).
 */
export function fileFieldValues(file: string, kind: EntryKind, frontMatter: FrontMatter): Record<string, unknown> {
  const keys: readonly string[] = FILE_FIELDS[kind];
  const unknown = Object.keys(frontMatter).filter((key) => !keys.includes(key));
  if (unknown.length) throw new Error(`${file}: front matter: unknown field ${unknown.join(", ")} (a ${kind} has ${keys.join(", ")})`);
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const value = frontMatter[key];
    if (key === "seo") values.seo = seoValue(file, value);
    else if (key === "sources") values.sources = sourcesValue(file, value);
    else if (key === "tags") {
      if (value != null && !Array.isArray(value)) throw new Error(`${file}: front matter: tags is a list ("tags: [a, b]")`);
      const tags = ((value ?? []) as unknown[]).map((tag, index) => text(file, `tags[${index}]`, tag));
      values.tags = tags.length ? tags : null;
    } else values[key] = value == null ? null : text(file, key, value);
  }
  return values;
}

const sameSource = (a: Source, b: Source) => a.title === b.title && a.publisher === b.publisher && a.url === b.url && (a.date ?? null) === (b.date ?? null);

/** The sources a file adds to the article's; a source it drops or changes is refused, as the API only adds sources. */
export function addedSources(file: string, inFile: Source[], stored: Source[]): Source[] {
  const missing = stored.filter((source) => !inFile.some((other) => sameSource(source, other)));
  if (missing.length) throw new Error(`${file}: front matter: sources can be added, not removed or changed here (missing: "${missing.map((source) => source.title).join('", "')}"); put them back as they were`);
  return inFile.filter((source) => !stored.some((other) => sameSource(source, other)));
}
