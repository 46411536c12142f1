import { FIELD_INDEX, FIELDS } from "../../store/models";
import { fieldValue, related, type RequestContext } from "./request-context";
import type { Entry } from "../../store/store";

/**
 * Hygraph's `where` inputs evaluated on entries: scalar operators, relation filters (plain,
 * _some, _every, _none), AND/OR/NOT and `_search`, each paying its cost to the request's work
 * budget, and tested in slices that give the event loop back.
 */

export type Where = Record<string, unknown>;

/** The order of field values, for filters and `orderBy` alike. */
export function compare(a: unknown, b: unknown): number {
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

export function matchesRelated(target: Entry, clause: Where, context: RequestContext): boolean {
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

export function matches(entry: Entry, where: Where | undefined | null, context: RequestContext): boolean {
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

/** `entries` that pass `where`, tested in slices that give the event loop back between them. */
export async function filterInSlices(entries: Entry[], where: Where, context: RequestContext): Promise<Set<Entry>> {
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
