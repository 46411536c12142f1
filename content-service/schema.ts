import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildSchema,
  getNamedType,
  GraphQLError,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  isListType,
  isNonNullType,
  Kind,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type ValueNode,
} from "graphql";
import { allowedImageWidth, IMAGE_QUALITIES } from "@sti-aware/contract/image-widths";
import { richTextToPlainText, type RichTextDocument } from "./rich-text/markdown";
import { embeddedIds, MODEL_FOLDERS, type ContentRules, type ContentStore, type Entry, type Stage } from "./store";
import { MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import type { QueryWork } from "./query-work";

/**
 * Generates Hygraph's content API from models.graphql: list, single and connection queries per
 * model, where/orderBy inputs, stages, rich-text references and asset transformations.
 */

export const MODELS = Object.keys(MODEL_FOLDERS);
const COMPONENTS = ["Seo", "NavigationLink", "NavigationDropdown", "Source", "ChangeLogEntry", "Helpline", "CriterionRating"];
export const DEFAULT_PAGE_SIZE = 10;
const SCALARS = new Set(["ID", "String", "Int", "Float", "Boolean", "DateTime", "Date"]);
const SYSTEM_FIELDS: Record<string, string> = { id: "ID", createdAt: "DateTime", updatedAt: "DateTime", publishedAt: "DateTime", firstPublishedAt: "DateTime" };
const UNIQUE_FIELDS: Record<string, string[]> = { DeepLink: ["name"], NavigationMenu: ["name"], SiteConfig: ["name"], SearchSynonym: ["term"] };

export type FieldInfo = { name: string; type: string; list: boolean; nonNull: boolean; kind: "scalar" | "model" | "component" | "union" | "richText" | "enum" };

type ModelMap = Map<string, FieldInfo[]>;

const modelsSdl = readFileSync(join(import.meta.dirname, "models.graphql"), "utf8");

function describeFields(schema: GraphQLSchema): ModelMap {
  const map: ModelMap = new Map();
  for (const typeName of [...MODELS, ...COMPONENTS, "PostContentRichText", "PageContentRichText"]) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) throw new Error(`models.graphql has no type ${typeName}`);
    map.set(
      typeName,
      Object.values(type.getFields()).map((field) => {
        const named = getNamedType(field.type);
        const inner = isNonNullType(field.type) ? field.type.ofType : field.type;
        const kind: FieldInfo["kind"] = MODELS.includes(named.name)
          ? "model"
          : COMPONENTS.includes(named.name)
            ? "component"
            : named instanceof GraphQLUnionType
              ? "union"
              : named.name.endsWith("RichText")
                ? "richText"
                : named instanceof GraphQLScalarType
                  ? "scalar"
                  : "enum";
        return { name: field.name, type: named.name, list: isListType(inner), nonNull: isNonNullType(field.type), kind };
      }),
    );
  }
  return map;
}

export const modelSchema = buildSchema(modelsSdl);
export const FIELDS = describeFields(modelSchema);

/** Plural API ids that an English plural rule would get wrong (Hygraph lets each model set its own). */
const PLURALS: Record<string, string> = { RankingCriterion: "rankingCriteria" };

export function pluralize(model: string): string {
  if (PLURALS[model]) return PLURALS[model];
  const lower = model[0].toLowerCase() + model.slice(1);
  return /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
}
const singular = (model: string) => model[0].toLowerCase() + model.slice(1);

/** Relation fields per model, for validation: field → allowed target models. */
export function relationMap(): Record<string, Record<string, string>> {
  const relations: Record<string, Record<string, string>> = {};
  for (const model of MODELS) {
    relations[model] = {};
    for (const field of FIELDS.get(model) ?? []) {
      if (field.kind === "model" && !isReverse(model, field.name)) relations[model][field.name] = field.type;
    }
  }
  return relations;
}

