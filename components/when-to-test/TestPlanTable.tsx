import { formatDisplayDate } from "@/lib/shared/content/date";
import type { FinalTest, PlannedTest } from "@/lib/shared/content/when-to-test";

/** A negative result on this row is not the last word: the final test, and when. */
function FinalTestNote({ final }: { final: FinalTest }) {
  return (
    <span className="planner__final">
      {" "}
      Not final. Final test: {final.test}
      {final.date ? (
        <>
          {" "}
          from <time dateTime={final.date}>{formatDisplayDate(final.date)}</time>
        </>
      ) : null}
      .
    </span>
  );
}

/**
 * Per test, the two dates that matter, in the reader's own calendar. On a phone each row stacks
 * (the table keeps its semantics for screen readers: row and column headers).
 */
export function TestPlanTable({ tests }: { tests: PlannedTest[] }) {
  return (
    <div className="planner__table">
      <table>
        <caption>
          Your test dates. A test before the first date can miss an infection. From the second date, a negative result is usually
          reliable for this exposure, unless you have symptoms, were exposed again since, or the row says it is not final.
        </caption>
        <thead>
          <tr>
            <th scope="col">Infection and test</th>
            <th scope="col">Earliest date a test can find it</th>
            <th scope="col">A negative result is usually reliable from</th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <tr key={test.id}>
              <th scope="row">
                {test.infection}
                <span className="planner__test-type">{test.testType}</span>
              </th>
              <td data-label="Earliest date a test can find it">
                <time dateTime={test.earliest}>{formatDisplayDate(test.earliest)}</time>
              </td>
              <td data-label="A negative result is usually reliable from">
                <time dateTime={test.reliable}>{formatDisplayDate(test.reliable)}</time>
                {test.reliableNow ? <span className="planner__now"> — you can test now</span> : null}
                {test.final ? <FinalTestNote final={test.final} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
