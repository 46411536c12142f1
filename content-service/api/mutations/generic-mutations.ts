import { randomUUID } from "node:crypto";
import { GraphQLUnionType, Kind, parse, type InputObjectTypeDefinitionNode } from "graphql";
import type { EntryWriter } from "./entry-writer";
import { FIELD_INDEX, FIELDS, isReverse, LOCALIZED_TYPES, modelSchema, MODELS, type FieldInfo } from "../../store/models";
import { applyLocalizations, type LocalizationsInput } from "./localization-mutations";
import { addFieldLocales, componentLocales, fieldLocales, LOCALIZED_COMPONENTS, withComponentLocales, type ComponentLocales } from "./component-localizations";
import { localizationsOf, type Locale } from "../../store/localization";
import { componentUpdateInputs, localizationsAfter, updatedComponentField } from "./component-updates";
import { MutationInputError, type Connect, type MutationData } from "./mutation-inputs";
import type { Entry, EntryData, StoredEntry } from "../../store/store";

/**
 * Hygraph's generic mutations for every model, as the content import (hygraph/import.ts) sends
 * them to any project: `upsert<Model>(where, upsert: { create, update })`, `update<Model>`,
 * `publish<Model>` and `updateAsset` (an uploaded asset's own fields), where the editing
 * mutations (mutations.ts) do not have them already. Inputs take Hygraph's shapes: a relation as
 * `{ connect: <where> }` (a list as `{ connect: [...] }` on create, `{ set: [...] }` on update),
 * a component as `{ create: {...} }`, a list of them as `{ create: [...] }`, a union member as
 * `{ <TypeName>: {...} }`, rich text as its AST. Inputs a model already has for its own editing
 * mutations (mutations.ts) are extended with the fields they lack, never redefined.
 *
 * Components are created with their entry; an update replaces those it names by their ids
 * (`{ delete, create }`, component-updates.ts).
 */

type Where = Record<string, unknown>;

function relationInput(field: FieldInfo, verb: "Create" | "Update"): string {
  if (field.list) return verb === "Create" ? `${field.type}CreateManyInlineInput` : `${field.type}UpdateManyInlineInput`;
  return `${field.type}${verb}OneInlineInput`;
}

/** The fields of one input, by name → type, for a model or component. */
function inputFields(type: string, verb: "Create" | "Update"): Map<string, string> {
  const fields = new Map<string, string>();
  if (verb === "Create" && MODELS.includes(type)) fields.set("createdAt", "DateTime").set("updatedAt", "DateTime");
  for (const field of FIELDS.get(type) ?? []) {
    if (field.kind === "model" && isReverse(type, field.name)) continue;
    if (type === "Asset" && ["handle", "fileName", "mimeType", "width", "height", "size"].includes(field.name)) continue;
    if (field.kind === "model") fields.set(field.name, relationInput(field, verb));
    else if (field.kind === "component" || field.kind === "union") {
      const updated = verb === "Update" && MODELS.includes(type);
      fields.set(field.name, `${field.type}${updated ? "Update" : "Create"}${field.list ? "Many" : "One"}InlineInput`);
    } else {
      const scalar = field.kind === "richText" ? "RichTextAST" : field.type;
      fields.set(field.name, field.list ? `[${scalar}!]` : scalar);
    }
  }
  // A model with a localized field takes its translations beside its own fields (localization-mutations.ts),
  // a new component with one its own (component-localizations.ts).
  if (MODELS.includes(type) && LOCALIZED_TYPES.has(type)) fields.set("localizations", `${type}${verb}LocalizationsInput`);
  if (verb === "Create" && LOCALIZED_COMPONENTS.includes(type)) fields.set("localizations", `${type}CreateLocalizationsInput`);
  return fields;
}

