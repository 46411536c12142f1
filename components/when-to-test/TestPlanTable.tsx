import type { FinalTest, PlannedTest } from "@/lib/shared/content/when-to-test";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/** A negative result on this row is not the last word: the final test, and when. */
function FinalTestNote({ final }: { final: FinalTest }) {
  const { t, formatDate } = useMessages(plannerMessages);
  return (
    <span className="planner__final">
      {t("notFinal", { test: final.test })}
      {final.date ? (
        <>
          {t("finalFrom")} <time dateTime={final.date}>{formatDate(final.date)}</time>
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
  const { t, formatDate } = useMessages(plannerMessages);
  return (
    <div className="planner__table">
      <table>
        <caption>{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("infectionAndTest")}</th>
            <th scope="col">{t("earliest")}</th>
            <th scope="col">{t("reliable")}</th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <tr key={test.id}>
              <th scope="row">
                {test.infection}
                <span className="planner__test-type">{test.testType}</span>
              </th>
              <td data-label={t("earliest")}>
                <time dateTime={test.earliest}>{formatDate(test.earliest)}</time>
              </td>
              <td data-label={t("reliable")}>
                <time dateTime={test.reliable}>{formatDate(test.reliable)}</time>
                {test.reliableNow ? <span className="planner__now">{t("testNow")}</span> : null}
                {test.final ? <FinalTestNote final={test.final} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
