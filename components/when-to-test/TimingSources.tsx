import { formatDisplayDate } from "@/lib/shared/content/date";
import type { WindowPeriodRow } from "@/queries/window-periods";

/** Each timing's source, publisher and medical review. */
export function TimingSources({ rows }: { rows: WindowPeriodRow[] }) {
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
      </ol>
    </section>
  );
}
