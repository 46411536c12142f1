import { formatDisplayDate } from "@/lib/shared/content/date";
import { addDays, type Exposure } from "@/lib/shared/content/when-to-test";
import type { PreventionFollowUpRow } from "@/queries/window-periods";

/** What PEP or PrEP changes, as guidance gives it, with the final test's date when there is one and the source. */
export function FollowUpAdvice({ followUp, exposure }: { followUp: PreventionFollowUpRow; exposure: Exposure }) {
  const finalDate = followUp.finalDays == null ? null : addDays(exposure.to, followUp.finalDays);
  return (
    <section className="planner__follow-up" aria-labelledby="planner-follow-up">
      <h3 id="planner-follow-up">You took {followUp.label}: HIV tests work differently</h3>
      <p>{followUp.advice}</p>
      <p>
        <strong>Final HIV test:</strong> {followUp.finalTest}
        {finalDate ? (
          <>
            {" "}
            — on or after <time dateTime={finalDate}>{formatDisplayDate(finalDate)}</time>
          </>
        ) : null}
        .
      </p>
      <p className="planner__follow-up-source">
        Source:{" "}
        <a href={followUp.sourceUrl} rel="noreferrer">
          {followUp.sourcePublisher}: {followUp.sourceTitle}
        </a>{" "}
        (<time dateTime={followUp.sourceDate}>{formatDisplayDate(followUp.sourceDate)}</time>).
      </p>
    </section>
  );
}