/** Relations inside each model's components (e.g. Seo.reviewedBy → Author), for validation. */
export function componentRelationMap(): Record<string, Record<string, Record<string, string>>> {
  const map: Record<string, Record<string, Record<string, string>>> = {};
  for (const model of MODELS) {
    for (const field of FIELDS.get(model) ?? []) {
      if (field.kind !== "component") continue;
      const relations = (FIELDS.get(field.type) ?? []).filter((inner) => inner.kind === "model");
      if (relations.length) (map[model] ??= {})[field.name] = Object.fromEntries(relations.map((inner) => [inner.name, inner.type]));
    }
  }
  return map;
}

/** Required (non-null, non-list) scalar fields per model. */
export function requiredMap(): Record<string, string[]> {
  return Object.fromEntries(
    MODELS.map((model) => [model, (FIELDS.get(model) ?? []).filter((f) => f.nonNull && !f.list && f.kind === "scalar").map((f) => f.name)]),
  );
}

/** Rich-text fields per model, each with the models it may embed (its `…RichTextEmbeddedTypes` union). */
export function richTextFieldMap(): Record<string, Record<string, string[]>> {
  const fields: Record<string, Record<string, string[]>> = {};
  for (const model of MODELS) {
    for (const field of FIELDS.get(model) ?? []) {
      if (field.kind !== "richText") continue;
      const union = modelSchema.getType(field.type.replace(/RichText$/, "RichTextEmbeddedTypes"));
      const embeddable = union instanceof GraphQLUnionType ? union.getTypes().map((type) => type.name) : [];
      (fields[model] ??= {})[field.name] = embeddable;
    }
  }
  return fields;
}

/** The rules every stored entry must meet, checked on each write and at start-up. */
export function contentRules(): ContentRules {
  return { relations: relationMap(), required: requiredMap(), richText: richTextFieldMap(), componentRelations: componentRelationMap() };
}

/** Reverse relations are computed from the other side rather than stored. */
const REVERSE: Record<string, { model: string; field: string }> = {
  "Author.posts": { model: "Post", field: "author" },
  "Category.subCategories": { model: "SubCategory", field: "category" },
};
const isReverse = (model: string, field: string) => `${model}.${field}` in REVERSE;

// ---------------------------------------------------------------- SDL generation

function scalarFilters(name: string, type: string, list: boolean): string[] {
  if (list) return [`${name}_contains_some: [${type}!]`, `${name}_contains_all: [${type}!]`, `${name}_contains_none: [${type}!]`];
  const filters = [`${name}: ${type}`, `${name}_not: ${type}`, `${name}_in: [${type}]`, `${name}_not_in: [${type}]`];
  if (type === "String" || type === "ID") {
    for (const op of ["contains", "not_contains", "starts_with", "not_starts_with", "ends_with", "not_ends_with"]) filters.push(`${name}_${op}: ${type}`);
  }
  if (["Int", "Float", "DateTime", "Date"].includes(type)) for (const op of ["lt", "lte", "gt", "gte"]) filters.push(`${name}_${op}: ${type}`);
  return filters;
}

const listArgs = (model: string) => `(where: ${model}WhereInput, orderBy: ${model}OrderByInput, first: Int, skip: Int)`;

