import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import { durationText, type TimeLimits } from "@/lib/shared/content/time-limits";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";
import { LimitSource } from "./LimitSource";

/**
 * The first thing the result says when PEP may still start and was not taken: an alert, so a screen
 * reader reads it first, above the dates a reader could otherwise leave with. Its limits are the
 * CMS's facts (CDC nPEP 2025: as soon as possible, ideally within 24 hours, no later than 72).
 */
export function PepAlert({ timeLimits, pepArticle }: { timeLimits: TimeLimits; pepArticle: string }) {
  const { t } = useMessages(plannerMessages);
  const { pepIdeal, pepLimit } = timeLimits;
  return (
    <div className="planner__alert" role="alert" aria-labelledby="planner-alert-title">
      <h3 id="planner-alert-title">{t("pepAlertTitle")}</h3>
      <p>
        {t("pepAlert", { ideal: durationText(pepIdeal?.value ?? "", t), limit: durationText(pepLimit?.value ?? "", t) })}{" "}
        <LanguageMarkedLink href={pepArticle}>{t("pepHowLink")}</LanguageMarkedLink>.
        <LimitSource fact={pepLimit} />
      </p>
      <p>
        <a href="#planner-now">{t("otherSteps")}</a> {t("otherStepsText")}
      </p>
    </div>
  );
}
