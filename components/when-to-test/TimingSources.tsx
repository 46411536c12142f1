import { formatDisplayDate } from "@/lib/shared/content/date";
import type { PreventionFollowUpRow, WindowPeriodRow } from "@/queries/window-periods";

/** Each timing's source, publisher and medical review, and the same for what PEP and PrEP change. */
export function TimingSources({ rows, followUps }: { rows: WindowPeriodRow[]; followUps: PreventionFollowUpRow[] }) {
  return (
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
        {followUps.map((followUp) => (
          <li key={followUp.id}>
            <strong>After {followUp.label}:</strong> final HIV test: {followUp.finalTest}.{" "}
            <a href={followUp.sourceUrl} rel="noreferrer">
              {followUp.sourcePublisher}: {followUp.sourceTitle}
            </a>{" "}
            (<time dateTime={followUp.sourceDate}>{formatDisplayDate(followUp.sourceDate)}</time>). Reviewed by {followUp.reviewedBy.name} on{" "}
            <time dateTime={followUp.lastReviewed}>{formatDisplayDate(followUp.lastReviewed)}</time>.
          </li>
        ))}
      </ol>
    </section>
  );
}
