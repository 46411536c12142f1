import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** Display format of every date on the site (docs/requirements.md, Routes and page shell): "MMM DD, YYYY", e.g. "Mar 02, 2026". */
export const DISPLAY_DATE_FORMAT = "MMM DD, YYYY";

export function formatDisplayDate(value: string | Date): string {
  // UTC, so the server-rendered date never differs from the content service's by time zone.
  const date = dayjs.utc(value);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : String(value);
}

/** Machine-readable form for <time dateTime> and structured data; a value that is not a date is kept as written rather than failing the page. */
export function toIsoDate(value: string | Date): string {
  const date = dayjs.utc(value);
  return date.isValid() ? date.toISOString() : String(value);
}
