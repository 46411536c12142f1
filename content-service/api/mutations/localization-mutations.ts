import { slugProblem } from "@sti-aware/contract/slug";
import { GraphQLUnionType } from "graphql";
import { COMPONENTS, FIELDS, LOCALIZED_TYPES, MODELS, modelSchema, type FieldInfo } from "../../store/models";
import { DEFAULT_LOCALE, isLocale, localizationsOf, type LocalizationData, type Locale } from "../../store/localization";
import { MutationInputError, TEXT_LIMITS, type MutationData } from "./mutation-inputs";
import type { ContentStore, StoredEntry } from "../../store/store";

/**
 * Localized writes in Hygraph's shapes (docs/hygraph.md, "Localization"): a model's create and
 * update inputs take `localizations: { create: [{ locale, data }], update: [{ locale, data }],
 * upsert: [{ locale, create, update }], delete: [Locale!] }`, whose data holds the model's
 * localized fields. A translation lands in the DRAFT stage with its own dates; the default
 * locale's fields and dates are left as they are.
 *
 * A component's localized fields (SEO title, a helpline's description, a menu link's title) are
 * given in the data under the component field, matched to the default locale's component by its
 * `id` in lists: `seo: { title }`, `helplines: [{ id, description }]` (the service's shape, listed
 * in KNOWN_DRIFT: Hygraph changes a component's localizations through the component itself).
 */

export type LocalizationsInput = {
  create?: { locale: string; data: MutationData }[] | null;
  update?: { locale: string; data: MutationData }[] | null;
  upsert?: { locale: string; create: MutationData; update: MutationData }[] | null;
  delete?: string[] | null;
};

/** A component's fields, or a union's: its members' fields together (a menu item is a link or a dropdown). */
function fieldsOf(type: string): FieldInfo[] {
  const own = FIELDS.get(type);
  if (own) return own;
  const union = modelSchema.getType(type);
  if (!(union instanceof GraphQLUnionType)) return [];
  const byName = new Map(union.getTypes().flatMap((member) => FIELDS.get(member.name) ?? []).map((field) => [field.name, field]));
  return [...byName.values()];
}
const holdsLocalized = (field: FieldInfo) => (field.kind === "component" || field.kind === "union") && hasLocalized(field.type);
const localizedFields = (type: string): FieldInfo[] => fieldsOf(type).filter((field) => field.localized || holdsLocalized(field));
const hasLocalized = (type: string): boolean => fieldsOf(type).some((field) => field.localized || holdsLocalized(field));
const inputScalar = (field: FieldInfo) => (field.kind === "richText" ? "RichTextAST" : field.type);

/** The components (and union members) whose localized fields a localization input may carry. */
function localizedComponents(): string[] {
  const unions = Object.values(modelSchema.getTypeMap()).filter((type) => type instanceof GraphQLUnionType && !type.name.endsWith("RichTextEmbeddedTypes")).map((type) => type.name);
  return [...COMPONENTS, ...unions].filter((component) => hasLocalized(component));
}

/**
 * The inputs above that carry components' localized fields, which Hygraph's generated API does not
 * have in this shape (KNOWN_DRIFT): the component types' data inputs and the model data inputs' component fields.
 */
export function componentLocalizationInputs(): string[] {
  const keys = localizedComponents().map((component) => `${component}LocalizationDataInput`);
  for (const model of MODELS.filter((candidate) => LOCALIZED_TYPES.has(candidate))) {
    for (const field of localizedFields(model).filter(holdsLocalized)) {
      keys.push(`${model}CreateLocalizationDataInput.${field.name}`, `${model}UpdateLocalizationDataInput.${field.name}`);
    }
  }
  return keys;
}