function generateSdl(): string {
  const parts: string[] = [
    `scalar DateTime\nscalar Date\nscalar Json\nscalar RichTextAST`,
    `enum Stage { DRAFT PUBLISHED }`,
    `enum ImageFit { clip crop scale max }`,
    `enum DocumentFileTypes { webp jpg png avif }`,
    `input ImageResizeInput { width: Int height: Int fit: ImageFit }`,
    `input ImageTransformationInput { resize: ImageResizeInput }`,
    `input DocumentOutputInput { format: DocumentFileTypes }`,
    `input DocumentTransformationInput { output: DocumentOutputInput }`,
    `input AssetTransformationInput { image: ImageTransformationInput document: DocumentTransformationInput validateOptions: Boolean }`,
    `type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String pageSize: Int }`,
    `type Aggregate { count: Int! }`,
  ];
  for (const union of Object.values(modelSchema.getTypeMap())) {
    if (union instanceof GraphQLUnionType) parts.push(`union ${union.name} = ${union.getTypes().map((t) => t.name).join(" | ")}`);
  }
  const fieldSdl = (owner: string, field: FieldInfo): string => {
    const wrap = (inner: string) => (field.list ? `[${inner}!]!` : field.nonNull ? `${inner}!` : inner);
    if (field.kind === "model" && field.list) return `${field.name}${listArgs(field.type)}: ${wrap(field.type)}`;
    if ((field.kind === "union" || field.kind === "component") && field.list) return `${field.name}(first: Int, skip: Int): ${wrap(field.type)}`;
    if (owner === "Asset" && field.name === "url") return "";
    return `${field.name}: ${wrap(field.type)}`;
  };
  for (const typeName of [...MODELS, ...COMPONENTS]) {
    const isModel = MODELS.includes(typeName);
    // A component is saved and published with the entry that holds it: its updatedAt and publishedAt are that entry's.
    const system = isModel
      ? ["id: ID!", "createdAt: DateTime!", "updatedAt: DateTime!", "publishedAt: DateTime", "firstPublishedAt: DateTime", "stage: Stage!"]
      : ["id: ID!", "updatedAt: DateTime!", "publishedAt: DateTime"];
    const extra = typeName === "Asset" ? ["url(transformation: AssetTransformationInput): String!"] : [];
    const fields = (FIELDS.get(typeName) ?? []).map((field) => fieldSdl(typeName, field)).filter(Boolean);
    parts.push(`type ${typeName} {\n  ${[...system, ...fields, ...extra].join("\n  ")}\n}`);
  }
  for (const richText of ["PostContentRichText", "PageContentRichText"]) {
    const union = richText.replace("RichText", "RichTextEmbeddedTypes");
    parts.push(`type ${richText} { json: RichTextAST! text: String! references(first: Int, skip: Int): [${union}!]! }`);
  }
  const query: string[] = [];
  for (const model of MODELS) {
    const fields = FIELDS.get(model) ?? [];
    const filterable = [
      ...Object.entries(SYSTEM_FIELDS).map(([name, type]) => ({ name, type, list: false, nonNull: true, kind: "scalar" as const })),
      ...fields,
    ];
    const where: string[] = [`AND: [${model}WhereInput!]`, `OR: [${model}WhereInput!]`, `NOT: [${model}WhereInput!]`, `_search: String`];
    const orderBy: string[] = [];
    for (const field of filterable) {
      if (field.kind === "scalar" && SCALARS.has(field.type)) {
        where.push(...scalarFilters(field.name, field.type, field.list));
        if (!field.list) orderBy.push(`${field.name}_ASC`, `${field.name}_DESC`);
      } else if (field.kind === "model") {
        if (field.list) where.push(`${field.name}_some: ${field.type}WhereInput`, `${field.name}_every: ${field.type}WhereInput`, `${field.name}_none: ${field.type}WhereInput`);
        else where.push(`${field.name}: ${field.type}WhereInput`);
      }
    }
    const unique = ["id: ID", ...(fields.some((f) => f.name === "slug") ? ["slug: String"] : []), ...(UNIQUE_FIELDS[model] ?? []).map((f) => `${f}: String`)];
    parts.push(`input ${model}WhereInput {\n  ${where.join("\n  ")}\n}`);
    parts.push(`input ${model}WhereUniqueInput { ${unique.join(" ")} }`);
    parts.push(`enum ${model}OrderByInput { ${orderBy.join(" ")} }`);
    parts.push(`type ${model}Edge { cursor: String! node: ${model}! }`);
    parts.push(`type ${model}Connection { edges: [${model}Edge!]! pageInfo: PageInfo! aggregate: Aggregate! }`);
    const plural = pluralize(model);
    query.push(`${plural}(where: ${model}WhereInput, orderBy: ${model}OrderByInput, first: Int, skip: Int, stage: Stage): [${model}!]!`);
    query.push(`${singular(model)}(where: ${model}WhereUniqueInput!, stage: Stage): ${model}`);
    query.push(`${plural}Connection(where: ${model}WhereInput, orderBy: ${model}OrderByInput, first: Int, skip: Int, stage: Stage): ${model}Connection!`);
  }
  parts.push(`type Query {\n  ${query.join("\n  ")}\n}`);
  return parts.join("\n\n");
}

export const SDL = generateSdl();

// ---------------------------------------------------------------- execution

