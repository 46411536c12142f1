import type { ContentStore } from "../store/store";
import { lowerFirst, readModelDefinitions, type FieldDefinition, type ModelDefinitions, type TypeDefinition } from "./model-definitions";

/**
 * What the content import needs to know of the models: each model's unique field (what it
 * upserts by, since Hygraph assigns its own ids), the order that creates an entry after every
 * entry it relates to, a selection set reading an entry back, and a projection of an entry that
 * two projects can be compared by (relations and embeds as "Model:key", no ids or system dates).
 */

/** The fields Hygraph owns on its Asset model: set by the upload, never written. */
/** The longest relation or component list read back (the content has at most a few tens). */
const LIST_MAX = 100;

export const ASSET_FILE_FIELDS = new Set(["handle", "fileName", "mimeType", "width", "height", "size"]);

export class ImportModels {
  readonly definitions: ModelDefinitions;
  private readonly types = new Map<string, TypeDefinition>();
  private readonly unions = new Map<string, string[]>();

  constructor(definitions: ModelDefinitions = readModelDefinitions()) {
    this.definitions = definitions;
    for (const type of [...definitions.models, ...definitions.components]) this.types.set(type.apiId, type);
    for (const union of definitions.unions) this.unions.set(union.apiId, union.types);
  }

  isModel(apiId: string): boolean {
    return this.definitions.models.some((model) => model.apiId === apiId);
  }

  fields(apiId: string): FieldDefinition[] {
    return (this.types.get(apiId)?.fields ?? []).filter((field) => !field.reverseOf);
  }

  uniqueField(model: string): string {
    const field = this.fields(model).find((candidate) => candidate.unique);
    if (!field) throw new Error(`${model} has no unique field to import by: add one (e.g. key: String @unique) in models.graphql`);
    return field.apiId;
  }

  listQuery(model: string): string {
    return lowerFirst(this.definitions.models.find((candidate) => candidate.apiId === model)?.apiIdPlural ?? `${model}s`);
  }

  /** Models that `type` (or its components) relate to, besides itself. */
  private dependencies(type: string, seen = new Set<string>()): Set<string> {
    const found = new Set<string>();
    for (const field of this.fields(type)) {
      if (field.kind === "relation") found.add(field.type);
      // Entries a rich text embeds are imported first too, so its ids are known when it is written.
      for (const embedded of field.embeds ?? []) found.add(embedded);
      const members = field.kind === "component" ? [field.type] : field.kind === "union" ? (this.unions.get(field.type) ?? []) : [];
      for (const member of members) {
        if (seen.has(member)) continue;
        seen.add(member);
        for (const inner of this.dependencies(member, seen)) found.add(inner);
      }
    }
    found.delete(type);
    return found;
  }

  /** Models ordered so that each comes after the models it relates to or embeds (Asset first); what closes a cycle (a page embedding a page) waits for the second pass. */
  order(): string[] {
    const ordered: string[] = [];
    const visiting = new Set<string>();
    const visit = (model: string) => {
      if (ordered.includes(model) || visiting.has(model)) return;
      visiting.add(model);
      for (const dependency of this.dependencies(model)) visit(dependency);
      ordered.push(model);
    };
    visit("Asset");
    for (const model of this.definitions.models) visit(model.apiId);
    return ordered;
  }

  unionMembers(union: string): string[] {
    return this.unions.get(union) ?? [];
  }

  /** A selection of an entry's components by their ids (what an update replaces them by). */
  componentIds(model: string): string {
    return this.fields(model)
      .filter((field) => field.kind === "component" || field.kind === "union")
      .map((field) => `${field.apiId}${field.list ? `(first: ${LIST_MAX})` : ""} { __typename ${field.kind === "union" ? this.unionMembers(field.type).map((member) => `... on ${member} { id }`).join(" ") : "id"} }`)
      .join(" ");
  }

