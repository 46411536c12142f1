import { parseRichTextMarkdown } from "@sti-aware/contract/rich-text-markdown";
import { richTextToMarkdown } from "@sti-aware/contract/rich-text-to-markdown";
import type { RichTextDocument } from "@sti-aware/contract/rich-text";
import { fileFieldValues, pageFrontMatter, postFrontMatter, type EntryKind, type PulledPage, type PulledPost } from "./front-matter";
import type { MarkdownFile } from "./markdown-file";
import type { FieldValues } from "./revision";

/**
 * An entry's fields as its Markdown file holds them, from either side: the file an editor pushes,
 * or the entry as the service has it now. Both read the same way, so a field compares equal when
 * the file shows what is stored.
 */

/** The body as a file shows it: the rich text written as Markdown and read back (formatting Markdown cannot tell apart is one). */
export function bodyAsFiled(document: RichTextDocument): RichTextDocument {
  try {
    return parseRichTextMarkdown(richTextToMarkdown(document).markdown).document;
  } catch {
    // A body the printer writes but the parser refuses compares as stored.
    return document;
  }
}

export function storedValues(kind: EntryKind, entry: PulledPost & PulledPage): FieldValues {
  const frontMatter = kind === "post" ? postFrontMatter(entry) : pageFrontMatter(entry);
  return { ...fileFieldValues(`${kind} as stored`, kind, frontMatter), body: bodyAsFiled(entry.content?.json ?? { children: [] }) };
}

export function fileValues(file: string, kind: EntryKind, markdown: MarkdownFile, frontMatter: MarkdownFile["frontMatter"]): FieldValues {
  return { ...fileFieldValues(file, kind, frontMatter), body: markdown.content };
}
