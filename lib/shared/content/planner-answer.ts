import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";
import { translator, type Translate } from "@/lib/shared/i18n/catalogue";
import type { TimeLimits } from "./time-limits";
import { followUpFor, NO_PREVENTION, PEP_LIMIT_HOURS, pepMayStillHelp, planTests, readExposure, type Exposure, type FollowUpInput, type PlannedTest, type WindowPeriodInput } from "./when-to-test";

/** The form's answer to "have you had every hepatitis B vaccine dose?" when the reader has. */
export const HEPATITIS_B_VACCINATED = "vaccinated";

/** The form as sent: the dates as typed, and the answers to the PEP/PrEP and hepatitis B questions. */
export type PlannerForm = { from: string; to: string; prevention: string; hepatitisB: string };
/**
 * The reader's plan: test dates, whether PEP may still start (and was not taken, so the result opens
 * with it), what the PEP or PrEP they took changes (or null) and their hepatitis B vaccination.
 */
export type Plan<F extends FollowUpInput = FollowUpInput> = { exposure: Exposure; tests: PlannedTest[]; pep: boolean; followUp: F | null; hepatitisBVaccinated: boolean };
/** The planner's answer to the form: the plan, or what to correct with the form as it was sent. */
export type PlannerAnswer<F extends FollowUpInput = FollowUpInput> = Plan<F> | ({ problem: string } & PlannerForm);

type PlannerInput<F> = { rows: WindowPeriodInput[]; followUps: F[]; timeLimits: TimeLimits };

const text = (value: FormDataEntryValue | string | null | undefined) => (typeof value === "string" ? value : "");

/**
 * The plan for the form's answers, the same in the browser and on the server (the form without
 * JavaScript). `today` is the reader's calendar day; `t` words a problem in the page's language.
 */
export function answerPlanner<F extends FollowUpInput>(
  { rows, followUps, timeLimits }: PlannerInput<F>,
  form: { get(name: string): FormDataEntryValue | string | null },
  today: string,
  t: Translate<"planner"> = translator(plannerMessages.planner),
): PlannerAnswer<F> {
  const [from, to] = [text(form.get("from")), text(form.get("to"))];
  const followUp = followUpFor(followUps, form.get("prevention"));
  const hepatitisBVaccinated = form.get("hepatitisB") === HEPATITIS_B_VACCINATED;
  const exposure = readExposure(from, to, today, t);
  if ("problem" in exposure) {
    return { problem: exposure.problem, from: from.slice(0, 10), to: to.slice(0, 10), prevention: followUp?.prevention ?? NO_PREVENTION, hepatitisB: hepatitisBVaccinated ? HEPATITIS_B_VACCINATED : "" };
  }
  const pepLimitHours = timeLimits.pepLimit?.number ?? PEP_LIMIT_HOURS;
  const pepCourseDays = timeLimits.pepCourse?.number ?? undefined;
  return {
    exposure,
    tests: planTests(rows, exposure, today, { followUp, hepatitisBVaccinated, pepLimitHours, pepCourseDays }),
    pep: pepMayStillHelp(exposure, today, pepLimitHours),
    followUp,
    hepatitisBVaccinated,
  };
}

/** The form as the reader sent it, to show it again with the server's answer (without JavaScript). */
export function formOf(answer: PlannerAnswer): PlannerForm {
  if ("problem" in answer) return answer;
  const { exposure, followUp, hepatitisBVaccinated } = answer;
  return { from: exposure.from, to: exposure.to === exposure.from ? "" : exposure.to, prevention: followUp?.prevention ?? NO_PREVENTION, hepatitisB: hepatitisBVaccinated ? HEPATITIS_B_VACCINATED : "" };
}
