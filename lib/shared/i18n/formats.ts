import type { Locale } from "./locales";

/**
 * Every number, price and date a page shows, in its language's conventions: one module for both
 * languages, on the platform's Intl formatters (the same code runs in the browser, where a library
 * and its locale data would add to every first load).
 *
 * Spanish uses Intl's `es`, the language tag the site declares (`<html lang="es">`, `hreflang="es"`),
 * not `es-US`: CLDR's `es-US` writes numbers and dollars exactly as English does ("9.4", "$199"),
 * the format the Spanish review flagged as not Spanish, and a bare "$" reads as pesos to a reader
 * from Mexico or the Caribbean. `es` gives "9,4", "199 US$" (the currency named) and
 * «28 de noviembre de 2026».
 */
const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es" };

// UTC, so the server-rendered date never differs from the content service's by time zone.
// English: "MMM DD, YYYY" (docs/requirements.md, Routes and page shell), e.g. "Mar 02, 2026".
const DATE_OPTIONS: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" },
  es: { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
};
// Built on first use, not when the module is evaluated: constructing the two formatters loads
// their locale data, ~18 ms of every first load in the browser (71 ms at 4× CPU) for pages whose
// dates are all in the server's HTML (docs/performance.md, "Fourth cut").
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateFormat = (locale: Locale) => {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], DATE_OPTIONS[locale])));
  return format;
};

function parsed(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as readers see it; a value that is not a date is shown as written rather than failing the page. */
export function formatDisplayDate(value: string | Date, locale: Locale = "en"): string {
  const date = parsed(value);
  return date ? dateFormat(locale).format(date) : String(value);
}

/** A score (out of 10) with one decimal, rounded half up: "9.4", «9,4». */
export function formatScore(score: number, locale: Locale = "en"): string {
  const rounded = Math.round(score * 10 + 1e-9) / 10;
  return new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rounded);
}

/** A whole percentage, as a criterion's weight: "35%", «35 %». */
export function formatPercent(value: number, locale: Locale = "en"): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "percent", maximumFractionDigits: 0 }).format(value / 100);
}

/** A list price in US dollars: whole dollars, or cents when there are any ("$199", «199 US$», «19,90 US$»). */
export function formatPrice(priceUsd: number | null | undefined, locale: Locale = "en"): string | null {
  if (priceUsd == null) return null;
  const cents = Number.isInteger(priceUsd) ? 0 : 2;
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "USD", minimumFractionDigits: cents, maximumFractionDigits: cents }).format(priceUsd);
}