/** The SDL of the generic mutations and the inputs they need, given the SDL already served (mutations.ts). */
export function genericMutationsSdl(existingSdl: string): string {
  const existing = new Map<string, Set<string>>();
  for (const definition of parse(existingSdl).definitions) {
    if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      existing.set(definition.name.value, new Set((definition as InputObjectTypeDefinitionNode).fields?.map((field) => field.name.value) ?? []));
    }
  }
  const inputs = new Map<string, Map<string, string>>();
  const add = (name: string, fields: Map<string, string>) => {
    const known = inputs.get(name) ?? new Map<string, string>();
    for (const [field, type] of fields) known.set(field, type);
    inputs.set(name, known);
  };
  const relatedTypes = new Set<string>();
  const componentTypes = new Set<string>();
  const unionTypes = new Map(
    Object.values(modelSchema.getTypeMap())
      .filter((type): type is GraphQLUnionType => type instanceof GraphQLUnionType && !type.name.endsWith("RichTextEmbeddedTypes"))
      .map((union) => [union.name, union.getTypes().map((member) => member.name)]),
  );
  const collectComponent = (component: string) => {
    if (componentTypes.has(component)) return;
    componentTypes.add(component);
    collect(component);
  };
  const collect = (type: string) => {
    for (const field of FIELDS.get(type) ?? []) {
      if (field.kind === "model" && !isReverse(type, field.name)) relatedTypes.add(field.type);
      if (field.kind === "component") collectComponent(field.type);
      if (field.kind === "union") for (const member of unionTypes.get(field.type) ?? []) collectComponent(member);
    }
  };
  for (const model of MODELS) collect(model);
  for (const model of MODELS) {
    if (model !== "Asset") add(`${model}CreateInput`, inputFields(model, "Create"));
    add(`${model}UpdateInput`, inputFields(model, "Update"));
    if (model !== "Asset") add(`${model}UpsertInput`, new Map([["create", `${model}CreateInput!`], ["update", `${model}UpdateInput!`]]));
  }
  for (const type of relatedTypes) {
    add(`${type}CreateOneInlineInput`, new Map([["connect", `${type}WhereUniqueInput`]]));
    add(`${type}UpdateOneInlineInput`, new Map([["connect", `${type}WhereUniqueInput`], ["disconnect", "Boolean"]]));
    add(`${type}CreateManyInlineInput`, new Map([["connect", `[${type}WhereUniqueInput!]`]]));
    add(`${type}UpdateManyInlineInput`, new Map([["set", `[${type}WhereUniqueInput!]`]]));
  }
  for (const component of componentTypes) {
    add(`${component}CreateInput`, inputFields(component, "Create"));
    add(`${component}CreateOneInlineInput`, new Map([["create", `${component}CreateInput`]]));
    add(`${component}CreateManyInlineInput`, new Map([["create", `[${component}CreateInput!]`]]));
  }
  // Post and Page give their Seo in the update shape (mutations.ts); a new one is created with it.
  add("SeoUpdateOneInlineInput", new Map([["create", "SeoCreateInput"]]));
  // Component updates where the editing inputs have none: those of a post's sources, review history and
  // Seo keep the editing shapes (KNOWN_DRIFT), not extended with a `delete` their mutations would ignore.
  const addNew = (inputs: Map<string, Map<string, string>>) => {
    for (const [name, fields] of inputs) if (!existing.has(name)) add(name, fields);
  };
  for (const component of componentTypes) addNew(componentUpdateInputs(component, false, []));
  for (const [union, members] of unionTypes) {
    addNew(componentUpdateInputs(union, true, members));
    add(`${union}CreateInput`, new Map(members.map((member) => [member, `${member}CreateInput`])));
    add(`${union}CreateManyInlineInput`, new Map([["create", `[${union}CreateInput!]`]]));
  }
  const sdl: string[] = [];
  for (const [name, fields] of inputs) {
    const had = existing.get(name);
    const missing = [...fields].filter(([field]) => !had?.has(field));
    if (had && !missing.length) continue;
    sdl.push(`${had ? "extend input" : "input"} ${name} { ${missing.map(([field, type]) => `${field}: ${type}`).join(" ")} }`);
  }
  const mutations: string[] = [];
  for (const model of MODELS) {
    if (model !== "Asset") mutations.push(`upsert${model}(where: ${model}WhereUniqueInput!, upsert: ${model}UpsertInput!): ${model}`);
    if (!existingSdl.includes(`update${model}(`)) mutations.push(`update${model}(where: ${model}WhereUniqueInput!, data: ${model}UpdateInput!): ${model}`);
    if (!existingSdl.includes(`publish${model}(`)) {
      mutations.push(`publish${model}(where: ${model}WhereUniqueInput!, locales: [Locale!], publishBase: Boolean = true, withDefaultLocale: Boolean = true, to: [Stage!]! = [PUBLISHED]): ${model}`);
    }
    if (!existingSdl.includes(`unpublish${model}(`)) mutations.push(`unpublish${model}(where: ${model}WhereUniqueInput!, from: [Stage!]! = [PUBLISHED], locales: [Locale!], unpublishBase: Boolean = true): ${model}`);
  }
  sdl.push(`extend type Mutation {\n  ${mutations.join("\n  ")}\n}`);
  return sdl.join("\n");
}

