import { richTextClassNames } from "@sti-aware/contract/rich-text";
import { isRecord, reportOnce, wrapIn, type ElementRenderer } from "./render-context";

/** A `class` element wraps its content in the editor's class names, each prefixed (rt-class-<name>) so content can only reach styles meant for it. */
const renderClass: ElementRenderer = (element, children, _context, key) => {
  const names = richTextClassNames(element.className);
  if (!names) reportOnce("a class name that is not plain was left out");
  return (
    <div key={key} className={["rich-text__class", ...(names ?? []).map((name) => `rt-class-${name}`)].join(" ")}>
      {children()}
    </div>
  );
};

/** A list item; one of several paragraphs (a loose item in Markdown) shows them apart, as <p>s, not run together. */
const renderListItem: ElementRenderer = (element, children, _context, key) => {
  const paragraphs = Array.isArray(element.children) ? element.children.filter((child: unknown) => isRecord(child) && child.type === "list-item-child").length : 0;
  return <li key={key}>{children(undefined, paragraphs > 1 ? { itemParagraphs: true } : undefined)}</li>;
};

/** Headings, paragraphs, lists, quotes, code blocks and `class` wrappers. */
export const BLOCKS: [string, ElementRenderer][] = [
  // The page title is the only h1, so a heading-one in content becomes an h2.
  ["heading-one", wrapIn("h2")],
  ["heading-two", wrapIn("h2")],
  ["heading-three", wrapIn("h3")],
  ["heading-four", wrapIn("h4")],
  ["heading-five", wrapIn("h5")],
  ["heading-six", wrapIn("h6")],
  ["paragraph", wrapIn("p")],
  ["bulleted-list", wrapIn("ul", "list")],
  ["numbered-list", wrapIn("ol", "list")],
  ["list-item", renderListItem],
  ["list-item-child", (_element, children, context, key) => (context.itemParagraphs ? <p key={key}>{children()}</p> : <span key={key}>{children()}</span>)],
  ["block-quote", wrapIn("blockquote")],
  [
    "code-block",
    (_element, children, _context, key) => (
      <pre key={key}>
        <code>{children(undefined, { preformatted: true })}</code>
      </pre>
    ),
  ],
  ["class", renderClass],
];