/** Input SDL for the localization inputs of every model with a localized field, and its create/update inputs' `localizations`. */
export function localizationMutationsSdl(): string {
  const parts: string[] = [];
  const fieldSdl = (field: FieldInfo, owner: string, required: boolean) => {
    if (holdsLocalized(field)) return `${field.name}: ${field.list ? `[${field.type}LocalizationDataInput!]` : `${field.type}LocalizationDataInput`}`;
    const type = inputScalar(field);
    void owner;
    return `${field.name}: ${field.list ? `[${type}!]` : required && field.nonNull ? `${type}!` : type}`;
  };
  for (const component of localizedComponents()) {
    parts.push(`input ${component}LocalizationDataInput { id: ID ${localizedFields(component).map((field) => fieldSdl(field, component, false)).join(" ")} }`);
  }
  for (const model of MODELS.filter((candidate) => LOCALIZED_TYPES.has(candidate))) {
    const fields = localizedFields(model);
    parts.push(
      `input ${model}CreateLocalizationDataInput { createdAt: DateTime updatedAt: DateTime ${fields.map((field) => fieldSdl(field, model, true)).join(" ")} }`,
      `input ${model}CreateLocalizationInput { data: ${model}CreateLocalizationDataInput! locale: Locale! }`,
      `input ${model}CreateLocalizationsInput { create: [${model}CreateLocalizationInput!] }`,
      `input ${model}UpdateLocalizationDataInput { ${fields.map((field) => fieldSdl(field, model, false)).join(" ")} }`,
      `input ${model}UpdateLocalizationInput { data: ${model}UpdateLocalizationDataInput! locale: Locale! }`,
      `input ${model}UpsertLocalizationInput { update: ${model}UpdateLocalizationDataInput! create: ${model}CreateLocalizationDataInput! locale: Locale! }`,
      `input ${model}UpdateLocalizationsInput { create: [${model}CreateLocalizationInput!] update: [${model}UpdateLocalizationInput!] upsert: [${model}UpsertLocalizationInput!] delete: [Locale!] }`,
    );
  }
  return parts.join("\n");
}

function nonDefaultLocale(value: unknown, at: string): Locale {
  if (!isLocale(value)) throw new MutationInputError(`${at}: unknown locale ${JSON.stringify(value)}`);
  if (value === DEFAULT_LOCALE) throw new MutationInputError(`${at}: ${DEFAULT_LOCALE} is the default locale; its fields are the entry's own (give them outside localizations)`);
  return value;
}

/** One component's (or list's) localized values as stored: only localized fields, list items by the default locale's ids. */
function componentValues(type: string, input: unknown, base: unknown, at: string): unknown {
  if (Array.isArray(input)) {
    const ids = new Set((Array.isArray(base) ? base : []).map((item) => String((item as { id?: unknown }).id)));
    return input.map((item, index) => {
      const id = (item as { id?: unknown }).id;
      if (typeof id !== "string" || !ids.has(id)) throw new MutationInputError(`${at}[${index}].id: name one of the ${DEFAULT_LOCALE} items (${[...ids].join(", ")})`);
      const baseItem = (base as MutationData[]).find((candidate) => candidate.id === id);
      return { id, ...(componentValues(type, { ...(item as MutationData), id: undefined }, baseItem, `${at}[${index}]`) as MutationData) };
    });
  }
  const values: MutationData = {};
  for (const [name, value] of Object.entries((input as MutationData | null) ?? {})) {
    if (value === undefined || name === "id") continue;
    const field = localizedFields(type).find((candidate) => candidate.name === name);
    if (!field) throw new MutationInputError(`${at}.${name}: not a localized field of ${type}`);
    values[name] = holdsLocalized(field) ? componentValues(field.type, value, (base as MutationData | null)?.[name], `${at}.${name}`) : value;
  }
  return values;
}

/** A localization's data as stored: localized fields only (a slug normalised and unique in the locale), text trimmed and within its limits. */
function localizedValues(store: ContentStore, model: string, stored: StoredEntry, locale: Locale, data: MutationData, at: string): MutationData {
  const values: MutationData = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || name === "createdAt" || name === "updatedAt") continue;
    const field = localizedFields(model).find((candidate) => candidate.name === name);
    if (!field) throw new MutationInputError(`${at}.${name}: not a localized field of ${model}`);
    if (holdsLocalized(field)) values[name] = componentValues(field.type, value, stored[name], `${at}.${name}`);
    else if (name === "slug") values.slug = localizedSlug(store, model, stored.id, locale, value, `${at}.slug`);
    else if (typeof value === "string") {
      const text = value.trim();
      const limit = TEXT_LIMITS[name];
      if (limit && text.length > limit) throw new MutationInputError(`${at}.${name}: longer than ${limit} characters`);
      if (field.nonNull && !text) throw new MutationInputError(`${at}.${name}: must not be blank`);
      values[name] = text;
    } else values[name] = value;
  }
  return values;
}