/** A relation input as stored ids: `{ connect }`, `{ set }` or `{ disconnect: true }`. */
function relationValue(writer: EntryWriter, field: FieldInfo, input: unknown): string | string[] | null {
  if (field.list) {
    const value = input as { connect?: Where[]; set?: Where[] } | null;
    return (value?.set ?? value?.connect ?? []).map((where) => writer.relation(field.type, field.name, { connect: where } as Connect) as string);
  }
  const value = input as { connect?: Where; disconnect?: boolean } | null;
  if (!value || value.disconnect) return null;
  return writer.relation(field.type, field.name, value as Connect);
}

/** A component (or union member) as stored: its fields translated, with an id of its own; its translations (its own and its components') beside it. */
function componentValue(writer: EntryWriter, type: string, data: MutationData, typename?: string): { value: Record<string, unknown>; locales: ComponentLocales } {
  const { localizations, ...own } = data;
  const { fields, locales } = storedFields(writer, type, own);
  for (const [locale, values] of Object.entries(componentLocales(type, localizations, type))) locales[locale as Locale] = { ...locales[locale as Locale], ...values };
  const id = `${type[0].toLowerCase()}${type.slice(1)}-${randomUUID()}`;
  return { value: { ...(typename ? { __typename: typename } : {}), id, ...fields }, locales };
}

/** Hygraph-shaped input data as the fields the store keeps, for a model or a component, with the translations its new components carry. */
function storedFields(writer: EntryWriter, type: string, data: MutationData): { fields: Record<string, unknown>; locales: ComponentLocales } {
  const fields: Record<string, unknown> = {};
  const locales: ComponentLocales = {};
  const index = FIELD_INDEX.get(type);
  for (const [name, input] of Object.entries(data)) {
    if (input === undefined) continue;
    const field = index?.get(name);
    if (!field) {
      if (name === "createdAt" || name === "updatedAt") fields[name] = input;
      continue;
    }
    if (field.kind === "model") fields[name] = relationValue(writer, field, input);
    else if (field.kind === "component" || field.kind === "union") {
      const created = (input as { create?: MutationData | MutationData[] } | null)?.create;
      const items = (Array.isArray(created) ? created : created ? [created] : []).map((item) => {
        if (field.kind === "component") return componentValue(writer, field.type, item);
        const [typename, memberData] = Object.entries(item)[0] ?? [];
        if (!typename || !memberData) throw new MutationInputError(`${name}: each item names one member type`);
        return componentValue(writer, typename, memberData as MutationData, typename);
      });
      fields[name] = field.list ? items.map((item) => item.value) : (items[0]?.value ?? null);
      addFieldLocales(locales, name, fieldLocales(field.list, items.map((item) => ({ id: String(item.value.id), locales: item.locales }))));
    } else fields[name] = input;
  }
  return { fields, locales };
}

/** Unique fields take the same rule as the model's own mutations: a slug is normalised and unique in every stage. */
function checkedFields(writer: EntryWriter, model: string, data: MutationData, ownId?: string): Record<string, unknown> {
  return checkedFieldsWithLocales(writer, model, data, ownId).fields;
}

function checkedFieldsWithLocales(writer: EntryWriter, model: string, data: MutationData, ownId?: string): { fields: Record<string, unknown>; locales: ComponentLocales } {
  const { fields, locales } = storedFields(writer, model, data);
  if ("slug" in fields) fields.slug = writer.slug(fields.slug, model, ownId);
  for (const field of FIELDS.get(model) ?? []) {
    if (!field.unique || field.name === "slug" || fields[field.name] === undefined) continue;
    const holder = [...writer.store.documents.values()].find((document) => document.model === model && document.stored.id !== ownId && document.stored[field.name] === fields[field.name]);
    if (holder) throw new MutationInputError(`${field.name}: "${String(fields[field.name])}" is already used by another ${model}`);
  }
  return { fields, locales };
}

