import type { ReactNode } from "react";
import type { RichTextLeaf } from "@/lib/shared/content/types";
import { isRecord } from "./render-context";

/** The text under a node, read with a loop (every depth, every shape). */
export function plainText(node: unknown): string {
  const parts: string[] = [];
  const stack: unknown[] = [node];
  while (stack.length) {
    const current = stack.pop();
    if (!isRecord(current)) continue;
    if (typeof current.text === "string") parts.push(current.text);
    if (Array.isArray(current.children)) for (let index = current.children.length - 1; index >= 0; index--) stack.push(current.children[index]);
  }
  return parts.join("");
}

/** A soft line break (Shift+Enter in Hygraph's editor) is a "\n" in the text. */
function withLineBreaks(text: string): ReactNode {
  if (!text.includes("\n")) return text;
  return text.split("\n").map((line, index) => (index ? [<br key={index} />, line] : line));
}

/** A text leaf with its marks: code, underline, italic, bold. */
export function renderLeaf(text: string, leaf: Omit<RichTextLeaf, "text">, key: number, preformatted: boolean | undefined): ReactNode {
  let node: ReactNode = preformatted ? text : withLineBreaks(text);
  if (leaf.code) node = <code>{node}</code>;
  if (leaf.underline) node = <u>{node}</u>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.bold) node = <strong>{node}</strong>;
  return <span key={key}>{node}</span>;
}
