import { GraphQLError } from "graphql";
import { REVERSE } from "../../store/models";
import type { QueryWork } from "../limits/query-work";
import type { ContentStore, Entry, Stage } from "../../store/store";

/**
 * What every resolver knows of its request (store, stage, what it may still spend), and reading
 * an entry's fields and relations through it: relations resolve in the request's stage.
 */

/** Argument problems are the client's fault: the HTTP layer answers them with 400. */
export class BadArgumentError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: "BAD_USER_INPUT" } });
  }
}

/** `draftAllowed`: the request carried a token that may read the DRAFT stage; `work`: what it may still spend filtering. */
export type RequestContext = { store: ContentStore; stage: Stage; baseUrl: string; draftAllowed: boolean; work: QueryWork };

const REVERSE_FIELDS = new Set(Object.keys(REVERSE).map((key) => key.split(".")[1]));

export function fieldValue(entry: Entry, field: string, context: RequestContext): unknown {
  const reverse = REVERSE_FIELDS.has(field) ? REVERSE[`${entry.__typename}.${field}`] : undefined;
  if (reverse) return context.store.referencing(reverse.model, reverse.field, context.stage).get(entry.id) ?? [];
  return entry[field];
}

export function related(value: unknown, context: RequestContext): Entry[] {
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

/** The stage a nested field resolves in: the one its root query asked for. */
export const contextOf = (source: Record<string, unknown>, context: RequestContext): RequestContext =>
  (source.__context as RequestContext | undefined) ?? context;

/**
 * The entry as a resolver's source, with the request it resolves in. The entry is its prototype,
 * not copied: an answer of thousands of entries would otherwise copy every field of each, and
 * the garbage of it held the event loop in the collector on a large store.
 */
export const attach = (entry: Entry, context: RequestContext): Entry => Object.assign(Object.create(entry) as Entry, { __context: context });