/**
 * `upsert<Model>`: a new entry with its translations (`localizations.create`, and its components'
 * own), or the existing one updated (`localizations.upsert` and the rest, as update<Model> takes them).
 */
export function upsertEntry(writer: EntryWriter, model: string, where: Where, upsert: { create: MutationData; update: MutationData }): Promise<Entry> {
  return writer
    .serialise(() => {
      let stored: EntryData | undefined;
      try {
        stored = writer.find(model, where);
      } catch {
        stored = undefined;
      }
      if (stored) return stored.id;
      const now = new Date().toISOString();
      const id = `${model[0].toLowerCase()}${model.slice(1)}-${randomUUID()}`;
      const { localizations, ...own } = upsert.create;
      const { fields, locales } = checkedFieldsWithLocales(writer, model, own);
      const entry = { createdAt: now, updatedAt: now, ...fields, id, publishedAt: null } as EntryData;
      const translated = localizations ? applyLocalizations(writer.store, model, entry as StoredEntry, localizations as LocalizationsInput) : {};
      const all = withComponentLocales(translated, locales, now);
      writer.save(model, Object.keys(all).length ? { ...entry, localizations: all } : entry);
      return null;
    })
    .then((existing) => {
      if (existing === null) return writer.draft(writer.find(model, where).id);
      return updateWithLocalizations(writer, model, { id: existing }, upsert.update);
    });
}

/** `update<Model>`: the entry's own fields and components, then its translations; translations alone leave its fields and dates as they are. */
async function updateWithLocalizations(writer: EntryWriter, model: string, where: Where, data: MutationData): Promise<Entry> {
  const { localizations, ...own } = data;
  const updated = Object.keys(own).length || !localizations ? await writer.update(model, where, (stored) => updatedFields(writer, model, stored, own)) : null;
  if (!localizations) return updated as Entry;
  return writer.updateLocalizations(model, updated ? { id: updated.id } : where, localizations as LocalizationsInput);
}

/** An update's fields as stored: components replaced by id (their translations with them), the rest as checkedFields takes them. */
function updatedFields(writer: EntryWriter, model: string, stored: StoredEntry, data: MutationData): Record<string, unknown> {
  const components = (FIELDS.get(model) ?? []).filter((field) => (field.kind === "component" || field.kind === "union") && data[field.name] !== undefined);
  const rest = Object.fromEntries(Object.entries(data).filter(([name]) => !components.some((field) => field.name === name)));
  const fields = checkedFields(writer, model, rest, stored.id);
  let translations = localizationsOf(stored);
  const now = new Date().toISOString();
  for (const field of components) {
    const change = updatedComponentField(field, data[field.name], stored[field.name], (type, item, typename) => componentValue(writer, type, item, typename));
    fields[field.name] = change.value;
    translations = localizationsAfter(translations, field, change.deleted, change.created, now);
  }
  return components.length && (Object.keys(translations).length || "localizations" in stored) ? { ...fields, localizations: translations } : fields;
}

/** Resolvers of the generic mutations. */
export function genericMutationRoot(writer: EntryWriter, served: Set<string>): Record<string, (args: Record<string, unknown>) => Promise<Entry>> {
  const root: Record<string, (args: Record<string, unknown>) => Promise<Entry>> = {};
  for (const model of MODELS) {
    if (model !== "Asset") root[`upsert${model}`] = (args) => upsertEntry(writer, model, args.where as Where, args.upsert as { create: MutationData; update: MutationData });
    if (!served.has(`update${model}`)) root[`update${model}`] = (args) => updateWithLocalizations(writer, model, args.where as Where, args.data as MutationData);
    if (!served.has(`publish${model}`)) root[`publish${model}`] = (args) => writer.setPublished(model, args.where as Where, true, false, args);
    if (!served.has(`unpublish${model}`)) root[`unpublish${model}`] = (args) => writer.setPublished(model, args.where as Where, false, false, args);
  }
  return root;
}