/** Argument problems are the client's fault: the HTTP layer answers them with 400. */
export class BadArgumentError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: "BAD_USER_INPUT" } });
  }
}

/** `draftAllowed`: the request carried a token that may read the DRAFT stage; `work`: what it may still spend filtering. */
export type RequestContext = { store: ContentStore; stage: Stage; baseUrl: string; draftAllowed: boolean; work: QueryWork };

type Where = Record<string, unknown>;

const REVERSE_FIELDS = new Set(Object.keys(REVERSE).map((key) => key.split(".")[1]));

function fieldValue(entry: Entry, field: string, context: RequestContext): unknown {
  const reverse = REVERSE_FIELDS.has(field) ? REVERSE[`${entry.__typename}.${field}`] : undefined;
  if (reverse) return context.store.referencing(reverse.model, reverse.field, context.stage).get(entry.id) ?? [];
  return entry[field];
}

function related(value: unknown, context: RequestContext): Entry[] {
  // Fast path: a single relation stored as an id (the common case, run for every filtered entry).
  if (typeof value === "string") {
    const entry = context.store.get(value, context.stage);
    return entry ? [entry] : [];
  }
  const items = Array.isArray(value) ? value : value ? [value] : [];
  const entries: Entry[] = [];
  for (const item of items) {
    if (typeof item === "object" && item !== null && "__typename" in item) entries.push(item as Entry);
    else if (typeof item === "string") {
      const entry = context.store.get(item, context.stage);
      if (entry) entries.push(entry);
    }
  }
  return entries;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  // Code-point order: ISO dates and slugs sort correctly, and it is much faster than localeCompare.
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

const FILTER_KEY = /^(.*?)(_not_in|_not_contains|_not_starts_with|_not_ends_with|_contains_some|_contains_all|_contains_none|_not|_in|_contains|_starts_with|_ends_with|_lte|_lt|_gte|_gt|_some|_every|_none)?$/;
const parsedKeys = new Map<string, { name: string; op: string }>();

/** "author_in" → { name: "author", op: "_in" }, parsed once per key: filters run per entry. */
function parseFilterKey(key: string): { name: string; op: string } {
  let parsed = parsedKeys.get(key);
  if (!parsed) {
    const match = FILTER_KEY.exec(key);
    parsed = { name: match?.[1] ?? key, op: match?.[2] ?? "" };
    parsedKeys.set(key, parsed);
  }
  return parsed;
}

/**
 * A nested relation filter ({ author: { slug: "x" } }) has the same answer for the same related
 * entry: it is computed once per entry and filter object. Filter objects belong to one request.
 */
const relationMatches = new WeakMap<Where, Map<string, boolean>>();

function matchesRelated(target: Entry, clause: Where, context: RequestContext): boolean {
  let answers = relationMatches.get(clause);
  if (!answers) {
    answers = new Map();
    relationMatches.set(clause, answers);
  }
  // Clause objects belong to one request, and a request reads one stage: the id is the key.
  let answer = answers.get(target.id);
  if (answer === undefined) {
    answer = matches(target, clause, context);
    answers.set(target.id, answer);
  }
  return answer;
}

const FIELD_INDEX = new Map([...FIELDS].map(([type, fields]) => [type, new Map(fields.map((field) => [field.name, field]))]));

/** A relation filter: plain (single relation), _some, _every or _none. Loops, not closures: this runs per entry. */
function relationFilterMatches(op: string, targets: Entry[], clause: Where | null, context: RequestContext): boolean {
  if (op === "" && clause === null) return targets.length === 0;
  let some = false;
  let every = true;
  for (const target of targets) {
    const hit = clause ? matchesRelated(target, clause, context) : true;
    some ||= hit;
    every &&= hit;
  }
  if (op === "" || op === "_some") return some;
  if (op === "_every") return every;
  if (op === "_none") return !some;
  return false;
}

function scalarMatches(op: string, value: unknown, expected: unknown): boolean {
  switch (op) {
    case "":
      return compare(value ?? null, expected) === 0;
    case "_not":
      return compare(value ?? null, expected) !== 0;
    case "_in":
      return (expected as unknown[]).some((candidate) => compare(value ?? null, candidate) === 0);
    case "_not_in":
      return !(expected as unknown[]).some((candidate) => compare(value ?? null, candidate) === 0);
    case "_contains":
      return String(value ?? "").includes(String(expected));
    case "_not_contains":
      return !String(value ?? "").includes(String(expected));
    case "_starts_with":
      return String(value ?? "").startsWith(String(expected));
    case "_not_starts_with":
      return !String(value ?? "").startsWith(String(expected));
    case "_ends_with":
      return String(value ?? "").endsWith(String(expected));
    case "_not_ends_with":
      return !String(value ?? "").endsWith(String(expected));
    case "_lt":
      return value != null && compare(value, expected) < 0;
    case "_lte":
      return value != null && compare(value, expected) <= 0;
    case "_gt":
      return value != null && compare(value, expected) > 0;
    case "_gte":
      return value != null && compare(value, expected) >= 0;
    case "_contains_some":
      return Array.isArray(value) && (expected as unknown[]).some((item) => value.includes(item));
    case "_contains_all":
      return Array.isArray(value) && (expected as unknown[]).every((item) => value.includes(item));
    case "_contains_none":
      return !Array.isArray(value) || !(expected as unknown[]).some((item) => value.includes(item));
    default:
      return false;
  }
}

/**
 * What `_search` looks in: an entry's string fields, lower-cased, made once per entry version
 * (entries are rebuilt after every write), so a search costs one scan of this text.
 */
const searchTexts = new WeakMap<Entry, string>();

function searchText(entry: Entry): string {
  let text = searchTexts.get(entry);
  if (text === undefined) {
    const fields = FIELDS.get(entry.__typename) ?? [];
    text = fields.filter((f) => f.type === "String").map((f) => String(entry[f.name] ?? "")).join(" ").toLowerCase();
    searchTexts.set(entry, text);
  }
  return text;
}

/** A string match scans its text once (linear), and pays a unit per KiB of it. */
const scanUnits = (text: string) => text.length >> 10;

function matches(entry: Entry, where: Where | undefined | null, context: RequestContext): boolean {
  if (!where) return true;
  for (const [key, expected] of Object.entries(where)) {
    if (expected === undefined) continue;
    context.work.spend(Array.isArray(expected) ? 1 + (GROUP_KEYS.has(key) ? 0 : expected.length) : 1);
    if (key === "AND") {
      if (!(expected as Where[]).every((clause) => matches(entry, clause, context))) return false;
      continue;
    }
    if (key === "OR") {
      if (!(expected as Where[]).some((clause) => matches(entry, clause, context))) return false;
      continue;
    }
    if (key === "NOT") {
      if ((expected as Where[]).some((clause) => matches(entry, clause, context))) return false;
      continue;
    }
    if (key === "_search") {
      const haystack = searchText(entry);
      context.work.spend(scanUnits(haystack));
      if (!haystack.includes(String(expected).toLowerCase())) return false;
      continue;
    }
    const { name, op } = parseFilterKey(key);
    const field = FIELD_INDEX.get(entry.__typename)?.get(name);
    const value = fieldValue(entry, name, context);
    if (field?.kind === "model") {
      const targets = related(value, context);
      const clause = expected as Where | null;
      if (!relationFilterMatches(op, targets, clause, context)) return false;
      continue;
    }
    if (typeof value === "string") context.work.spend(scanUnits(value));
    if (!scalarMatches(op, value, expected)) return false;
  }
  return true;
}

const GROUP_KEYS = new Set(["AND", "OR", "NOT"]);

function pageArgs(args: { first?: number | null; skip?: number | null }): { first: number; skip: number } {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  const skip = args.skip ?? 0;
  if (first < 0 || skip < 0) throw new BadArgumentError('"first" and "skip" must not be negative');
  if (first > MAX_PAGE_SIZE) throw new BadArgumentError(`"first" may not exceed ${MAX_PAGE_SIZE} (got ${first})`);
  return { first, skip };
}

type ListArgs = { where?: Where | null; orderBy?: string | null; first?: number | null; skip?: number | null };

function orderComparator(orderBy: string): (a: Entry, b: Entry) => number {
  const [, field, direction] = /^(.*)_(ASC|DESC)$/.exec(orderBy) ?? [];
  const sign = direction === "DESC" ? -1 : 1;
  return (a, b) => sign * compare(a[field], b[field]) || compare(a.createdAt, b.createdAt);
}

/** Filters and orders a relation's entries (a handful per parent); the caller pages. */
function select(entries: Entry[], args: ListArgs, context: RequestContext): Entry[] {
  const { where, orderBy } = args;
  const ordered = orderBy ? [...entries].sort(orderComparator(orderBy)) : entries;
  return where ? ordered.filter((entry) => matches(entry, where, context)) : ordered;
}

/** `entries` that pass `where`, tested in slices that give the event loop back between them. */
async function filterInSlices(entries: Entry[], where: Where, context: RequestContext): Promise<Set<Entry>> {
  const passed = new Set<Entry>();
  for (let index = 0; index < entries.length; index++) {
    // One entry may cost many evaluations (a relation filter over an author's posts): look at the clock often.
    if ((index & 15) === 0) {
      await context.work.breathe();
      context.work.checkDeadline();
    }
    if (matches(entries[index], where, context)) passed.add(entries[index]);
  }
  return passed;
}

/**
 * The entries a root filter can pass. A filter on a single relation (`{ author: { slug } }`, as the
 * site's listings send) tests the related model's few entries and takes the entries that point at
 * those that pass from the reverse index, instead of testing every entry; the whole filter is then
 * tested on these alone.
 */
async function candidates(model: string, where: Where, context: RequestContext): Promise<Entry[]> {
  const { store, stage } = context;
  const all = store.all(model, stage);
  for (const [key, clause] of Object.entries(where)) {
    const field = FIELD_INDEX.get(model)?.get(key);
    if (field?.kind !== "model" || field.list || isReverse(model, key) || typeof clause !== "object" || clause === null) continue;
    const targets = store.all(field.type, stage);
    if (targets.length * 4 > all.length) continue;
    const pointing = store.referencing(model, key, stage);
    const found: Entry[] = [];
    for (const target of targets) {
      await context.work.breathe();
      if (matchesRelated(target, clause as Where, context)) found.push(...(pointing.get(target.id) ?? []));
    }
    return found;
  }
  return all;
}

/**
 * A root query's entries, filtered and ordered: the ordered list comes from the store's cache
 * and a filter's result is remembered until the next write (filtering an ordered list keeps the
 * order), so a count per category or author does not rescan every entry on each request.
 */
async function selectRoot(model: string, args: ListArgs, context: RequestContext): Promise<Entry[]> {
  const { where, orderBy } = args;
  const { store, stage } = context;
  const ordered = orderBy ? store.sorted(model, stage, orderBy, orderComparator(orderBy)) : store.all(model, stage);
  if (!where) return ordered;
  const filterKey = JSON.stringify(where);
  const listKey = `list:${model}:${stage}:${orderBy ?? ""}:${filterKey}`;
  const list = store.recall<Entry[]>(listKey);
  if (list) return list;
  const generation = store.generation;
  const setKey = `set:${model}:${stage}:${filterKey}`;
  let passed = store.recall<Set<Entry>>(setKey);
  if (!passed) {
    passed = await filterInSlices(await candidates(model, where, context), where, context);
    store.remember(setKey, passed, generation);
  }
  const matched = passed;
  const selected = ordered.filter((entry) => matched.has(entry));
  store.remember(listKey, selected, generation);
  return selected;
}

async function relationList(entries: Entry[], args: ListArgs, where: Where, context: RequestContext) {
  const { first, skip } = pageArgs(args);
  const ordered = args.orderBy ? [...entries].sort(orderComparator(args.orderBy)) : entries;
  const passed = await filterInSlices(ordered, where, context);
  return ordered.filter((entry) => passed.has(entry)).slice(skip, skip + first).map((entry) => attach(entry, context));
}

function listOf(entries: Entry[], args: ListArgs, context: RequestContext): Entry[] {
  const { first, skip } = pageArgs(args);
  return select(entries, args, context).slice(skip, skip + first);
}

function connectionOf(selected: Entry[], args: ListArgs) {
  const { first, skip } = pageArgs(args);
  const page = selected.slice(skip, skip + first);
  const cursor = (index: number) => Buffer.from(`${skip + index}`).toString("base64");
  return {
    edges: page.map((node, index) => ({ cursor: cursor(index), node })),
    pageInfo: {
      hasNextPage: skip + page.length < selected.length,
      hasPreviousPage: skip > 0,
      startCursor: page.length ? cursor(0) : null,
      endCursor: page.length ? cursor(page.length - 1) : null,
      pageSize: page.length,
    },
    aggregate: { count: selected.length },
  };
}

function findUnique(model: string, where: Record<string, unknown>, context: RequestContext): Entry | null {
  const conditions = Object.entries(where).filter(([, value]) => value !== undefined && value !== null);
  if (conditions.length !== 1) throw new BadArgumentError(`${model}WhereUniqueInput needs exactly one field`);
  const [field, value] = conditions[0];
  if (field === "id") {
    const entry = context.store.get(String(value), context.stage);
    return entry?.__typename === model ? entry : null;
  }
  return context.store.all(model, context.stage).find((entry) => entry[field] === value) ?? null;
}

type RootArgs = ListArgs & { stage?: Stage | null; where?: Where | null };

class UnauthorizedError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: "UNAUTHORIZED" } });
  }
}

