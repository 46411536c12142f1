/**
 * Locales as Hygraph has them: the project's default locale (every entry has it: its fields are
 * the entry's own) and other locales, each a localization of the entry that holds its own values
 * of the localized fields and its own system dates, and is published on its own.
 *
 * Stored in the entry's file as `localizations: { es: { createdAt, updatedAt, publishedAt,
 * <localized field>: value, … } }` (content-service/CONTENT.md). A component's localized fields are
 * stored under the component field, matched to the default locale's component by its `id` (lists)
 * or as the one component (single): `seo: { title }`, `helplines: [{ id, description }]`.
 */

/** The Locale enumeration of models.graphql, in its order; the first is the default locale. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = LOCALES[0];
export const DEFAULT_LOCALES: readonly Locale[] = [DEFAULT_LOCALE];

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** A localization as stored: its system dates and its localized values. */
export type LocalizationData = { createdAt: string; updatedAt: string; publishedAt: string | null; [field: string]: unknown };

export const LOCALIZATION_DATES = ["createdAt", "updatedAt", "publishedAt"] as const;

/** The stored localizations of an entry version (none for entries never translated). */
export function localizationsOf(entry: Record<string, unknown>): Record<string, LocalizationData> {
  const value = entry.localizations;
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, LocalizationData>) : {};
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A component's (or component list's) localized values laid over the default locale's: objects
 * with an `id` are components and merge field by field, lists merge item by item by `id`; any
 * other value (text, a list of strings, a rich-text document) is the locale's own.
 */
export function overlay(base: unknown, patch: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(patch) && patch.every((item) => isObject(item) && typeof item.id === "string")) {
    const byId = new Map(patch.map((item) => [(item as { id: string }).id, item]));
    return base.map((item) => (isObject(item) && byId.has(String(item.id)) ? overlay(item, byId.get(String(item.id))) : item));
  }
  if (isObject(base) && isObject(patch) && "id" in base) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(patch)) if (key !== "id") merged[key] = key in base ? overlay(base[key], value) : value;
    return merged;
  }
  return patch;
}

/**
 * One locale's version of an entry version: its localized values over the entry's, `locale` set,
 * and the system dates Hygraph answers by default (COMBINED: the newer of the entry's and the
 * localization's); `__base` is the entry, `__localization` the stored localization.
 */
export function localizedVersion<T extends Record<string, unknown>>(entry: T, locale: Locale): T | null {
  if (locale === DEFAULT_LOCALE) return entry;
  const localization = localizationsOf(entry)[locale];
  if (!localization) return null;
  const version: Record<string, unknown> = { ...entry, locale, __base: entry, __localization: localization };
  for (const [field, value] of Object.entries(localization)) {
    if ((LOCALIZATION_DATES as readonly string[]).includes(field)) continue;
    version[field] = field in entry ? overlay(entry[field], value) : value;
  }
  for (const field of LOCALIZATION_DATES) version[field] = combinedDate(entry[field], localization[field]);
  return version as T;
}

export type DateVariation = "BASE" | "LOCALIZATION" | "COMBINED";

function combinedDate(base: unknown, own: unknown): unknown {
  if (typeof base !== "string") return own ?? null;
  if (typeof own !== "string") return base;
  return own > base ? own : base;
}

/** A system date of a locale version in Hygraph's variation: the entry's, the localization's, or the newer. */
export function systemDate(version: Record<string, unknown>, field: (typeof LOCALIZATION_DATES)[number], variation: DateVariation): unknown {
  const base = (version.__base as Record<string, unknown> | undefined) ?? version;
  const localization = (version.__localization as LocalizationData | undefined) ?? base;
  if (variation === "BASE") return base[field] ?? null;
  if (variation === "LOCALIZATION") return localization[field] ?? null;
  return combinedDate(base[field], localization[field]);
}

/** The locale a version is in (an entry read without a locale is the default locale's). */
export const localeOf = (version: Record<string, unknown>): Locale => (isLocale(version.locale) ? version.locale : DEFAULT_LOCALE);

/** The locales an entry version exists in: the default locale first, then its localizations in enumeration order. */
export function localesOf(entry: Record<string, unknown>): Locale[] {
  const own = localizationsOf(entry);
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || locale in own);
}
