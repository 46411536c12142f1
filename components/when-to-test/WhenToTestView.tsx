import { useState, type FormEvent } from "react";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { SiteLink } from "@/components/links/SiteLink";
import { formatDisplayDate } from "@/lib/shared/content/date";
import type { PlannerAnswer } from "@/lib/server/page-data/when-to-test";
import type { Breadcrumb } from "@/lib/server/page-data/seo";
import { localToday, pepMayStillHelp, planTests, readExposure, reminderCalendar, type Exposure, type PlannedTest } from "@/lib/shared/content/when-to-test";
import type { WindowPeriodRow } from "@/queries/window-periods";
import { TestPlanTable } from "./TestPlanTable";
import { routes } from "@sti-aware/contract/routes";

type Plan = { exposure: Exposure; tests: PlannedTest[]; pep: boolean };

/** Saves the reminder file from the browser: nothing is sent anywhere. */
function saveCalendar(tests: PlannedTest[], title: string) {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  const url = URL.createObjectURL(new Blob([reminderCalendar(tests, title, stamp)], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "reminder.ics";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function WhatToDoNow({ pep }: { pep: boolean }) {
  return (
    <section className="planner__now-box" aria-labelledby="planner-now">
      <h2 id="planner-now">What to do now</h2>
      <ul>
        <li>
          {pep ? <strong>Your possible exposure may be within the last 72 hours. </strong> : null}
          After a possible HIV exposure, medicine called PEP can stop HIV, but only if you start it within 72 hours. Go to an
          emergency department, urgent care or a sexual-health clinic now and ask for PEP.{" "}
          <SiteLink href={routes.path("article", { slug: "pep-after-hiv-exposure" })}>What PEP is and how to get it</SiteLink>.
        </li>
        <li>
          If there is a chance of pregnancy, emergency contraception works best as soon as possible: pills within 3 to 5 days,
          depending on the type, or a copper IUD within 5 days. A pharmacist or clinic can help.
        </li>
        <li>
          If you were forced or pressured, you can get care and support now: <SiteLink href={routes.path("article", { slug: "when-to-seek-urgent-sexual-health-care" })}>when to get urgent care</SiteLink>.
        </li>
      </ul>
    </section>
  );
}

/**
 * "When should I test?": the reader's dates are worked out in their browser and never leave it
 * (not in the address, not in analytics, not in storage). Without JavaScript the form is sent
 * to this page in the body of a POST and answered by the server.
 */
export function WhenToTestView({ rows, breadcrumbs, answer }: { rows: WindowPeriodRow[]; breadcrumbs: Breadcrumb[]; answer: PlannerAnswer | null }) {
  const [plan, setPlan] = useState<Plan | null>(answer && "tests" in answer ? answer : null);
  const [problem, setProblem] = useState(answer && "problem" in answer ? answer.problem : "");
  const [reminderTitle, setReminderTitle] = useState("Reminder");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const today = localToday();
    const exposure = readExposure(form.get("from"), form.get("to"), today);
    if ("problem" in exposure) {
      setProblem(exposure.problem);
      setPlan(null);
      return;
    }
    setProblem("");
    setPlan({ exposure, tests: planTests(rows, exposure, today), pep: pepMayStillHelp(exposure, today) });
  };

  const submitted = answer && "problem" in answer ? answer : null;
  return (
    <div className="container container--narrow planner">
      <Breadcrumbs items={breadcrumbs} />
      <h1>When should I test?</h1>
      <p className="planner__lead">
        After sex without a condom, a broken condom or sharing needles, it takes time before a test can find an infection. Enter the
        date and see, for each test, the earliest date it can find an infection and the date from which a negative result can be
        trusted.
      </p>
      <p className="planner__private">
        Your dates stay on this device: they are worked out in your browser and are not sent to us or anyone else. (If your
        browser runs no JavaScript, our server works them out instead and keeps nothing.)
      </p>

      <form className="planner__form" method="post" action="/when-to-test" onSubmit={onSubmit} noValidate>
        <div className="planner__field">
          <label htmlFor="planner-from">Date of the possible exposure</label>
          <p className="planner__hint" id="planner-from-hint">
            Pick it from the calendar or type it in the order your browser shows. If you see a plain text box, type year-month-day,
            for example 2026-03-14. Not sure of the day? Give the first possible day here and the last one below.
          </p>
          <input id="planner-from" name="from" type="date" required aria-describedby={`planner-from-hint${problem ? " planner-problem" : ""}`} aria-invalid={problem ? true : undefined} defaultValue={submitted?.from} />
        </div>
        <div className="planner__field">
          <label htmlFor="planner-to">Last possible day (optional)</label>
          <p className="planner__hint" id="planner-to-hint">
            Only if you are not sure of the exact day. We count from this last day, to be safe.
          </p>
          <input id="planner-to" name="to" type="date" aria-describedby="planner-to-hint" defaultValue={submitted?.to} />
        </div>
        {problem ? (
          <p className="planner__problem" id="planner-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button">
          Show my test dates
        </button>
      </form>

      <div aria-live="polite">
        {plan ? (
          <section className="planner__result" aria-labelledby="planner-result">
            <h2 id="planner-result">
              Your test dates for an exposure on {formatDisplayDate(plan.exposure.to)}
              {plan.exposure.from !== plan.exposure.to ? ` (or from ${formatDisplayDate(plan.exposure.from)})` : ""}
            </h2>
            <TestPlanTable tests={plan.tests} />
            <div className="planner__reminder">
              <label htmlFor="planner-reminder-title">Title for a calendar reminder (choose something only you understand)</label>
              <input id="planner-reminder-title" value={reminderTitle} maxLength={80} onChange={(event) => setReminderTitle(event.target.value)} />
              <button type="button" className="button button--secondary" onClick={() => saveCalendar(plan.tests, reminderTitle)}>
                Save the dates to my calendar (.ics)
              </button>
            </div>
          </section>
        ) : null}
      </div>

      <WhatToDoNow pep={plan?.pep ?? false} />

      <p className="planner__disclaimer">
        This planner gives general timings from public health guidance. It does not replace a clinician: if you have symptoms, took PEP
        or PrEP, or are not sure what to do, talk to a doctor, nurse or sexual-health clinic.
      </p>

      <section aria-labelledby="planner-sources">
        <h2 id="planner-sources">Where these timings come from</h2>
        <ol className="planner__sources">
          {rows.map((row) => (
            <li key={row.id}>
              <strong>
                {row.infection}, {row.testType}:
              </strong>{" "}
              {row.earliestDays} to {row.reliableDays} days. {row.note}{" "}
              <a href={row.sourceUrl} rel="noreferrer">
                {row.sourcePublisher}: {row.sourceTitle}
              </a>
              . Reviewed by {row.reviewedBy.name} on <time dateTime={row.lastReviewed}>{formatDisplayDate(row.lastReviewed)}</time>.
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
