import { useState } from "react";
import { reminderCalendar, type Exposure, type PlannedTest } from "@/lib/shared/content/when-to-test";
import type { PreventionFollowUpRow } from "@/queries/window-periods";
import { FollowUpAdvice } from "./FollowUpAdvice";
import { TestPlanTable } from "./TestPlanTable";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/** The reader's plan: test dates, whether PEP may still start, and what the PEP or PrEP they took changes (or null). */
export type Plan = { exposure: Exposure; tests: PlannedTest[]; pep: boolean; followUp: PreventionFollowUpRow | null };

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

/** The reader's plan: each test's dates, and a calendar reminder under a title of their choosing (kept while they try other dates). */
export function TestPlanResult({ plan }: { plan: Plan | null }) {
  const { t, formatDate } = useMessages(plannerMessages);
  const [reminderTitle, setReminderTitle] = useState(() => t("reminderDefault"));
  if (!plan) return null;
  return (
    <section className="planner__result" aria-labelledby="planner-result">
      <h2 id="planner-result">
        {t("resultTitle", { date: formatDate(plan.exposure.to) })}
        {plan.exposure.from !== plan.exposure.to ? t("resultFrom", { date: formatDate(plan.exposure.from) }) : ""}
      </h2>
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
