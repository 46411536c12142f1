import type { RichTextNode } from "@sti-aware/contract/rich-text";
import type { SearchDocument } from "@/queries/search";

/**
 * A post as the index holds it. Memory per post is bounded: the fields the index reads are cut
 * at fixed lengths, and what a result shows is kept compressed (TextArena), not as strings.
 */

/** Characters of body text kept for passages: about 450 words, the opening of any article. */
export const BODY_CHARS = 3_000;
/** Characters of body text indexed: the opening, where an article says what it is about (bounds the index's postings per post). */
export const BODY_INDEX_CHARS = 1_000;
/** Characters of headings (all of them together) indexed. */
const HEADINGS_CHARS = 1_000;

/** The fields the index reads, in the index's field order. */
export const INDEXED_FIELDS = ["title", "headings", "keywords", "category", "excerpt", "body"] as const;
export type IndexedField = (typeof INDEXED_FIELDS)[number];

/** What a result shows, read back (decompressed) for the few posts a search returns. */
export type DisplayedPost = {
  slug: string;
  title: string;
  category: string | null;
  reviewed: string | null;
  excerpt: string;
  /** Body text, BODY_CHARS at most: where the passage comes from. */
  body: string;
};

function textOf(node: RichTextNode, out: string[]): void {
  // An explicit stack: content may nest deeply.
  const stack: RichTextNode[] = [node];
  while (stack.length) {
    const current = stack.pop() as RichTextNode;
    if ("text" in current && typeof current.text === "string") out.push(current.text);
    // List items, table cells and the like are words apart; a link is part of its sentence.
    else if ((current as { type?: unknown }).type !== "link") out.push(" ");
    const children = (current as { children?: unknown }).children;
    if (Array.isArray(children)) for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as RichTextNode);
  }
}

/** Headings and body text of a rich-text document: blocks on their own lines. */
export function richTextParts(json: unknown): { headings: string; body: string } {
  const blocks = (json as { children?: unknown } | null)?.children;
  const headings: string[] = [];
  const body: string[] = [];
  let bodyLength = 0;
  if (!Array.isArray(blocks)) return { headings: "", body: "" };
  for (const block of blocks as RichTextNode[]) {
    const type = (block as { type?: unknown }).type;
    const words: string[] = [];
    textOf(block, words);
    const text = words.join("").replace(/\s+/g, " ").trim();
    if (!text) continue;
    if (typeof type === "string" && type.startsWith("heading-")) headings.push(text);
    else if (bodyLength < BODY_CHARS) {
      body.push(text);
      bodyLength += text.length + 1;
    }
  }
  return { headings: headings.join("\n").slice(0, HEADINGS_CHARS), body: body.join("\n").slice(0, BODY_CHARS) };
}

/**
 * `localizedOnly`: another language than the default reads only the entry's localized fields
 * (tags are not localized: English words would make English queries find Spanish articles).
 */
export function toIndexed(post: SearchDocument, { localizedOnly = false } = {}): { fields: Record<IndexedField, string>; displayed: DisplayedPost } {
  const { headings, body } = richTextParts(post.content?.json);
  const keywords = [...(localizedOnly ? [] : post.tags), ...(post.seo?.keywords ?? [])].join(" ");
  const category = [post.category?.title, post.subCategory?.title].filter(Boolean).join(" ");
  const excerpt = post.excerpt ?? "";
  return {
    fields: { title: post.title, headings, keywords, category, excerpt, body: body.slice(0, BODY_INDEX_CHARS) },
    displayed: { slug: post.slug, title: post.title, category: post.category?.title ?? null, reviewed: post.seo?.lastReviewed ?? null, excerpt, body },
  };
}
