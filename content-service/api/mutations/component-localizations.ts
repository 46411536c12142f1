import { COMPONENTS, FIELDS, type FieldInfo } from "../../store/models";
import { DEFAULT_LOCALE, isLocale, type LocalizationData, type Locale } from "../../store/localization";
import { MutationInputError, TEXT_LIMITS, type MutationData } from "./mutation-inputs";

/**
 * A component's translations in Hygraph's shape: a component with localized fields takes
 * `localizations: { create: [{ locale, data }] }` in its create input, as a localized model does
 * (`<Component>CreateLocalizationsInput`, docs/hygraph.md "Content import"), so a new entry is
 * created with its components' Spanish (an SEO title, a source's Spanish page, a menu link's
 * title). Stored as the service keeps component translations: in the entry's localization, under
 * the component field, matched to the component by its id (store/localization.ts).
 */

/** A component's translations gathered while its entry is built: locale → values as the entry's localization stores them. */
export type ComponentLocales = Partial<Record<Locale, Record<string, unknown>>>;

const ownLocalized = (type: string): FieldInfo[] => (FIELDS.get(type) ?? []).filter((field) => field.localized && field.kind !== "component" && field.kind !== "union");
const inputType = (field: FieldInfo) => {
  const scalar = field.kind === "richText" ? "RichTextAST" : field.type;
  return field.list ? `[${scalar}!]` : field.nonNull ? `${scalar}!` : scalar;
};

/** The components that take `localizations` on create. */
export const LOCALIZED_COMPONENTS = COMPONENTS.filter((component) => ownLocalized(component).length > 0);

/** Input SDL of the components' create localizations. */
export function componentLocalizationsSdl(): string {
  return LOCALIZED_COMPONENTS.flatMap((component) => [
    `input ${component}CreateLocalizationDataInput { ${ownLocalized(component).map((field) => `${field.name}: ${inputType(field)}`).join(" ")} }`,
    `input ${component}CreateLocalizationInput { data: ${component}CreateLocalizationDataInput! locale: Locale! }`,
    `input ${component}CreateLocalizationsInput { create: [${component}CreateLocalizationInput!] }`,
  ]).join("\n");
}

/** One component's `localizations.create` as its stored values per locale (text trimmed, within its limits). */
export function componentLocales(type: string, input: unknown, at: string): ComponentLocales {
  const locales: ComponentLocales = {};
  const items = (input as { create?: { locale: string; data: MutationData }[] | null } | null)?.create ?? [];
  items.forEach(({ locale, data }, index) => {
    const where = `${at}.localizations.create[${index}]`;
    if (!isLocale(locale) || locale === DEFAULT_LOCALE) throw new MutationInputError(`${where}.locale: ${JSON.stringify(locale)} is not a locale other than ${DEFAULT_LOCALE}`);
    if (locales[locale]) throw new MutationInputError(`${where}.locale: ${locale} is given twice`);
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(data ?? {})) {
      if (value === undefined) continue;
      const field = ownLocalized(type).find((candidate) => candidate.name === name);
      if (!field) throw new MutationInputError(`${where}.data.${name}: not a localized field of ${type}`);
      const text = typeof value === "string" ? value.trim() : value;
      const limit = TEXT_LIMITS[name];
      if (typeof text === "string" && limit && text.length > limit) throw new MutationInputError(`${where}.data.${name}: longer than ${limit} characters`);
      values[name] = text;
    }
    locales[locale] = values;
  });
  return locales;
}

/** A component field's translations from its stored items' own (single: the one; list: each by its id). */
export function fieldLocales(list: boolean, items: { id: string; locales: ComponentLocales }[]): ComponentLocales {
  const locales: ComponentLocales = {};
  for (const { id, locales: own } of items) {
    for (const [locale, values] of Object.entries(own) as [Locale, Record<string, unknown>][]) {
      if (list) locales[locale] = { list: [...(((locales[locale]?.list as unknown[]) ?? [])), { id, ...values }] };
      else locales[locale] = { one: { id, ...values } };
    }
  }
  return locales;
}

/** Adds a field's translations (fieldLocales) to an entry's or component's, under the field's name. */
export function addFieldLocales(into: ComponentLocales, field: string, locales: ComponentLocales): void {
  for (const [locale, holder] of Object.entries(locales) as [Locale, Record<string, unknown>][]) {
    into[locale] = { ...into[locale], [field]: holder.list ?? holder.one };
  }
}

/** The entry's localizations with its components' translations laid in (a locale new to the entry is created with `now` as its dates). */
export function withComponentLocales(localizations: Record<string, LocalizationData>, locales: ComponentLocales, now: string): Record<string, LocalizationData> {
  const next = { ...localizations };
  for (const [locale, values] of Object.entries(locales) as [Locale, Record<string, unknown>][]) {
    next[locale] = { ...(next[locale] ?? { createdAt: now, updatedAt: now, publishedAt: null }), ...values };
  }
  return next;
}
