import type { FormEvent } from "react";
import { NO_PREVENTION } from "@/lib/shared/content/when-to-test";
import { HEPATITIS_B_VACCINATED, type PlannerForm } from "@/lib/shared/content/planner-answer";
import type { PreventionFollowUpRow } from "@/queries/window-periods";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

type Props = {
  /** Why the dates given could not be used, or "". */
  problem: string;
  /** The form a POST without JavaScript sent, shown again with the server's answer. */
  submitted: PlannerForm | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The answers to "did you take PEP or PrEP?", from the CMS. */
  followUps: PreventionFollowUpRow[];
};

/** The exposure's dates: worked out in the browser on submit; without JavaScript posted to this page. */
export function ExposureForm({ problem, submitted, onSubmit, followUps }: Props) {
  const { t } = useMessages(plannerMessages);
  const routes = usePageRoutes();
  const chosen = submitted?.prevention ?? NO_PREVENTION;
  const vaccinated = submitted?.hepatitisB === HEPATITIS_B_VACCINATED;
  return (
    // Posted to the page in its own language, which answers in that language.
    <form className="planner__form" method="post" action={routes.path("whenToTest")} onSubmit={onSubmit} noValidate>
      <div className="planner__field">
        <label htmlFor="planner-from">{t("from")}</label>
        <p className="planner__hint" id="planner-from-hint">
          {t("fromHint")}
        </p>
        <input id="planner-from" name="from" type="date" required aria-describedby={`planner-from-hint${problem ? " planner-problem" : ""}`} aria-invalid={problem ? true : undefined} defaultValue={submitted?.from} />
      </div>
      <div className="planner__field">
        <label htmlFor="planner-to">{t("to")}</label>
        <p className="planner__hint" id="planner-to-hint">
          {t("toHint")}
        </p>
        <input id="planner-to" name="to" type="date" aria-describedby="planner-to-hint" defaultValue={submitted?.to} />
      </div>
      <fieldset className="planner__field">
        <legend>{t("prevention")}</legend>
        <p className="planner__hint">{t("preventionHint")}</p>
        <label className="planner__choice">
          <input type="radio" name="prevention" value={NO_PREVENTION} defaultChecked={chosen === NO_PREVENTION} /> {t("noPrevention")}
        </label>
        {followUps.map((followUp) => (
          <label className="planner__choice" key={followUp.id}>
            <input type="radio" name="prevention" value={followUp.prevention} defaultChecked={chosen === followUp.prevention} /> {followUp.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="planner__field">
        <legend>{t("hepatitisB")}</legend>
        <p className="planner__hint">{t("hepatitisBHint")}</p>
        <label className="planner__choice">
          <input type="radio" name="hepatitisB" value="" defaultChecked={!vaccinated} /> {t("hepatitisBNotVaccinated")}
        </label>
        <label className="planner__choice">
          <input type="radio" name="hepatitisB" value={HEPATITIS_B_VACCINATED} defaultChecked={vaccinated} /> {t("hepatitisBVaccinated")}
        </label>
      </fieldset>
      {problem ? (
        <p className="planner__problem" id="planner-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button">
        {t("submit")}
      </button>
    </form>
  );
}