/** A root field's `stage` argument; DRAFT only with a preview token, as on Hygraph. */
function withStage(context: RequestContext, stage: Stage | null | undefined): RequestContext {
  if (stage === "DRAFT" && !context.draftAllowed) throw new UnauthorizedError("Reading the DRAFT stage needs a preview token");
  return stage ? { ...context, stage } : context;
}

export function rootValue(): Record<string, (args: RootArgs, context: RequestContext) => unknown> {
  const root: Record<string, (args: RootArgs, context: RequestContext) => unknown> = {};
  for (const model of MODELS) {
    const plural = pluralize(model);
    root[plural] = async (args, context) => {
      const ctx = withStage(context, args.stage);
      const { first, skip } = pageArgs(args);
      const selected = await selectRoot(model, args, ctx);
      return selected.slice(skip, skip + first).map((entry) => ({ ...entry, __context: ctx }));
    };
    root[`${plural}Connection`] = async (args, context) => {
      const ctx = withStage(context, args.stage);
      pageArgs(args);
      const connection = connectionOf(await selectRoot(model, args, ctx), args);
      return { ...connection, edges: connection.edges.map((edge) => ({ ...edge, node: { ...edge.node, __context: ctx } })) };
    };
    root[singular(model)] = (args, context) => {
      const ctx = withStage(context, args.stage);
      const entry = findUnique(model, args.where ?? {}, ctx);
      return entry ? { ...entry, __context: ctx } : null;
    };
  }
  return root;
}

