import { embeddedIds } from "../store/store";
import { localizationsOf, localizedVersion, type Locale } from "../store/localization";
import { mapNodeIds, project, type ImportModels, type Resolver } from "./import-models";
import type { FieldDefinition } from "./model-definitions";

/**
 * Every locale of an entry, as Hygraph takes and answers them (docs/hygraph.md, "Localization" and
 * "Content import"): a model's own localized fields through `localizations: { create: [{ locale,
 * data }] }` on create and `{ upsert: [{ locale, create, update }] }` on update; a component's
 * through its own `localizations: { create }` when it is created with its entry; read back with
 * `localizations(locales: [...]) { locale … }`; compared locale by locale.
 */

/** Whether a field's values differ per locale: a localized field, or a component (or union) holding one. */
export function holdsLocales(models: ImportModels, field: FieldDefinition, seen = new Set<string>()): boolean {
  if (field.localized) return true;
  if (field.kind !== "component" && field.kind !== "union") return false;
  const members = field.kind === "union" ? models.unionMembers(field.type) : [field.type];
  return members.some((member) => {
    if (seen.has(member)) return false;
    seen.add(member);
    return models.fields(member).some((inner) => holdsLocales(models, inner, seen));
  });
}

/** The project's locales other than the default. */
export const otherLocales = (models: ImportModels): Locale[] => models.definitions.locales.slice(1) as Locale[];

/** A model with a localized field of its own: Hygraph gives it `locale` and `localizations`. */
export const isLocalizedModel = (models: ImportModels, model: string) => models.fields(model).some((field) => field.localized);

/** The fields an entry's other locales are read and compared by. */
export const localeSelection = (models: ImportModels, model: string) => models.selection(model, new Set(models.fields(model).filter((field) => holdsLocales(models, field)).map((field) => field.apiId)));

/** A model that is not localized itself but holds a component that is (a menu's links): its other locales are read by a query in that locale. */
export const readInLocale = (models: ImportModels, model: string) => !isLocalizedModel(models, model) && models.fields(model).some((field) => holdsLocales(models, field));

/** What a read selects of an entry's other locales (none for a model without a localized field). */
export function localizationsSelection(models: ImportModels, model: string): string {
  if (!isLocalizedModel(models, model) || !otherLocales(models).length) return "";
  return `localizations(locales: [${otherLocales(models).join(", ")}]) { locale ${localeSelection(models, model)} }`;
}

/** An entry's other locales, each as its localized fields' projection ("Model:key" for relations and embeds). */
export type LocaleProjections = Record<string, Record<string, unknown>>;

const onlyLocalized = (models: ImportModels, model: string, projection: Record<string, unknown>) =>
  Object.fromEntries(models.fields(model).filter((field) => holdsLocales(models, field)).map((field) => [field.apiId, projection[field.apiId]]));

/**
 * An entry's components by id, as the place they hold ("changeLog[0]"). A translation may name one
 * (a Spanish post's translationSource is the English review it was made from), and each project
 * gives its components ids of its own: such a value is compared, and written, by the place.
 */
export function componentPlaces(models: ImportModels, model: string, entry: Record<string, unknown>): Map<string, string> {
  const places = new Map<string, string>();
  for (const field of models.fields(model).filter((candidate) => candidate.kind === "component" || candidate.kind === "union")) {
    const value = entry[field.apiId];
    const items = (field.list ? (value as unknown[] | undefined) ?? [] : value ? [value] : []) as { id?: unknown }[];
    items.forEach((item, index) => {
      if (typeof item?.id === "string") places.set(item.id, `${field.apiId}[${index}]`);
    });
  }
  return places;
}

/** A locale's projection with its values that name one of the entry's components read as that component's place. */
const byPlace = (projection: Record<string, unknown>, places: Map<string, string>) =>
  Object.fromEntries(Object.entries(projection).map(([name, value]) => [name, typeof value === "string" && places.has(value) ? places.get(value) : value]));

/** The content folder's entry in each of its other locales (its localized values laid over the entry's). */
export function storeLocales(models: ImportModels, model: string, entry: Record<string, unknown>, resolve: Resolver): LocaleProjections {
  const projections: LocaleProjections = {};
  const places = componentPlaces(models, model, entry);
  for (const locale of Object.keys(localizationsOf(entry)) as Locale[]) {
    const version = localizedVersion(entry, locale);
    if (version) projections[locale] = byPlace(onlyLocalized(models, model, project(models, model, version, resolve)), places);
  }
  return projections;
}

/** A project's answer in each of its other locales (`localizations` as read by localizationsSelection). */
export function projectLocales(models: ImportModels, model: string, entry: Record<string, unknown>, resolve: Resolver): LocaleProjections {
  const projections: LocaleProjections = {};
  const places = componentPlaces(models, model, entry);
  for (const version of (entry.localizations as Record<string, unknown>[] | undefined) ?? []) {
    projections[String(version.locale)] = byPlace(onlyLocalized(models, model, project(models, model, version, resolve)), places);
  }
  return projections;
}

/**
 * After an entry is written (`written`: the project's answer, its components by id): its
 * translations that name one of its components, pointing at the project's component in the same
 * place. A new entry's such locales were held back from its create (localizationWrites) and are
 * created now, with their dates (`localizations: { create }`); an existing entry's are updated
 * (`localizations: { update }`). Null when no translation names a component.
 */
