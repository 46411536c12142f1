/**
 * The rules a window-period row must meet, on every write and at start-up (entry-validation.ts): days are
 * whole numbers from 0, a test cannot be reliable before it can detect anything, and every row
 * names the guidance it comes from with a link a reader can follow.
 */
import { patternProblems } from "./facts";

const MAX_DAYS = 365;

function dayProblem(field: string, value: unknown): string | null {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_DAYS) {
    return `${field} must be a whole number of days from 0 to ${MAX_DAYS} (got ${JSON.stringify(value)})`;
  }
  return null;
}

function httpsUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export function windowPeriodProblems(row: Record<string, unknown>): string[] {
  const problems = [dayProblem("earliestDays", row.earliestDays), dayProblem("reliableDays", row.reliableDays)].filter((problem): problem is string => problem !== null);
  if (!problems.length && (row.earliestDays as number) > (row.reliableDays as number)) {
    problems.push(`earliestDays (${String(row.earliestDays)}) must not be after reliableDays (${String(row.reliableDays)})`);
  }
  if (!httpsUrl(row.sourceUrl)) problems.push("sourceUrl must be the https address of the guidance this row comes from");
  for (const field of ["sourceTitle", "sourcePublisher"]) {
    if (typeof row[field] !== "string" || !(row[field] as string).trim()) problems.push(`${field} is required: every row names its source`);
  }
  problems.push(...patternProblems("copyPatterns", row.copyPatterns));
  return problems;
}

/** The planner's answers to "Since the exposure, did you take…" (PreventionFollowUp.prevention). */
export const PREVENTIONS = ["pep", "oral-prep", "injectable-prep"];

/**
 * A follow-up for readers who took PEP or PrEP: one of the planner's answers, a final-test day the
 * planner can count (or none, when the reader's clinic sets it), and a source with its date.
 */
export function followUpProblems(record: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!PREVENTIONS.includes(String(record.prevention))) problems.push(`prevention must be one of ${PREVENTIONS.join(", ")} (got ${JSON.stringify(record.prevention)})`);
  if (record.finalDays != null) {
    const problem = dayProblem("finalDays", record.finalDays);
    if (problem) problems.push(problem);
  }
  if (!httpsUrl(record.sourceUrl)) problems.push("sourceUrl must be the https address of the guidance this follow-up comes from");
  if (!Array.isArray(record.windowPeriods) || !record.windowPeriods.length) problems.push("windowPeriods must name the tests this follow-up changes");
  return problems;
}
