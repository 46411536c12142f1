import type { RichTextDocument } from "@sti-aware/contract/rich-text";
import type { FrontMatter } from "./markdown-file";

/**
 * An entry's fields as the front matter of its Markdown file, both ways: `pull` writes them, and
 * `update … --file` turns them back into the update's data. Names are the command's flags
 * (`sub-category`, `cover-image`), so the file and the command line read alike.
 */

type Slug = { slug: string } | null;
export type PulledPost = {
  title: string; excerpt: string | null; tags: string[]; category: Slug; subCategory: Slug; coverImage: { id: string } | null;
  seo: { title: string | null; description: string | null } | null;
  sources: { title: string; publisher: string; url: string; date: string | null }[];
  content: { json: RichTextDocument } | null;
};
export type PulledPage = {
  title: string; headerOneText: string | null; headerTwoText: string | null; metaDescription: string | null;
  seo: { title: string | null; description: string | null } | null;
  content: { json: RichTextDocument } | null;
};

export const POST_FIELDS = "title excerpt tags category { slug } subCategory { slug } coverImage { id } seo { title description } sources { title publisher url date } content { json }";
export const PAGE_FIELDS = "title headerOneText headerTwoText metaDescription seo { title description } content { json }";

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
/** Front matter read back: the values of the command's flags, and the article's full list of sources. */
export type FileFields = { flags: Record<string, string>; sources?: Source[] };

const POST_KEYS = ["title", "excerpt", "category", "sub-category", "tags", "cover-image", "seo", "sources"];
const PAGE_KEYS: Record<string, string> = { title: "title", "header-one": "headerOneText", "header-two": "headerTwoText", "meta-description": "metaDescription" };

function text(file: string, name: string, value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") throw new Error(`${file}: front matter: ${name} must be text`);
  return String(value);
}

function seoFlags(file: string, seo: unknown): Record<string, string> {
  if (seo === undefined || seo === null) return {};
  if (typeof seo !== "object" || Array.isArray(seo)) throw new Error(`${file}: front matter: seo holds "title:" and "description:"`);
  const { title, description, ...rest } = seo as Record<string, unknown>;
  if (Object.keys(rest).length) throw new Error(`${file}: front matter: seo holds only title and description (not ${Object.keys(rest).join(", ")})`);
  return { ...(title !== undefined ? { "seo-title": text(file, "seo.title", title) } : {}), ...(description !== undefined ? { "seo-description": text(file, "seo.description", description) } : {}) };
}

/** A post's front matter as `update post` flags; an unknown field is refused (a typo would otherwise be ignored). */
export function postFileFields(file: string, frontMatter: FrontMatter): FileFields {
  const unknown = Object.keys(frontMatter).filter((key) => !POST_KEYS.includes(key));
  if (unknown.length) throw new Error(`${file}: front matter: unknown field ${unknown.join(", ")} (a post has ${POST_KEYS.join(", ")})`);
  const flags: Record<string, string> = seoFlags(file, frontMatter.seo);
  for (const key of ["title", "excerpt", "category", "sub-category", "cover-image"]) if (frontMatter[key] != null) flags[key] = text(file, key, frontMatter[key]);
  if (frontMatter.tags != null) {
    if (!Array.isArray(frontMatter.tags)) throw new Error(`${file}: front matter: tags is a list ("tags: [a, b]")`);
    flags.tags = frontMatter.tags.map((tag, index) => text(file, `tags[${index}]`, tag)).join(",");
  }
  if (frontMatter.sources == null) return { flags };
  if (!Array.isArray(frontMatter.sources)) throw new Error(`${file}: front matter: sources is a list of title, publisher, url and date`);
  const sources = frontMatter.sources.map((source: Record<string, unknown>, index): Source => {
    const name = (key: string) => `sources[${index}].${key}`;
    return {
      title: text(file, name("title"), source?.title),
      publisher: text(file, name("publisher"), source?.publisher),
      url: text(file, name("url"), source?.url),
      ...(source?.date != null ? { date: text(file, name("date"), source.date instanceof Date ? source.date.toISOString().slice(0, 10) : source.date) } : {}),
    };
  });
  return { flags, sources };
}

/** A page's front matter as the fields of `updatePage`. */
export function pageFileData(file: string, frontMatter: FrontMatter): Record<string, unknown> {
  const unknown = Object.keys(frontMatter).filter((key) => key !== "seo" && !(key in PAGE_KEYS));
  if (unknown.length) throw new Error(`${file}: front matter: unknown field ${unknown.join(", ")} (a page has ${[...Object.keys(PAGE_KEYS), "seo"].join(", ")})`);
  const data: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(PAGE_KEYS)) if (frontMatter[key] != null) data[field] = text(file, key, frontMatter[key]);
  const seo = seoFlags(file, frontMatter.seo);
  if (Object.keys(seo).length) data.seo = { update: { ...(seo["seo-title"] ? { title: seo["seo-title"] } : {}), ...(seo["seo-description"] ? { description: seo["seo-description"] } : {}) } };
  return data;
}

const sameSource = (a: Source, b: Source) => a.title === b.title && a.publisher === b.publisher && a.url === b.url && (a.date ?? null) === (b.date ?? null);

/** The sources a file adds to the article's; a source it drops or changes is refused, as the API only adds sources. */
export function addedSources(file: string, inFile: Source[], current: PulledPost["sources"]): Source[] {
  const stored = current.map((source) => ({ ...source, date: source.date ?? undefined }));
  const missing = stored.filter((source) => !inFile.some((other) => sameSource(source, other)));
  if (missing.length) throw new Error(`${file}: front matter: sources can be added, not removed or changed here (missing: "${missing.map((source) => source.title).join('", "')}"); put them back as they were`);
  return inFile.filter((source) => !stored.some((other) => sameSource(source, other)));
}
