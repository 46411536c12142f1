import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";
import { translator, type Translate } from "@/lib/shared/i18n/catalogue";

/**
 * The test planner's arithmetic, the same in the browser (where the reader's dates stay) and on
 * the server (the form without JavaScript). Dates are calendar dates as the reader typed them
 * (YYYY-MM-DD), never moments: days are added on the date alone (Date.UTC, which has no daylight
 * saving), so no time zone can move a result by a day. Plain Date arithmetic rather than dayjs:
 * this ships in the planner's first load, and the five operations it needs are one line each.
 */
export type Exposure = { from: string; to: string };
export type WindowPeriodInput = {
  id: string;
  infection: string;
  testType: string;
  earliestDays: number;
  reliableDays: number;
  /** The row whose test is final when this one's negative result is not (hepatitis C RNA → antibody). */
  finalTest?: { testType: string; reliableDays: number } | null;
};
/** What PEP or PrEP changes: the tests it affects and their final test (a day, or none when the clinic sets it). */
export type FollowUpInput = { prevention: string; finalDays?: number | null; finalTest: string; windowPeriods: { id: string }[] };
/** When a negative result is not the last word: the final test, and its date if guidance gives one. */
export type FinalTest = { test: string; date: string | null };
export type PlannedTest = { id: string; infection: string; testType: string; earliest: string; reliable: string; reliableNow: boolean; final: FinalTest | null };
/** The form's answer when the reader took no HIV prevention since the exposure. */
export const NO_PREVENTION = "none";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How far back the planner counts: window periods end within a year, and older dates are typos. */
export const MAX_DAYS_AGO = 365;

/** A real calendar date in YYYY-MM-DD, or null: "2026-02-30" is refused, not turned into March. */
export function parseCalendarDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 30 February over into March: a date that does not come back unchanged does not exist.
  return isoDate(new Date(Date.UTC(year, month - 1, day))) === match[0] ? match[0] : null;
}

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const utcTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return isoDate(new Date(utcTime(date) + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcTime(to) - utcTime(from)) / DAY_MS);
}

/** The reader's own date today, from their clock and time zone (not UTC's date). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const englishPlanner = translator(plannerMessages.planner);

/**
 * Reads the form: the exposure date, or a range when the reader is not sure of the day. Returns
 * the exposure or the sentence to show next to the field, in the reader's language (`t`).
 */
export function readExposure(from: unknown, to: unknown, today: string, t: Translate<"planner"> = englishPlanner): Exposure | { problem: string } {
  const first = parseCalendarDate(from);
  if (!first) return { problem: t("problemFormat") };
  const rawTo = typeof to === "string" && to.trim() ? to : first;
  const last = parseCalendarDate(rawTo);
  if (!last) return { problem: t("problemSecondFormat") };
  if (daysBetween(last, today) < 0 || daysBetween(first, today) < 0) return { problem: t("problemFuture") };
  if (daysBetween(first, last) < 0) return { problem: t("problemOrder") };
  if (daysBetween(first, today) > MAX_DAYS_AGO) return { problem: t("problemTooOld") };
  return { from: first, to: last };
}

/**
 * Per test: the earliest date it can find the infection and the date from which a negative
 * result is reliable. Counted from the last possible day of the exposure: a test before that
 * can miss an infection from the later days.
 */
export function planTests(rows: WindowPeriodInput[], exposure: Exposure, today: string, followUp: FollowUpInput | null = null): PlannedTest[] {
  const changed = new Set(followUp?.windowPeriods.map((row) => row.id));
  return rows.map((row) => {
    const reliable = addDays(exposure.to, row.reliableDays);
    const final: FinalTest | null =
      followUp && changed.has(row.id)
        ? { test: followUp.finalTest, date: followUp.finalDays == null ? null : addDays(exposure.to, followUp.finalDays) }
        : row.finalTest
          ? { test: row.finalTest.testType, date: addDays(exposure.to, row.finalTest.reliableDays) }
          : null;
    return {
      id: row.id,
      infection: row.infection,
      testType: row.testType,
      earliest: addDays(exposure.to, row.earliestDays),
      reliable,
      reliableNow: daysBetween(reliable, today) >= 0,
      final,
    };
  });
}

/** The follow-up for the reader's answer to "did you take PEP or PrEP?", or null (no, or an answer we do not know). */
export function followUpFor<T extends FollowUpInput>(followUps: T[], prevention: unknown): T | null {
  return followUps.find((followUp) => followUp.prevention === prevention) ?? null;
}

/** The latest PEP can start (CDC: 72 hours), when the CMS's fact is missing. */
export const PEP_LIMIT_HOURS = 72;

/**
 * PEP must start within the limit (72 hours) of a possible HIV exposure: true while that may still
 * be so. Dates have no time of day, so the day the limit ends still counts (an exposure late on
 * day 0 is within 72 hours until late on day 3).
 */
export function pepMayStillHelp(exposure: Exposure, today: string, limitHours: number = PEP_LIMIT_HOURS): boolean {
  return daysBetween(exposure.to, today) <= Math.ceil(limitHours / 24);
}

function icsText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/[\r\n]+/g, " ");
}

/**
 * A calendar file (RFC 5545) with one all-day event per date a negative result becomes reliable
 * or a final test is due, under the neutral title the reader chose: made in the browser, saved
 * only if the reader asks.
 */
export function reminderCalendar(tests: PlannedTest[], title: string, stamp: string, fallbackTitle = englishPlanner("reminderDefault")): string {
  const safeTitle = icsText(title.trim().slice(0, 80) || fallbackTitle);
  const dates = [...new Set(tests.flatMap((test) => [test.reliable, ...(test.final?.date ? [test.final.date] : [])]))].sort();
  const events = dates.flatMap((date, index) => [
    "BEGIN:VEVENT",
    `UID:${date}-${index}@when-to-test`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${date.replaceAll("-", "")}`,
    `DTEND;VALUE=DATE:${addDays(date, 1).replaceAll("-", "")}`,
    `SUMMARY:${safeTitle}`,
    "END:VEVENT",
  ]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//when-to-test//EN", "CALSCALE:GREGORIAN", ...events, "END:VCALENDAR", ""].join("\r\n");
}
