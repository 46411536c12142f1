import type { GraphQLFieldResolver, GraphQLTypeResolver } from "graphql";
import { allowedImageWidth, IMAGE_QUALITIES } from "@sti-aware/contract/image-widths";
import { MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import { orderComparator, pageArgs, type ListArgs } from "./list-arguments";
import { FIELDS, MODELS } from "./models";
import { attach, BadArgumentError, contextOf, fieldValue, related, type RequestContext } from "./request-context";
import { richTextToPlainText, type RichTextDocument } from "@sti-aware/contract/rich-text";
import { embeddedIds, type Entry } from "./store";
import { filterInSlices, matches, type Where } from "./where-filters";

/**
 * Every field below the root: relations (filtered, ordered and paged), components in their
 * holder's stage, unions, rich text with its references and plain text, and asset URLs with
 * their transformation. The Query and Mutation fields call their root value's function.
 */

/** Filters and orders a relation's entries (a handful per parent); the caller pages. */
function select(entries: Entry[], args: ListArgs, context: RequestContext): Entry[] {
  const { where, orderBy } = args;
  const ordered = orderBy ? [...entries].sort(orderComparator(orderBy)) : entries;
  return where ? ordered.filter((entry) => matches(entry, where, context)) : ordered;
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

export const typeResolver: GraphQLTypeResolver<Record<string, unknown>, RequestContext> = (value) =>
  typeof value.__typename === "string" ? value.__typename : undefined;
