import { GraphQLError } from "graphql";
import { REVERSE } from "../../store/models";
import type { QueryWork } from "../limits/query-work";
import type { ContentStore, Entry, Stage } from "../../store/store";
import { DEFAULT_LOCALE, type Locale } from "../../store/localization";

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

/**
 * `draftAllowed`: the request carried a token that may read the DRAFT stage; `work`: what it may
 * still spend filtering; `locales`: the locales entries resolve in, in fallback order (the root
 * field's `locales`, passed down to relations as on Hygraph; the default locale when unset).
 */
export type RequestContext = { store: ContentStore; stage: Stage; baseUrl: string; draftAllowed: boolean; work: QueryWork; locales?: readonly Locale[] };

/** Whether the request reads only the default locale (entries as stored, nothing to resolve). */
export const defaultLocaleOnly = (context: RequestContext) => !context.locales || (context.locales.length === 1 && context.locales[0] === DEFAULT_LOCALE);

/** An entry in the request's locales (null when it has none of them: Hygraph leaves it out). */
export function inContextLocales(entry: Entry, context: RequestContext): Entry | null {
  return defaultLocaleOnly(context) ? entry : context.store.inLocales(entry, context.locales ?? []);
}

const REVERSE_FIELDS = new Set(Object.keys(REVERSE).map((key) => key.split(".")[1]));

export function fieldValue(entry: Entry, field: string, context: RequestContext): unknown {
  const reverse = REVERSE_FIELDS.has(field) ? REVERSE[`${entry.__typename}.${field}`] : undefined;
  if (reverse) {
    const pointing = context.store.referencing(reverse.model, reverse.field, context.stage).get(entry.id) ?? [];
    return defaultLocaleOnly(context) ? pointing : pointing.flatMap((other) => inContextLocales(other, context) ?? []);
  }
  return entry[field];
}

export function related(value: unknown, context: RequestContext): Entry[] {
  // Fast path: a single relation stored as an id (the common case, run for every filtered entry).
  if (typeof value === "string") {
    const entry = context.store.get(value, context.stage);
    const localized = entry && inContextLocales(entry, context);
    return localized ? [localized] : [];
  }
  const items = Array.isArray(value) ? value : value ? [value] : [];
  const entries: Entry[] = [];
  for (const item of items) {
    if (typeof item === "object" && item !== null && "__typename" in item) entries.push(item as Entry);
    else if (typeof item === "string") {
      const entry = context.store.get(item, context.stage);
      const localized = entry && inContextLocales(entry, context);
      if (localized) entries.push(localized);
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
