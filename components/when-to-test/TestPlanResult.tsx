import { useState } from "react";
import { reminderCalendar, type PlannedTest } from "@/lib/shared/content/when-to-test";
import type { Plan } from "@/lib/shared/content/planner-answer";
import type { TimeLimits } from "@/lib/shared/content/time-limits";
import type { PreventionFollowUpRow } from "@/queries/window-periods";
import { FollowUpAdvice } from "./FollowUpAdvice";
import { PepAlert } from "./PepAlert";
import { TestPlanTable } from "./TestPlanTable";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/** Saves the reminder file from the browser: nothing is sent anywhere. */
function saveCalendar(tests: PlannedTest[], title: string, fallbackTitle: string, fileName: string) {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  const url = URL.createObjectURL(new Blob([reminderCalendar(tests, title, stamp, fallbackTitle)], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

type Props = { plan: Plan<PreventionFollowUpRow> | null; timeLimits: TimeLimits; pepArticle: string };

/**
 * The reader's plan, most urgent first: PEP while it may still start and was not taken (an alert),
 * what the PEP or PrEP they took changes, each test's dates, and a calendar reminder under a title of
 * their choosing (kept while they try other dates).
 */
export function TestPlanResult({ plan, timeLimits, pepArticle }: Props) {
  const { t, formatDate } = useMessages(plannerMessages);
  const [reminderTitle, setReminderTitle] = useState(() => t("reminderDefault"));
  if (!plan) return null;
  return (
    <section className="planner__result" aria-labelledby="planner-result">
      <h2 id="planner-result">
        {t("resultTitle", { date: formatDate(plan.exposure.to) })}
        {plan.exposure.from !== plan.exposure.to ? t("resultFrom", { date: formatDate(plan.exposure.from) }) : ""}
      </h2>
      {plan.pep && !plan.followUp ? <PepAlert timeLimits={timeLimits} pepArticle={pepArticle} /> : null}
      {plan.followUp ? <FollowUpAdvice followUp={plan.followUp} exposure={plan.exposure} /> : null}
      <TestPlanTable tests={plan.tests} />
      <div className="planner__reminder">
        <label htmlFor="planner-reminder-title">{t("reminderLabel")}</label>
        <input id="planner-reminder-title" value={reminderTitle} maxLength={80} onChange={(event) => setReminderTitle(event.target.value)} />
        <button type="button" className="button button--secondary" onClick={() => saveCalendar(plan.tests, reminderTitle, t("reminderDefault"), t("calendarFile"))}>
          {t("saveCalendar")}
        </button>
      </div>
    </section>
  );
}
