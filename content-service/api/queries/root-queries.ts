import { GraphQLError } from "graphql";
import { orderComparator, pageArgs, connectionOf, type ListArgs } from "./list-arguments";
import { FIELD_INDEX, isReverse, MODELS, pluralize, singular } from "../../store/models";
import { attach, BadArgumentError, defaultLocaleOnly, inContextLocales, type RequestContext } from "./request-context";
import type { Locale } from "../../store/localization";
import type { Entry, Stage } from "../../store/store";
import { filterInSlices, matchesRelated, type Where } from "./where-filters";

/**
 * The Query type's fields per model: the list, the connection and the single entry, read in the
 * stage the request (or the field's `stage` argument) asks for.
 */

/**
 * The entries a root filter can pass. A filter on a single relation (`{ author: { slug } }`, as the
 * site's listings send) tests the related model's few entries and takes the entries that point at
 * those that pass from the reverse index, instead of testing every entry; the whole filter is then
 * tested on these alone.
 */
async function candidates(model: string, where: Where, context: RequestContext): Promise<Entry[]> {
  const { store, stage } = context;
  // In other locales the filter runs on each entry's locale version (a localized slug, say).
  if (!defaultLocaleOnly(context)) return store.all(model, stage, context.locales);
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
  const { store, stage, locales } = context;
  const ordered = orderBy ? store.sorted(model, stage, orderBy, orderComparator(orderBy), locales) : store.all(model, stage, locales);
  if (!where) return ordered;
  const filterKey = `${JSON.stringify(where)}@${locales?.join(",") ?? ""}`;
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

function findUnique(model: string, where: Record<string, unknown>, context: RequestContext): Entry | null {
  const conditions = Object.entries(where).filter(([, value]) => value !== undefined && value !== null);
  if (conditions.length !== 1) throw new BadArgumentError(`${model}WhereUniqueInput needs exactly one field`);
  const [field, value] = conditions[0];
  if (field === "id") {
    const entry = context.store.get(String(value), context.stage);
    return entry?.__typename === model ? inContextLocales(entry, context) : null;
  }
  // A localized unique field (slug) is matched in the locale each entry resolves in.
  return context.store.all(model, context.stage, context.locales).find((entry) => entry[field] === value) ?? null;
}

type RootArgs = ListArgs & { stage?: Stage | null; where?: Where | null; locales?: Locale[] | null };

/** A root field's `locales` (Hygraph's fallback order), passed down to every relation below it. */
function withLocales(context: RequestContext, locales: Locale[] | null | undefined): RequestContext {
  if (!locales) return context;
  if (!locales.length) throw new BadArgumentError("locales: give at least one locale");
  return { ...context, locales };
}

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
      const ctx = withLocales(withStage(context, args.stage), args.locales);
      const { first, skip } = pageArgs(args);
      const selected = await selectRoot(model, args, ctx);
      return selected.slice(skip, skip + first).map((entry) => attach(entry, ctx));
    };
    root[`${plural}Connection`] = async (args, context) => {
      const ctx = withLocales(withStage(context, args.stage), args.locales);
      pageArgs(args);
      const connection = connectionOf(await selectRoot(model, args, ctx), args);
      return { ...connection, edges: connection.edges.map((edge) => ({ ...edge, node: attach(edge.node, ctx) })) };
    };
    root[singular(model)] = (args, context) => {
      const ctx = withLocales(withStage(context, args.stage), args.locales);
      const entry = findUnique(model, args.where ?? {}, ctx);
      return entry ? attach(entry, ctx) : null;
    };
  }
  return root;
}
