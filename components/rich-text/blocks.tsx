import { richTextClassNames } from "@sti-aware/contract/rich-text";
import { reportOnce, wrapIn, type ElementRenderer } from "./render-context";

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
  ["list-item", wrapIn("li")],
  ["list-item-child", wrapIn("span")],
  ["block-quote", wrapIn("blockquote")],
  [
    "code-block",
    (_element, children, _context, key) => (
      <pre key={key}>
        <code>{children(undefined, true)}</code>
      </pre>
    ),
  ],
  ["class", renderClass],
];
