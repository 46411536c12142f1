import type { FinalTest, PlannedTest, RowAdvice } from "@/lib/shared/content/when-to-test";
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

/** What a row says besides its dates, by its advice (PEP, PrEP, hepatitis B vaccination). */
const ROW_ADVICE = { "hepatitis-b-vaccinated": "rowHepatitisBVaccinated", "hepatitis-b-unvaccinated": "rowHepatitisBUnvaccinated" } as const;

/** A date, or what stands in for it when the reader's PrEP clinic sets it. */
function PlannedDate({ date }: { date: string | null }) {
  const { t, formatDate } = useMessages(plannerMessages);
  return date ? <time dateTime={date}>{formatDate(date)}</time> : <>{t("prepClinic")}</>;
}

/** The reliable date's note: after PEP, only with the final test (on that date); after PrEP, the clinic's final test; else whether it is final. */
function ReliableNote({ test }: { test: PlannedTest }) {
  const { t } = useMessages(plannerMessages);
  const advice: RowAdvice | null = test.advice;
  if (advice === "after-pep" && test.final) {
    return (
      <>
        {test.reliableNow ? <span className="planner__now">{t("testNow")}</span> : null}
        <span className="planner__final">{t("reliableWithFinal", { test: test.final.test })}</span>
      </>
    );
  }
  if (advice === "prep-clinic" && test.final) return <span className="planner__final">{t("prepFinal", { test: test.final.test })}</span>;
  return (
    <>
      {test.reliableNow ? <span className="planner__now">{t("testNow")}</span> : null}
      {test.final ? <FinalTestNote final={test.final} /> : null}
      {advice === "hepatitis-b-vaccinated" || advice === "hepatitis-b-unvaccinated" ? <span className="planner__final">{t(ROW_ADVICE[advice])}</span> : null}
    </>
  );
}

/**
 * Per test, the two dates that matter, in the reader's own calendar. On a phone each row stacks
 * (the table keeps its semantics for screen readers: row and column headers).
 */
export function TestPlanTable({ tests }: { tests: PlannedTest[] }) {
  const { t } = useMessages(plannerMessages);
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
                <PlannedDate date={test.earliest} />
                {test.advice === "after-pep" ? t("afterPepCourse") : null}
              </td>
              <td data-label={t("reliable")}>
                <PlannedDate date={test.reliable} />
                <ReliableNote test={test} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