export function componentReferences(models: ImportModels, model: string, entry: Record<string, unknown>, written: Record<string, unknown>, created: boolean, mapId: (id: string) => string | null): Record<string, unknown> | null {
  const source = componentPlaces(models, model, entry);
  const there = new Map([...componentPlaces(models, model, written)].map(([id, place]) => [place, id]));
  const stored = localizationsOf(entry);
  const items: { locale: string; data: Record<string, unknown> }[] = [];
  for (const [locale, version] of Object.entries(localeVersions(entry))) {
    const values = ownValues(models, model, version);
    const pointed: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      const place = typeof value === "string" ? source.get(value) : undefined;
      if (place && there.get(place)) pointed[name] = there.get(place);
    }
    if (!Object.keys(pointed).length) continue;
    items.push({ locale, data: created ? { createdAt: stored[locale]?.createdAt, updatedAt: stored[locale]?.updatedAt, ...mapEmbeds(values, mapId), ...pointed } : pointed });
  }
  return items.length ? { localizations: { [created ? "create" : "update"]: items } } : null;
}

/**
 * An entry in each of its other locales: its stored localization laid over it. Hygraph keeps every
 * localized field in each localization (a required one must be given), where the content folder
 * stores only what differs (a helpline's Spanish keeps the English address): what is written is the
 * version readers get, so both answer the same.
 */
export function localeVersions(entry: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const versions: Record<string, Record<string, unknown>> = {};
  for (const locale of Object.keys(localizationsOf(entry)) as Locale[]) {
    const version = localizedVersion(entry, locale);
    if (version) versions[locale] = version;
  }
  return versions;
}

/** A model's (or component's) own localized values (no components) in one locale's version. */
function ownValues(models: ImportModels, model: string, localization: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of models.fields(model)) {
    if (!field.localized || field.kind === "component" || field.kind === "union" || field.kind === "relation") continue;
    if (localization[field.apiId] !== undefined) values[field.apiId] = localization[field.apiId];
  }
  return values;
}

export type LocalizationWrites = { create: Record<string, unknown> | null; update: Record<string, unknown> | null; deferred: { locale: string; data: Record<string, unknown> }[] | null };

/**
 * The `localizations` of an entry's create and update inputs for its model's own localized fields;
 * a locale whose rich text embeds an entry not in the project yet waits for the second pass (deferred).
 * `mapId` gives the project's id of a source entry id, or null.
 */
export function localizationWrites(models: ImportModels, model: string, entry: Record<string, unknown>, mapId: (id: string) => string | null): LocalizationWrites {
  const now: { locale: string; data: Record<string, unknown>; dates: Record<string, unknown> }[] = [];
  const deferred: { locale: string; data: Record<string, unknown> }[] = [];
  const stored = localizationsOf(entry);
  const places = componentPlaces(models, model, entry);
  const held: string[] = [];
  for (const [locale, version] of Object.entries(localeVersions(entry))) {
    const localization = stored[locale];
    const data = ownValues(models, model, version);
    if (!Object.keys(data).length) continue;
    // One naming the entry's own component waits for the project's ids of them (componentReferences).
    if (Object.values(data).some((value) => typeof value === "string" && places.has(value))) held.push(locale);
    if (Object.values(data).some((value) => embeddedIds(value).some((id) => mapId(id) === null))) {
      deferred.push({ locale, data });
      continue;
    }
    now.push({ locale, data: mapEmbeds(data, mapId), dates: { createdAt: localization.createdAt, updatedAt: localization.updatedAt } });
  }
  return {
    create: now.some(({ locale }) => !held.includes(locale)) ? { create: now.filter(({ locale }) => !held.includes(locale)).map(({ locale, data, dates }) => ({ locale, data: { ...dates, ...data } })) } : null,
    update: now.length ? upsertInput(now) : null,
    deferred: deferred.length ? deferred : null,
  };
}

const upsertInput = (items: { locale: string; data: Record<string, unknown>; dates?: Record<string, unknown> }[]) => ({
  upsert: items.map(({ locale, data, dates }) => ({ locale, create: { ...dates, ...data }, update: data })),
});

/** Rich text's embeds and links pointing at the project's ids. */
function mapEmbeds(data: Record<string, unknown>, mapId: (id: string) => string | null): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      embeddedIds(value).length
        ? mapNodeIds(value, (id) => {
            const mapped = mapId(id);
            if (!mapped) throw new Error(`embeds ${id}, which is not in the project`);
            return mapped;
          })
        : value,
    ]),
  );
}

/** The second pass's `localizations` input, for the locales that waited on an embed. */
export function deferredLocalizations(items: { locale: string; data: Record<string, unknown> }[], mapId: (id: string) => string | null): Record<string, unknown> {
  return upsertInput(items.map(({ locale, data }) => ({ locale, data: mapEmbeds(data, mapId) })));
}

/**
 * A component's own `localizations: { create }`, from the entry's locale versions at the
 * component's place (`at`: the component in each locale, found by its id in lists).
 */
export function componentLocalizations(models: ImportModels, type: string, at: Record<string, unknown>): Record<string, unknown> | null {
  const create = Object.entries(at)
    .map(([locale, values]) => ({ locale, data: ownValues(models, type, (values as Record<string, unknown> | undefined) ?? {}) }))
    .filter(({ data }) => Object.keys(data).length);
  return create.length ? { create } : null;
}

/** A component field's item in each locale version: the one (single) or the one with `id` (lists). */
export function itemLocales(locales: Record<string, unknown>, field: string, id: unknown, list: boolean): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [locale, values] of Object.entries(locales)) {
    const value = (values as Record<string, unknown> | undefined)?.[field];
    const item = list ? (Array.isArray(value) ? value.find((candidate) => (candidate as { id?: unknown } | null)?.id === id) : undefined) : value;
    if (item && typeof item === "object") found[locale] = item;
  }
  return found;
}