  /** A selection set reading every field back (or those named in `only`), relations as their type and unique field, rich text as its AST. */
  selection(type: string, only?: Set<string>): string {
    const parts = ["__typename"];
    for (const field of this.fields(type)) {
      if (only && !only.has(field.apiId)) continue;
      // A nested list answers its first page only unless asked for more.
      const all = field.list ? `(first: ${LIST_MAX})` : "";
      if (field.kind === "relation") parts.push(`${field.apiId}${all} { __typename id ${this.uniqueField(field.type)} }`);
      // A component with its id: an update replaces it by id.
      else if (field.kind === "component") parts.push(`${field.apiId}${all} { id ${this.selection(field.type)} }`);
      else if (field.kind === "union") parts.push(`${field.apiId}${all} { __typename ${(this.unions.get(field.type) ?? []).map((member) => `... on ${member} { id ${this.selection(member)} }`).join(" ")} }`);
      else if (field.kind === "richText") parts.push(`${field.apiId} { json }`);
      else parts.push(field.apiId);
    }
    return parts.join(" ");
  }
}

/** How a projection reads relations and rich text: from the stored folder (ids) or a project's answer (objects). */
export type Resolver = {
  /** A related entry as "Model:key" (null when the relation is empty or its entry is unknown). */
  relation: (value: unknown) => string | null;
  /** A rich-text field's AST. */
  richText: (value: unknown) => unknown;
  /** An embed's nodeId as "Model:key". */
  embed: (nodeId: string) => string;
};

/** Rich text with each embed's nodeId mapped (links and embeds carry `nodeId`). */
export function mapNodeIds(node: unknown, map: (nodeId: string) => string): unknown {
  if (Array.isArray(node)) return node.map((child) => mapNodeIds(child, map));
  if (typeof node !== "object" || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = key === "nodeId" && typeof value === "string" ? map(value) : mapNodeIds(value, map);
  return copy;
}

/** An entry's (or component's) own fields, comparable between two projects. */
export function project(models: ImportModels, type: string, entry: Record<string, unknown>, resolve: Resolver): Record<string, unknown> {
  const projection: Record<string, unknown> = {};
  for (const field of models.fields(type)) {
    // The file's handle and name are the project's own (the upload names them).
    if (type === "Asset" && (field.apiId === "handle" || field.apiId === "fileName")) continue;
    const value = entry[field.apiId];
    if (field.kind === "relation") projection[field.apiId] = field.list ? ((value as unknown[] | undefined) ?? []).map(resolve.relation) : resolve.relation(value ?? null);
    else if (field.kind === "component" || field.kind === "union") {
      const one = (item: unknown) => {
        const component = item as Record<string, unknown>;
        const member = field.kind === "union" ? String(component.__typename) : field.type;
        return { ...(field.kind === "union" ? { __typename: member } : {}), ...project(models, member, component, resolve) };
      };
      projection[field.apiId] = field.list ? ((value as unknown[] | undefined) ?? []).map(one) : value ? one(value) : null;
    } else if (field.kind === "richText") projection[field.apiId] = value ? mapNodeIds(resolve.richText(value), resolve.embed) : null;
    else projection[field.apiId] = value ?? (field.list ? [] : null);
  }
  return projection;
}

/** An entry of the content folder as "Model:key" (null when there is no such entry). */
export function storeKey(models: ImportModels, store: ContentStore, id: string): string | null {
  const document = store.documents.get(id);
  return document ? `${document.model}:${String(document.stored[models.uniqueField(document.model)])}` : null;
}

/** Projections of the content folder's entries: relations and embeds are entry ids. */
export function storeResolver(models: ImportModels, store: ContentStore): Resolver {
  return { relation: (value) => (typeof value === "string" ? storeKey(models, store, value) : null), richText: (value) => value, embed: (id) => storeKey(models, store, id) ?? id };
}

/** Projections of a project's answers: relations are `{ __typename, <unique> }`, rich text `{ json }`, embeds the project's ids (`keyById`). */
export function projectResolver(models: ImportModels, keyById: Map<string, string>): Resolver {
  return {
    relation: (value) => {
      const related = value as Record<string, unknown> | null;
      return typeof related?.__typename === "string" ? `${related.__typename}:${String(related[models.uniqueField(related.__typename)])}` : null;
    },
    richText: (value) => (value as { json?: unknown }).json ?? null,
    embed: (id) => keyById.get(id) ?? id,
  };
}
