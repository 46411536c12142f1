/**
 * Rich text as Hygraph accepts it, checked on every write and when the service starts: the node
 * types of Hygraph's published rich-text AST (@graphcms/rich-text-types), text leaves whose
 * `text` is a string and whose marks are booleans, elements with a `children` list, embeds and
 * entry links that point to an existing entry of a type the field may embed, and limits on size
 * and depth. The walk is a loop over an explicit stack, so no document can overflow the stack.
 */

/** Element types of Hygraph's rich-text AST. */
export const RICH_TEXT_ELEMENT_TYPES: ReadonlySet<string> = new Set([
  "paragraph",
  "heading-one",
  "heading-two",
  "heading-three",
  "heading-four",
  "heading-five",
  "heading-six",
  "bulleted-list",
  "numbered-list",
  "list-item",
  "list-item-child",
  "block-quote",
  "code-block",
  "link",
  "embed",
  "class",
  "image",
  "video",
  "iframe",
  "table",
  "table_head",
  "table_body",
  "table_row",
  "table_cell",
  "table_header_cell",
]);

export const RICH_TEXT_MARKS = ["bold", "italic", "underline", "code"] as const;

export const RICH_TEXT_LIMITS = {
  /** Nesting of elements below the document: a list inside a list takes three levels. */
  maxDepth: 24,
  /** Elements and text leaves in one document. */
  maxNodes: 10_000,
  /** Characters of text in one document. */
  maxTextLength: 200_000,
  /** Characters of a link's href or a media URL. */
  maxUrlLength: 2_048,
} as const;

/** String attributes an element type must carry (Hygraph's LinkProps, ImageProps, …). */
const REQUIRED_STRINGS: Record<string, string[]> = { image: ["src"], video: ["src"], iframe: ["url"], class: ["className"] };
const URL_ATTRIBUTES = ["href", "src", "url"];

export type RichTextRules = {
  /** Models the field may embed or link to (the field's `…RichTextEmbeddedTypes` union). */
  embeddable: readonly string[];
  /** The model of an existing entry, or undefined when there is none. */
  modelOf: (id: string) => string | undefined;
};

type Pending = { node: unknown; path: string; depth: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const own = (record: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(record, key);
const describeValue = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "a list" : typeof value === "string" ? `"${value.slice(0, 40)}"` : typeof value);

/**
 * The first problem of a rich-text value, as "<field>.<path>: <rule>", or null when it is valid.
 * One problem at a time: the editor fixes it and tries again, as in Hygraph's UI.
 */
export function richTextProblem(field: string, value: unknown, rules: RichTextRules): string | null {
  if (!isRecord(value) || !Array.isArray(value.children)) {
    return `${field}: must be a rich-text document { children: [...] } (got ${describeValue(value)})`;
  }
  const stack: Pending[] = [];
  for (let index = value.children.length - 1; index >= 0; index--) {
    stack.push({ node: value.children[index], path: `${field}.children[${index}]`, depth: 1 });
  }
  let nodes = 0;
  let textLength = 0;
  while (stack.length) {
    const { node, path, depth } = stack.pop()!;
    if (++nodes > RICH_TEXT_LIMITS.maxNodes) return `${field}: has more than ${RICH_TEXT_LIMITS.maxNodes} nodes`;
    if (!isRecord(node)) return `${path}: a node must be an element or a text leaf (got ${describeValue(node)})`;
    if (own(node, "text")) {
      if (depth === 1) return `${path}: text must be inside a block element such as a paragraph`;
      if (typeof node.text !== "string") return `${path}.text: must be a string (got ${describeValue(node.text)})`;
      if (own(node, "type") || own(node, "children")) return `${path}: a text leaf has no type or children`;
      for (const mark of RICH_TEXT_MARKS) {
        if (own(node, mark) && typeof node[mark] !== "boolean") return `${path}.${mark}: must be true or false`;
      }
      textLength += node.text.length;
      if (textLength > RICH_TEXT_LIMITS.maxTextLength) return `${field}: has more than ${RICH_TEXT_LIMITS.maxTextLength} characters of text`;
      continue;
    }
    if (depth > RICH_TEXT_LIMITS.maxDepth) return `${path}: elements nested deeper than ${RICH_TEXT_LIMITS.maxDepth} levels`;
    const problem = elementProblem(node, path, rules);
    if (problem) return problem;
    const children = node.children as unknown[];
    for (let index = children.length - 1; index >= 0; index--) {
      stack.push({ node: children[index], path: `${path}.children[${index}]`, depth: depth + 1 });
    }
  }
  return null;
}

function elementProblem(node: Record<string, unknown>, path: string, rules: RichTextRules): string | null {
  const type = node.type;
  if (typeof type !== "string" || !RICH_TEXT_ELEMENT_TYPES.has(type)) {
    return `${path}.type: ${describeValue(type)} is not a rich-text node type (allowed: ${[...RICH_TEXT_ELEMENT_TYPES].join(", ")})`;
  }
  if (!Array.isArray(node.children) || node.children.length === 0) return `${path}.children: a ${type} needs a list of at least one child node`;
  for (const attribute of REQUIRED_STRINGS[type] ?? []) {
    if (typeof node[attribute] !== "string") return `${path}.${attribute}: a ${type} needs a string ${attribute}`;
  }
  for (const attribute of URL_ATTRIBUTES) {
    if (!own(node, attribute) || node[attribute] === undefined) continue;
    if (typeof node[attribute] !== "string") return `${path}.${attribute}: must be a string`;
    if ((node[attribute] as string).length > RICH_TEXT_LIMITS.maxUrlLength) return `${path}.${attribute}: longer than ${RICH_TEXT_LIMITS.maxUrlLength} characters`;
  }
  if (own(node, "openInNewTab") && typeof node.openInNewTab !== "boolean") return `${path}.openInNewTab: must be true or false`;
  const linksEntry = type === "link" && (own(node, "nodeId") || own(node, "nodeType"));
  if (type === "embed" || linksEntry) return referenceProblem(node, path, rules);
  if (type === "link" && typeof node.href !== "string") return `${path}.href: a link needs a string href or an entry (nodeId and nodeType)`;
  return null;
}

function referenceProblem(node: Record<string, unknown>, path: string, rules: RichTextRules): string | null {
  const { nodeId, nodeType, type } = node;
  if (typeof nodeId !== "string" || !nodeId) return `${path}.nodeId: a ${type} needs the id of an entry`;
  if (typeof nodeType !== "string" || !rules.embeddable.includes(nodeType)) {
    return `${path}.nodeType: ${describeValue(nodeType)} cannot be embedded here (allowed: ${rules.embeddable.join(", ")})`;
  }
  const model = rules.modelOf(nodeId);
  if (!model) return `${path}.nodeId: no entry "${nodeId}" exists`;
  if (model !== nodeType) return `${path}.nodeId: "${nodeId}" is a ${model}, not a ${nodeType}`;
  return null;
}
