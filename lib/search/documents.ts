import type { RichTextNode } from "@sti-aware/contract/rich-text";
import type { SearchDocument } from "@/queries/search";
import type { TextArena, TextRef } from "./text-arena";

/**
 * A post as the index holds it. Memory per post is bounded: the fields the index reads are cut
 * at fixed lengths, and the text a result's passage comes from is kept compressed.
 */

/** Characters of body text kept for passages: about 450 words, the opening of any article. */
export const BODY_CHARS = 3_000;
/** Characters of body text indexed: the opening, where an article says what it is about (bounds the index's postings per post). */
export const BODY_INDEX_CHARS = 1_000;
/** Characters of headings (all of them together) indexed. */
const HEADINGS_CHARS = 1_000;

/** The fields MiniSearch indexes (and nothing it stores: see StoredPost). */
export type IndexedFields = { id: string; title: string; headings: string; keywords: string; category: string; excerpt: string; body: string };

/** What a result shows, per post, outside the inverted index. */
export type StoredPost = {
  slug: string;
  title: string;
  category: string | null;
  categorySlug: string | null;
  subCategorySlug: string | null;
  reviewed: string | null;
  excerpt: string;
  /** Body text (BODY_CHARS at most), deflated in the index's arena. */
  body: TextRef;
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

export function toIndexed(post: SearchDocument, arena: TextArena): { fields: IndexedFields; stored: StoredPost } {
  const { headings, body } = richTextParts(post.content?.json);
  const keywords = [...post.tags, ...(post.seo?.keywords ?? [])].join(" ");
  const category = [post.category?.title, post.subCategory?.title].filter(Boolean).join(" ");
  const excerpt = post.excerpt ?? "";
  return {
    fields: { id: post.id, title: post.title, headings, keywords, category, excerpt, body: body.slice(0, BODY_INDEX_CHARS) },
    stored: {
      slug: post.slug,
      title: post.title,
      category: post.category?.title ?? null,
      categorySlug: post.category?.slug ?? null,
      subCategorySlug: post.subCategory?.slug ?? null,
      reviewed: post.seo?.lastReviewed ?? null,
      excerpt,
      body: arena.put(body),
    },
  };
}


