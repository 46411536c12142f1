/**
 * Display format of every date on the site: formatted with the other numbers of a page in
 * lib/shared/i18n/formats.ts ("Mar 02, 2026"; «26 de noviembre de 2026»).
 */
export { formatDisplayDate } from "@/lib/shared/i18n/formats";
export const DISPLAY_DATE_FORMAT = "MMM DD, YYYY";

function parsed(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Machine-readable form for <time dateTime> and structured data; a value that is not a date is kept as written rather than failing the page. */
export function toIsoDate(value: string | Date): string {
  const date = parsed(value);
  return date ? date.toISOString() : String(value);
}
