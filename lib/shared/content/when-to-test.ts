import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";
import { translator, type Translate } from "@/lib/shared/i18n/catalogue";
import { PEP_LIMIT_HOURS } from "./pep-hours";

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
/**
 * What the row says besides its dates: counted after PEP; set by the PrEP clinic (no dates); the
 * hepatitis B test for a vaccinated or an unvaccinated reader.
 */
export type RowAdvice = "after-pep" | "prep-clinic" | "hepatitis-b-vaccinated" | "hepatitis-b-unvaccinated";
/** A test's dates; `earliest` and `reliable` are null when the reader's PrEP clinic sets them. */
export type PlannedTest = {
  id: string;
  infection: string;
  testType: string;
  earliest: string | null;
  reliable: string | null;
  reliableNow: boolean;
  final: FinalTest | null;
  advice: RowAdvice | null;
};
/** The hepatitis B surface antigen row (its CMS id): its advice depends on the reader's vaccination. */
export const HEPATITIS_B_ROW = "window-period-hepatitis-b-surface-antigen";
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
 * What the reader said besides the dates: the PEP or PrEP they took (its follow-up from the CMS, or
 * null), whether they had every hepatitis B vaccine dose, and how long PEP is taken (the CMS's fact).
 */
export type PlanAnswers = { followUp?: FollowUpInput | null; hepatitisBVaccinated?: boolean; pepCourseDays?: number; pepLimitHours?: number };

/**
 * Per test: the earliest date it can find the infection and the date from which a negative
 * result is reliable. Counted from the last possible day of the exposure: a test before that
 * can miss an infection from the later days. The rows a PEP or PrEP follow-up names follow it
 * instead (`followUpRow`), and the hepatitis B row says what vaccination changes.
 */
export function planTests(rows: WindowPeriodInput[], exposure: Exposure, today: string, answers: PlanAnswers = {}): PlannedTest[] {
  const { followUp = null } = answers;
  const changed = new Set(followUp?.windowPeriods.map((row) => row.id));
  return rows.map((row) => {
    if (followUp && changed.has(row.id)) return followUpRow(row, exposure, today, followUp, answers);
    const reliable = addDays(exposure.to, row.reliableDays);
    return {
      id: row.id,
      infection: row.infection,
      testType: row.testType,
      earliest: addDays(exposure.to, row.earliestDays),
      reliable,
      reliableNow: daysBetween(reliable, today) >= 0,
      final: row.finalTest ? { test: row.finalTest.testType, date: addDays(exposure.to, row.finalTest.reliableDays) } : null,
      advice: row.id === HEPATITIS_B_ROW ? (answers.hepatitisBVaccinated ? "hepatitis-b-vaccinated" : "hepatitis-b-unvaccinated") : null,
    };
  });
}

/**
 * A row the reader's PEP or PrEP changes. After PEP (CDC nPEP 2025: tests at 4–6 weeks, final test
 * at 12 weeks) no test counts before the course has ended, even for PEP started on the last day it
 * could, and a negative result is reliable only with the final test, on its date. After PrEP the
 * PrEP clinic sets both dates, so the row gives none rather than the usual ones.
 */
function followUpRow(row: WindowPeriodInput, exposure: Exposure, today: string, followUp: FollowUpInput, answers: PlanAnswers): PlannedTest {
  const base = { id: row.id, infection: row.infection, testType: row.testType };
  if (followUp.finalDays == null) {
    return { ...base, earliest: null, reliable: null, reliableNow: false, final: { test: followUp.finalTest, date: null }, advice: "prep-clinic" };
  }
  const courseEnds = Math.ceil((answers.pepLimitHours ?? PEP_LIMIT_HOURS) / 24) + (answers.pepCourseDays ?? PEP_COURSE_DAYS);
  const final = addDays(exposure.to, followUp.finalDays);
  return {
    ...base,
    earliest: addDays(exposure.to, Math.min(Math.max(row.earliestDays, courseEnds), followUp.finalDays)),
    reliable: final,
    reliableNow: daysBetween(final, today) >= 0,
    final: { test: followUp.finalTest, date: final },
    advice: "after-pep",
  };
}

/** The follow-up for the reader's answer to "did you take PEP or PrEP?", or null (no, or an answer we do not know). */
export function followUpFor<T extends FollowUpInput>(followUps: T[], prevention: unknown): T | null {
  return followUps.find((followUp) => followUp.prevention === prevention) ?? null;
}

/** How long PEP is taken (28 days), when the CMS's fact is missing; its start limit is PEP_LIMIT_HOURS (pep-hours.ts). */
export const PEP_COURSE_DAYS = 28;
export { PEP_LIMIT_HOURS };

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
  const dates = [...new Set(tests.flatMap((test) => [test.reliable, test.final?.date].filter((date): date is string => date != null)))].sort();
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