/** A slug in a locale: already normal (the same rule as an English slug's), and used by no other entry of the model in that locale (in either stage). */
function localizedSlug(store: ContentStore, model: string, ownId: string, locale: Locale, value: unknown, at: string): string {
  const slug = String(value ?? "");
  if (slug.length > TEXT_LIMITS.slug) throw new MutationInputError(`${at}: longer than ${TEXT_LIMITS.slug} characters`);
  const problem = slugProblem(slug);
  if (problem) throw new MutationInputError(`${at}: ${problem}`);
  for (const document of store.documents.values()) {
    if (document.model !== model || document.stored.id === ownId) continue;
    const versions = [document.stored, document.stored._published].filter(Boolean) as Record<string, unknown>[];
    if (versions.some((version) => localizationsOf(version)[locale]?.slug === slug)) {
      throw new MutationInputError(`${at}: "${slug}" is already used by another ${model} in ${locale}`);
    }
  }
  return slug;
}

/** The stored draft localizations after `input`: created, updated, upserted and deleted, each with its own dates. */
export function applyLocalizations(store: ContentStore, model: string, stored: StoredEntry, input: LocalizationsInput): Record<string, LocalizationData> {
  if (!LOCALIZED_TYPES.has(model)) throw new MutationInputError(`localizations: ${model} has no localized field`);
  const now = new Date().toISOString();
  const localizations = { ...localizationsOf(stored) };
  // A locale only the entry's components have (their own localizations, component-localizations.ts) is not yet the entry's.
  const componentsOnly = (localization: LocalizationData) => Object.keys(localization).every((name) => ["createdAt", "updatedAt", "publishedAt"].includes(name) || FIELDS.get(model)?.some((field) => field.name === name && holdsLocalized(field)));
  const create = (locale: Locale, data: MutationData, at: string) => {
    const existing = localizations[locale];
    if (existing && !componentsOnly(existing)) throw new MutationInputError(`${at}: ${model} already has a ${locale} localization; use update or upsert`);
    const created = { createdAt: typeof data.createdAt === "string" ? data.createdAt : now, updatedAt: typeof data.updatedAt === "string" ? data.updatedAt : now, publishedAt: existing?.publishedAt ?? null };
    localizations[locale] = { ...existing, ...created, ...localizedValues(store, model, stored, locale, data, at) };
  };
  const update = (locale: Locale, data: MutationData, at: string) => {
    const current = localizations[locale];
    if (!current) throw new MutationInputError(`${at}: ${model} has no ${locale} localization yet; use create or upsert`);
    localizations[locale] = { ...current, ...localizedValues(store, model, stored, locale, data, at), updatedAt: now };
  };
  (input.create ?? []).forEach(({ locale, data }, index) => create(nonDefaultLocale(locale, `localizations.create[${index}].locale`), data, `localizations.create[${index}].data`));
  (input.update ?? []).forEach(({ locale, data }, index) => update(nonDefaultLocale(locale, `localizations.update[${index}].locale`), data, `localizations.update[${index}].data`));
  (input.upsert ?? []).forEach((item, index) => {
    const locale = nonDefaultLocale(item.locale, `localizations.upsert[${index}].locale`);
    if (localizations[locale]) update(locale, item.update, `localizations.upsert[${index}].update`);
    else create(locale, item.create, `localizations.upsert[${index}].create`);
  });
  for (const [index, locale] of (input.delete ?? []).entries()) delete localizations[nonDefaultLocale(locale, `localizations.delete[${index}]`)];
  return localizations;
}
