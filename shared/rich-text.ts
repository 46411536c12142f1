/**
 * Hygraph's rich-text AST (the `json` of a RichText field), shared by the content service that
 * stores and validates it and the site that renders it.
 */

export type RichTextLeaf = { text: string; bold?: boolean; italic?: boolean; underline?: boolean; code?: boolean };
export type RichTextElement = {
  type: string;
  children: RichTextNode[];
  href?: string;
  openInNewTab?: boolean;
  nodeId?: string;
  nodeType?: string;
  title?: string;
};
export type RichTextNode = RichTextElement | RichTextLeaf;
export type RichTextDocument = { children: RichTextElement[] };