/** The stage a nested field resolves in: the one its root query asked for. */
const contextOf = (source: Record<string, unknown>, context: RequestContext): RequestContext =>
  (source.__context as RequestContext | undefined) ?? context;

const attach = (entry: Entry, context: RequestContext) => ({ ...entry, __context: context });

function assetUrl(entry: Entry, args: { transformation?: { image?: { resize?: { width?: number | null } | null } | null } | null }, context: RequestContext): string {
  const fileName = encodeURIComponent(String(entry.fileName));
  const width = args.transformation?.image?.resize?.width;
  if (width === undefined || width === null) return `${context.baseUrl}/images/${fileName}`;
  if (width < 1 || width > 3840) throw new BadArgumentError("Image width must be between 1 and 3840");
  // The asset CDN makes a fixed set of widths: the nearest one at least as wide.
  return `${context.baseUrl}/optimized/${fileName}?w=${allowedImageWidth(width)}&q=${IMAGE_QUALITIES[0]}`;
}

export const fieldResolver: GraphQLFieldResolver<Record<string, unknown>, RequestContext> = (source, args, context, info) => {
  const parent = info.parentType.name;
  const field = info.fieldName;
  if (parent === "Query" || parent === "Mutation") {
    const resolve = (source as Record<string, unknown>)[field];
    return typeof resolve === "function" ? (resolve as (a: unknown, c: RequestContext) => unknown)(args, context) : null;
  }
  const ctx = contextOf(source, context);
  if (parent === "Asset" && field === "url") return assetUrl(source as Entry, args, ctx);
  if (parent.endsWith("ContentRichText")) {
    const json = source.json as RichTextDocument;
    if (field === "text") return richTextToPlainText(json);
    if (field === "references") {
      const { first, skip } = pageArgs({ first: (args.first as number | undefined) ?? MAX_PAGE_SIZE, skip: args.skip as number | undefined });
      return related(embeddedIds(json), ctx).slice(skip, skip + first).map((entry) => attach(entry, ctx));
    }
    return source[field];
  }
  const info_ = (FIELDS.get(parent) ?? []).find((candidate) => candidate.name === field);
  const value = MODELS.includes(parent) ? fieldValue(source as Entry, field, ctx) : source[field];
  if (!info_) return value ?? null;
  switch (info_.kind) {
    case "model": {
      const entries = related(value, ctx);
      if (!info_.list) return entries[0] ? attach(entries[0], ctx) : null;
      const listArgs = args as ListArgs;
      // A long relation (an author's posts) is filtered in slices, like a root list.
      if (listArgs.where && entries.length > 256) return relationList(entries, listArgs, listArgs.where, ctx);
      return listOf(entries, listArgs, ctx).map((entry) => attach(entry, ctx));
    }
    case "component": {
      const components = (Array.isArray(value) ? value : value ? [value] : []) as Record<string, unknown>[];
      // The holder's dates (an entry's, or for a nested component its parent component's).
      const dates = { updatedAt: source.updatedAt, publishedAt: source.publishedAt ?? null };
      const resolved = components.map((component) => ({ ...component, ...dates, __typename: info_.type, __context: ctx }));
      if (!info_.list) return resolved[0] ?? null;
      const { first, skip } = pageArgs({ first: (args.first as number | undefined) ?? MAX_PAGE_SIZE, skip: args.skip as number | undefined });
      return resolved.slice(skip, skip + first);
    }
    case "union": {
      const items = (Array.isArray(value) ? value : []) as unknown[];
      const { first, skip } = pageArgs(args as ListArgs);
      return items
        .flatMap((item) =>
          typeof item === "string" ? related(item, ctx) : typeof item === "object" && item !== null ? [item as Entry] : [],
        )
        .slice(skip, skip + first)
        .map((item) => ({ ...item, __context: ctx }));
    }
    case "richText":
      return value ? { json: value, __context: ctx } : null;
    default:
      if (info_.list) return Array.isArray(value) ? value : [];
      return value ?? null;
  }
};

