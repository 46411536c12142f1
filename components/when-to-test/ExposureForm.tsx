import type { FormEvent } from "react";
import type { PlannerAnswer } from "@/lib/server/page-data/when-to-test";
import { NO_PREVENTION } from "@/lib/shared/content/when-to-test";
import type { PreventionFollowUpRow } from "@/queries/window-periods";

type Props = {
  /** Why the dates given could not be used, or "". */
  problem: string;
  /** The dates a POST without JavaScript sent, shown again with the server's answer. */
  submitted: Extract<PlannerAnswer, { problem: string }> | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The answers to "did you take PEP or PrEP?", from the CMS. */
  followUps: PreventionFollowUpRow[];
};

/** The exposure's dates: worked out in the browser on submit; without JavaScript posted to this page. */
export function ExposureForm({ problem, submitted, onSubmit, followUps }: Props) {
  const chosen = submitted?.prevention ?? NO_PREVENTION;
  return (
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
      <fieldset className="planner__field">
        <legend>Since the exposure, have you taken medicine to prevent HIV?</legend>
        <p className="planner__hint">PEP and PrEP can delay a positive HIV result, so they change when a test is final.</p>
        <label className="planner__choice">
          <input type="radio" name="prevention" value={NO_PREVENTION} defaultChecked={chosen === NO_PREVENTION} /> No, or I am not sure
        </label>
        {followUps.map((followUp) => (
          <label className="planner__choice" key={followUp.id}>
            <input type="radio" name="prevention" value={followUp.prevention} defaultChecked={chosen === followUp.prevention} /> {followUp.label}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p className="planner__problem" id="planner-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button">
        Show my test dates
      </button>
    </form>
  );
}
