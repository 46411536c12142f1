import type { Locale } from "@/lib/shared/i18n/locales";

/**
 * Display format of every date on the site (docs/requirements.md, Routes and page shell):
 * "MMM DD, YYYY" in English, e.g. "Mar 02, 2026"; in Spanish the day, the month's name and the year,
 * "26 de noviembre de 2026". The platform's Intl formatter, not a date library: the same code runs
 * in the browser (the test planner, "Load more"), where a library and its Spanish locale would add
 * to every first load.
 */
export const DISPLAY_DATE_FORMAT = "MMM DD, YYYY";
// UTC, so the server-rendered date never differs from the content service's by time zone.
const DISPLAY: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

function parsed(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDisplayDate(value: string | Date, locale: Locale = "en"): string {
  const date = parsed(value);
  return date ? DISPLAY[locale].format(date) : String(value);
}

/** Machine-readable form for <time dateTime> and structured data; a value that is not a date is kept as written rather than failing the page. */
export function toIsoDate(value: string | Date): string {
  const date = parsed(value);
  return date ? date.toISOString() : String(value);
}