export const typeResolver: GraphQLTypeResolver<Record<string, unknown>, RequestContext> = (value) =>
  typeof value.__typename === "string" ? value.__typename : undefined;

/** Pass-through scalars: Date/DateTime as ISO strings, Json and RichTextAST as JSON values. */
function passThrough(name: string): GraphQLScalarType {
  const literal = (node: ValueNode): unknown => {
    switch (node.kind) {
      case Kind.STRING:
      case Kind.BOOLEAN:
        return node.value;
      case Kind.INT:
      case Kind.FLOAT:
        return Number(node.value);
      case Kind.LIST:
        return node.values.map(literal);
      case Kind.OBJECT:
        return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
      default:
        return null;
    }
  };
  return new GraphQLScalarType({ name, serialize: (v) => v, parseValue: (v) => v, parseLiteral: literal });
}

export function buildContentSchema(extraSdl = ""): GraphQLSchema {
  const schema = buildSchema(`${SDL}\n${extraSdl}`);
  for (const name of ["DateTime", "Date", "Json", "RichTextAST"]) {
    const scalar = schema.getType(name) as GraphQLScalarType;
    const replacement = passThrough(name);
    scalar.serialize = replacement.serialize;
    scalar.parseValue = replacement.parseValue;
    scalar.parseLiteral = replacement.parseLiteral;
  }
  return schema;
}

