import { getNamedType, isCompositeType, type GraphQLFieldResolver, type GraphQLTypeResolver } from "graphql";
import { allowedImageWidth, IMAGE_QUALITIES } from "@sti-aware/contract/image-widths";
import { MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import { orderComparator, pageArgs, type ListArgs } from "./list-arguments";
import { FIELDS, isReverse, MODELS } from "../../store/models";
import { attach, BadArgumentError, contextOf, fieldValue, related, type RequestContext } from "./request-context";
import { richTextToPlainText, type RichTextDocument } from "@sti-aware/contract/rich-text";
import { embeddedIds, type Entry } from "../../store/store";
import type { QueryWork } from "../limits/query-work";
import { COMPLETE_UPLOAD } from "../asset-upload-status";
import { filterInSlices, matches, type Where } from "./where-filters";
import { localeOf, systemDate, LOCALIZATION_DATES, type DateVariation, type Locale } from "../../store/localization";

/**
 * Every field below the root: relations (filtered, ordered and paged), components in their
 * holder's stage, unions, rich text with its references and plain text, and asset URLs with
 * their transformation. The Query and Mutation fields call their root value's function.
 */

/**
 * A relation's entries in `orderBy`'s order, `relation` naming whose relation it is. A reverse
 * relation can hold thousands (an author's posts) and appear under every one of a hundred
 * parents: the sorted list is remembered until the next write, and each sort that runs is work
 * the request spends, a unit per comparison.
 */
function ordered(entries: Entry[], orderBy: string | null | undefined, relation: string, context: RequestContext): Entry[] {
  if (!orderBy) return entries;
  const key = `sorted:${context.stage}:${relation}:${orderBy}`;
  const remembered = context.store.recall<Entry[]>(key);
  if (remembered) return remembered;
  context.work.spend(Math.ceil(entries.length * Math.log2(entries.length + 1)));
  const sorted = [...entries].sort(orderComparator(orderBy));
  context.store.remember(key, sorted, context.store.generation);
  return sorted;
}

/** Filters and orders a relation's entries (a handful per parent); the caller pages. */
function select(entries: Entry[], args: ListArgs, relation: string, context: RequestContext): Entry[] {
  const sorted = ordered(entries, args.orderBy, relation, context);
  const { where } = args;
  return where ? sorted.filter((entry) => matches(entry, where, context)) : sorted;
}

async function relationList(entries: Entry[], args: ListArgs, where: Where, relation: string, context: RequestContext) {
  const { first, skip } = pageArgs(args);
  const sorted = ordered(entries, args.orderBy, relation, context);
  const passed = await filterInSlices(sorted, where, context);
  return sorted.filter((entry) => passed.has(entry)).slice(skip, skip + first).map((entry) => attach(entry, context));
}

function listOf(entries: Entry[], args: ListArgs, relation: string, context: RequestContext): Entry[] {
  const { first, skip } = pageArgs(args);
  return select(entries, args, relation, context).slice(skip, skip + first);
}

function assetUrl(entry: Entry, args: { transformation?: { image?: { resize?: { width?: number | null } | null } | null } | null }, context: RequestContext): string {
  const fileName = encodeURIComponent(String(entry.fileName));
  const width = args.transformation?.image?.resize?.width;
  if (width === undefined || width === null) return `${context.baseUrl}/images/${fileName}`;
  if (width < 1 || width > 3840) throw new BadArgumentError("Image width must be between 1 and 3840");
  // The asset CDN makes a fixed set of widths: the nearest one at least as wide.
  return `${context.baseUrl}/optimized/${fileName}?w=${allowedImageWidth(width)}&q=${IMAGE_QUALITIES[0]}`;
}

const resolveField: GraphQLFieldResolver<Record<string, unknown>, RequestContext> = (source, args, context, info) => {
  const parent = info.parentType.name;
  const field = info.fieldName;
  if (parent === "Query" || parent === "Mutation") {
    const resolve = (source as Record<string, unknown>)[field];
    return typeof resolve === "function" ? (resolve as (a: unknown, c: RequestContext) => unknown)(args, context) : null;
  }
  const ctx = contextOf(source, context);
  if (parent === "Asset" && field === "url") return assetUrl(source as Entry, args, ctx);
  // A stored asset has its file; createAsset's pending answer carries its own (asset-mutations.ts).
  if (parent === "Asset" && field === "upload") return source.upload ?? COMPLETE_UPLOAD;
  if (parent.endsWith("ContentRichText")) {
    const json = source.json as RichTextDocument;
    if (field === "text") return richTextToPlainText(json);
    if (field === "references") {
      const { first, skip } = pageArgs({ first: (args.first as number | undefined) ?? MAX_PAGE_SIZE, skip: args.skip as number | undefined });
      return related(embeddedIds(json), ctx).slice(skip, skip + first).map((entry) => attach(entry, ctx));
    }
    return source[field];
  }
  if (MODELS.includes(parent)) {
    const localized = localizationField(source as Entry, field, args, ctx);
    if (localized !== undefined) return localized;
  }
  const info_ = (FIELDS.get(parent) ?? []).find((candidate) => candidate.name === field);
  // A relation's own `locales` overrides the locales passed down to it, for its subtree.
  const relationCtx = info_?.kind === "model" && Array.isArray(args.locales) && args.locales.length ? { ...ctx, locales: args.locales as Locale[] } : ctx;
  const value = MODELS.includes(parent) ? fieldValue(source as Entry, field, relationCtx) : source[field];
  if (!info_) return value ?? null;
  switch (info_.kind) {
    case "model": {
      // A reverse relation is already the store's list of entries (thousands for an author's posts): read, not copied.
      const entries = isReverse(parent, field) ? (value as Entry[]) : related(value, relationCtx);
      if (!info_.list) return entries[0] ? attach(entries[0], relationCtx) : null;
      const listArgs = args as ListArgs;
      const relation = `${String(source.id)}.${field}@${relationCtx.locales?.join(",") ?? ""}`;
      // A long relation (an author's posts) is filtered in slices, like a root list.
      if (listArgs.where && entries.length > 256) return relationList(entries, listArgs, listArgs.where, relation, relationCtx);
      return listOf(entries, listArgs, relation, relationCtx).map((entry) => attach(entry, relationCtx));
    }
    case "component": {
      const components = (Array.isArray(value) ? value : value ? [value] : []) as Record<string, unknown>[];
      // A component is in its holder's stage (an entry's, or for a nested component its parent component's).
      const resolved = components.map((component) => ({ ...component, stage: source.stage, __typename: info_.type, __context: ctx }));
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

/**
 * Hygraph's localization system fields of an entry: `locale`, `localizations(locales,
 * includeCurrent)` (the entry's versions in those locales, in that order) and the system dates in
 * their `variation`. Undefined for every other field.
 */
function localizationField(entry: Entry, field: string, args: Record<string, unknown>, context: RequestContext): unknown {
  if (field === "locale") return localeOf(entry);
  if (field === "localizations") {
    const base = context.store.get(entry.id, entry.stage) ?? entry;
    const current = localeOf(entry);
    const wanted = ((args.locales as Locale[] | undefined) ?? []).filter((locale) => locale !== current || args.includeCurrent === true);
    return wanted.flatMap((locale) => {
      const version = context.store.inLocales(base, [locale]);
      return version ? [attach(version, { ...context, locales: [locale] })] : [];
    });
  }
  if ((LOCALIZATION_DATES as readonly string[]).includes(field) && typeof args.variation === "string") {
    return systemDate(entry, field as (typeof LOCALIZATION_DATES)[number], args.variation as DateVariation);
  }
  return undefined;
}

/** Counts the objects a field adds to the answer (a list's items, or one object). */
function counted(value: unknown, work: QueryWork): unknown {
  if (Array.isArray(value)) work.produce(value.length);
  else if (value !== null && value !== undefined) work.produce(1);
  return value;
}

/**
 * Every field below and at the root: the answer's objects are counted as they resolve, and once
 * the request's slice of CPU is used up a field of objects waits for its next turn, so a query
 * that resolves many thousands of objects (a list under a list under a list) lets other requests
 * and the health check in between. Scalar fields never wait: they cost little once their object
 * is resolved, and waiting has a cost of its own.
 */
export const fieldResolver: GraphQLFieldResolver<Record<string, unknown>, RequestContext> = (source, args, context, info) => {
  const { work } = context;
  const isObject = isCompositeType(getNamedType(info.returnType));
  if (!isObject) return resolveField(source, args, context, info);
  const resolve = () => {
    // Past the limit, every later object field is refused before it does any work.
    work.produce(0);
    const value = resolveField(source, args, context, info);
    return value instanceof Promise ? value.then((resolved) => counted(resolved, work)) : counted(value, work);
  };
  const pause = work.pause();
  return pause ? pause.then(resolve) : resolve();
};

export const typeResolver: GraphQLTypeResolver<Record<string, unknown>, RequestContext> = (value) =>
  typeof value.__typename === "string" ? value.__typename : undefined;
