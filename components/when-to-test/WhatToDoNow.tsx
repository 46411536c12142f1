import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import type { PlannerView } from "@/lib/server/page-data/when-to-test";
import { durationText, type TimeLimits } from "@/lib/shared/content/time-limits";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";
import { LimitSource } from "./LimitSource";

type Props = {
  /** Whether PEP may still start for the reader's dates; null before they give any. */
  pepOpen: boolean | null;
  /** What the reader took since the exposure: PEP, PrEP (pills or injections) or nothing (null). */
  took: "pep" | "prep" | null;
  /** The reader had every hepatitis B vaccine dose. */
  hepatitisBVaccinated: boolean;
  /** The time limits, from the CMS's facts. */
  timeLimits: TimeLimits;
  /** The articles on PEP and on urgent care, in the page's language where they are translated. */
  links: PlannerView["links"];
};

/** PEP: go now while it may still start; keep taking it if started; after PrEP, only if doses were missed; what to do once it is too late. */
function PepAdvice({ pepOpen, took, timeLimits, links }: Props) {
  const { t } = useMessages(plannerMessages);
  const limits = { ideal: durationText(timeLimits.pepIdeal?.value ?? "", t), limit: durationText(timeLimits.pepLimit?.value ?? "", t) };
  if (took === "pep") {
    return (
      <>
        {t("keepTakingPep")} <LanguageMarkedLink href={links.pep}>{t("pepAfterLink")}</LanguageMarkedLink>.
      </>
    );
  }
  if (took === "prep") return <>{pepOpen ? t("prepPepOpen", limits) : t("prepTellClinic")}</>;
  if (pepOpen === false) {
    return (
      <>
        {t("pepTooLate", { limit: limits.limit })} <LanguageMarkedLink href={links.pep}>{t("pepAndPrepLink")}</LanguageMarkedLink>.
      </>
    );
  }
  return (
    <>
      {pepOpen ? <strong>{t("pepMayBeOpen", { limit: limits.limit })}</strong> : t("pepIfWithin", { limit: limits.limit })}
      {t("pepGoNow", limits)} <LanguageMarkedLink href={links.pep}>{t("pepHowLink")}</LanguageMarkedLink>.
      <LimitSource fact={timeLimits.pepLimit} />
    </>
  );
}

/**
 * What to do at once, whatever the dates: PEP while it may still start, symptoms, pregnancy, and the
 * other steps with a time limit (emergency contraception, hepatitis B by vaccination, doxy-PEP, mpox
 * and hepatitis A vaccines), each limit and source from its fact; then urgent care.
 */
export function WhatToDoNow(props: Props) {
  const { t } = useMessages(plannerMessages);
  const { timeLimits: limits, hepatitisBVaccinated } = props;
  const text = (name: keyof TimeLimits) => durationText(limits[name]?.value ?? "", t);
  const hepatitisB = { ideal: text("hepatitisBIdeal"), limit: text("hepatitisBLimit") };
  // Each step with its limits and the fact whose source it cites.
  const steps = [
    { name: "emergency-contraception", sentence: t("emergencyContraception", { limit: text("emergencyContraception") }), fact: limits.emergencyContraception },
    { name: "hepatitis-b", sentence: hepatitisBVaccinated ? t("hepatitisBVaccinatedStep", hepatitisB) : t("hepatitisBUnvaccinatedStep", hepatitisB), fact: limits.hepatitisBLimit },
    { name: "doxy-pep", sentence: t("doxyPep", { limit: text("doxyPep") }), fact: limits.doxyPep },
    { name: "mpox", sentence: t("mpox", { ideal: text("mpoxIdeal"), limit: text("mpoxLimit") }), fact: limits.mpoxLimit },
    { name: "hepatitis-a", sentence: t("hepatitisA", { limit: text("hepatitisA") }), fact: limits.hepatitisA },
  ];
  return (
    <section className="planner__now-box" aria-labelledby="planner-now">
      <h2 id="planner-now">{t("nowTitle")}</h2>
      <ul>
        <li className="planner__pep">
          <PepAdvice {...props} />
        </li>
        <li>{t("symptoms")}</li>
        <li>{t("pregnancy")}</li>
        {steps.map(({ name, sentence, fact }) => (
          <li key={name} className={`planner__${name}`}>
            {sentence}
            <LimitSource fact={fact} />
          </li>
        ))}
        <li>
          {t("forced")} <LanguageMarkedLink href={props.links.urgentCare}>{t("urgentCareLink")}</LanguageMarkedLink>.
        </li>
      </ul>
    </section>
  );
}
