import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import type { PreventionFollowUpRow, WindowPeriodRow } from "@/queries/window-periods";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/**
 * Each timing's source, publisher and medical review, and the same for what PEP and PrEP change.
 * A source's title is not translated (the field is not localized: the guidance pages are in
 * English), so its link says so to screen readers on every language's page.
 */
export function TimingSources({ rows, followUps }: { rows: WindowPeriodRow[]; followUps: PreventionFollowUpRow[] }) {
  const { t, formatDate } = useMessages(plannerMessages);
  return (
    <section aria-labelledby="planner-sources">
      <h2 id="planner-sources">{t("sourcesTitle")}</h2>
      <ol className="planner__sources">
        {rows.map((row) => (
          <li key={row.id}>
            <strong>
              {row.infection}, {row.testType}:
            </strong>{" "}
            {t("timing", { earliest: row.earliestDays, reliable: row.reliableDays })} {row.note}{" "}
            <LanguageMarkedLink href={row.sourceUrl} rel="noreferrer" textInTargetLanguage>
              {row.sourcePublisher}: {row.sourceTitle}
            </LanguageMarkedLink>
            {t("reviewedBy", { name: row.reviewedBy.name })} <time dateTime={row.lastReviewed}>{formatDate(row.lastReviewed)}</time>.
          </li>
        ))}
        {followUps.map((followUp) => (
          <li key={followUp.id}>
            <strong>{t("afterPrevention", { prevention: followUp.label })}</strong>
            {t("finalHivTestIs", { test: followUp.finalTest })}{" "}
            <LanguageMarkedLink href={followUp.sourceUrl} rel="noreferrer" textInTargetLanguage>
              {followUp.sourcePublisher}: {followUp.sourceTitle}
            </LanguageMarkedLink>{" "}
            (<time dateTime={followUp.sourceDate}>{formatDate(followUp.sourceDate)}</time>){t("reviewedBy", { name: followUp.reviewedBy.name })}{" "}
            <time dateTime={followUp.lastReviewed}>{formatDate(followUp.lastReviewed)}</time>.
          </li>
        ))}
      </ol>
    </section>
  );
}
