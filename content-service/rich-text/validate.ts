/**
 * Rich text as Hygraph accepts it, checked on every write and when the service starts: the node
 * types of Hygraph's published rich-text AST (@graphcms/rich-text-types), text leaves whose
 * `text` is a string and whose marks are booleans, elements with a `children` list, embeds and
 * entry links that point to an existing entry of a type the field may embed, URLs and class
 * names the site renders (shared/rich-text.ts), media sizes in pixels, and limits on size and
 * depth. The walk is a loop over an explicit stack, so no document can overflow the stack.
 */

import { RICH_TEXT_ELEMENT_TYPES, RICH_TEXT_LIMITS, richTextClassNames, MAX_CLASS_NAMES } from "@sti-aware/contract/rich-text";

// The limits live with the AST types: the Markdown reader stops at the same depth.
export { RICH_TEXT_LIMITS };
import { safeLinkHref, safeMediaUrl } from "@sti-aware/contract/url-targets";

const ELEMENT_TYPES: ReadonlySet<unknown> = new Set(RICH_TEXT_ELEMENT_TYPES);

export const RICH_TEXT_MARKS = ["bold", "italic", "underline", "code"] as const;

/** String attributes an element type must carry (Hygraph's LinkProps, ImageProps, …). */
const REQUIRED_STRINGS: Record<string, string[]> = { image: ["src"], video: ["src"], iframe: ["url"], class: ["className"] };
/** Optional attributes of media elements: strings, and sizes in pixels (Hygraph sends null for an unknown size). */
const OPTIONAL_STRINGS = ["title", "altText", "handle", "mimeType"];
const SIZES = ["width", "height"];
/** The URL rule of each URL attribute: the site renders nothing else (javascript:, data:, //host). */
const URL_RULES: Record<string, [(value: unknown) => string | null, string]> = {
  href: [safeLinkHref, "an http(s) URL, mailto:, a path on this site or an #anchor"],
  src: [safeMediaUrl, "an http(s) URL or a path on the content service"],
  url: [(value) => (safeMediaUrl(value)?.startsWith("/") ? null : safeMediaUrl(value)), "an http(s) URL"],
};
const MEDIA_TYPES = new Set(["image", "video", "iframe"]);

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
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > RICH_TEXT_LIMITS.maxJsonBytes) {
    return `${field}: is ${bytes} bytes as JSON; the limit is ${RICH_TEXT_LIMITS.maxJsonBytes} bytes per rich-text document (split it into several entries)`;
  }
  const stack: Pending[] = [];
  for (let index = value.children.length - 1; index >= 0; index--) {
    stack.push({ node: value.children[index], path: `${field}.children[${index}]`, depth: 1 });
  }
  const references = new Set<string>();
  const embeds = new Map<string, number>();
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
    const problem = elementProblem(node, path, rules) ?? referenceLimitProblem(node, path, field, references, embeds);
    if (problem) return problem;
    const children = node.children as unknown[];
    for (let index = children.length - 1; index >= 0; index--) {
      stack.push({ node: children[index], path: `${path}.children[${index}]`, depth: depth + 1 });
    }
  }
  return null;
}

/** Counts an element's entry reference against the document's reference and repeat limits. */
function referenceLimitProblem(node: Record<string, unknown>, path: string, field: string, references: Set<string>, embeds: Map<string, number>): string | null {
  if (typeof node.nodeId !== "string") return null;
  references.add(node.nodeId);
  if (references.size > RICH_TEXT_LIMITS.maxReferences) {
    return `${field}: embeds or links more than ${RICH_TEXT_LIMITS.maxReferences} entries; the limit is ${RICH_TEXT_LIMITS.maxReferences} references per rich-text document`;
  }
  if (node.type !== "embed") return null;
  const times = (embeds.get(node.nodeId) ?? 0) + 1;
  embeds.set(node.nodeId, times);
  if (times > RICH_TEXT_LIMITS.maxEmbedRepeats) {
    return `${path}: embeds "${node.nodeId}" a ${times}th time; an entry may be embedded at most ${RICH_TEXT_LIMITS.maxEmbedRepeats} times per document`;
  }
  return null;
}

function elementProblem(node: Record<string, unknown>, path: string, rules: RichTextRules): string | null {
  const type = node.type;
  if (typeof type !== "string" || !ELEMENT_TYPES.has(type)) {
    return `${path}.type: ${describeValue(type)} is not a rich-text node type (allowed: ${RICH_TEXT_ELEMENT_TYPES.join(", ")})`;
  }
  // Hygraph's own HTML import leaves a table without a header row as an empty table_head.
  const mayBeEmpty = type === "table_head" && Array.isArray(node.children);
  if (!Array.isArray(node.children) || (node.children.length === 0 && !mayBeEmpty)) return `${path}.children: a ${type} needs a list of at least one child node`;
  for (const attribute of REQUIRED_STRINGS[type] ?? []) {
    if (typeof node[attribute] !== "string") return `${path}.${attribute}: ${/^[aeiou]/.test(type) ? "an" : "a"} ${type} needs a string ${attribute}`;
  }
  for (const [attribute, [rule, allowed]] of Object.entries(URL_RULES)) {
    if (!own(node, attribute) || node[attribute] === undefined) continue;
    const value = node[attribute];
    if (typeof value !== "string") return `${path}.${attribute}: must be a string`;
    if (value.length > RICH_TEXT_LIMITS.maxUrlLength) return `${path}.${attribute}: longer than ${RICH_TEXT_LIMITS.maxUrlLength} characters`;
    if (!rule(value)) return `${path}.${attribute}: ${describeValue(value)} is not ${allowed}`;
  }
  if (type === "class" && !richTextClassNames(node.className)) {
    return `${path}.className: ${describeValue(node.className)} must be 1 to ${MAX_CLASS_NAMES} class names of letters, digits, - and _, each starting with a letter`;
  }
  if (MEDIA_TYPES.has(type)) {
    for (const attribute of OPTIONAL_STRINGS) {
      if (own(node, attribute) && node[attribute] !== null && typeof node[attribute] !== "string") return `${path}.${attribute}: must be a string`;
    }
    for (const attribute of SIZES) {
      const size = node[attribute];
      if (own(node, attribute) && size !== null && !(typeof size === "number" && Number.isInteger(size) && size > 0)) return `${path}.${attribute}: must be a whole number of pixels above 0, or null`;
    }
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
