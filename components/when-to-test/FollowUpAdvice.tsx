import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import { addDays, type Exposure } from "@/lib/shared/content/when-to-test";
import type { PreventionFollowUpRow } from "@/queries/window-periods";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/** What PEP or PrEP changes, as guidance gives it, with the final test's date when there is one and the source. */
export function FollowUpAdvice({ followUp, exposure }: { followUp: PreventionFollowUpRow; exposure: Exposure }) {
  const { t, formatDate } = useMessages(plannerMessages);
  const finalDate = followUp.finalDays == null ? null : addDays(exposure.to, followUp.finalDays);
  return (
    <section className="planner__follow-up" aria-labelledby="planner-follow-up">
      <h3 id="planner-follow-up">{t("followUpTitle", { prevention: followUp.label })}</h3>
      <p>{followUp.advice}</p>
      <p>
        <strong>{t("finalHivTest")}</strong> {followUp.finalTest}
        {finalDate ? (
          <>
            {t("onOrAfter")} <time dateTime={finalDate}>{formatDate(finalDate)}</time>
          </>
        ) : null}
        .
      </p>
      <p className="planner__follow-up-source">
        {t("source")}{" "}
        <LanguageMarkedLink href={followUp.sourceUrl} rel="noreferrer" textInTargetLanguage>
          {followUp.sourcePublisher}: {followUp.sourceTitle}
        </LanguageMarkedLink>{" "}
        (<time dateTime={followUp.sourceDate}>{formatDate(followUp.sourceDate)}</time>).
      </p>
    </section>
  );
}
