import { useState, type FormEvent, type ReactNode } from "react";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import type { PlannerAnswer, PlannerView } from "@/lib/server/page-data/when-to-test";
import type { Breadcrumb } from "@/lib/server/page-data/seo";
import { localToday } from "@/lib/shared/content/when-to-test";
import { answerPlanner, formOf, type Plan } from "@/lib/shared/content/planner-answer";
import type { PreventionFollowUpRow } from "@/queries/window-periods";
import { ExposureForm } from "./ExposureForm";
import { TestPlanResult } from "./TestPlanResult";
import { WhatToDoNow } from "./WhatToDoNow";
import { PlannerTranslationNotice } from "./PlannerTranslationNotice";
import { AudienceNote } from "@/components/help/AudienceNote";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/**
 * "When should I test?": the reader's dates are worked out in their browser and never leave it
 * (not in the address, not in analytics, not in storage). Without JavaScript the form is sent
 * to this page in the body of a POST and answered by the server. `sources` is each timing's source
 * and review (TimingSources), which the page renders on the server only (pages/when-to-test).
 */
export function WhenToTestView({ planner, breadcrumbs, answer, sources }: { planner: PlannerView; breadcrumbs: Breadcrumb[]; answer: PlannerAnswer | null; sources: ReactNode }) {
  const { t } = useMessages(plannerMessages);
  const { followUps, timeLimits } = planner;
  const [plan, setPlan] = useState<Plan<PreventionFollowUpRow> | null>(answer && "tests" in answer ? answer : null);
  const [problem, setProblem] = useState(answer && "problem" in answer ? answer.problem : "");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = answerPlanner(planner, new FormData(event.currentTarget), localToday(), t);
    setProblem("problem" in next ? next.problem : "");
    setPlan("problem" in next ? null : next);
  };

  const submitted = answer ? formOf(answer) : null;
  return (
    <div className="container container--narrow planner">
      <Breadcrumbs items={breadcrumbs} />
      <PlannerTranslationNotice rows={planner.translationBehind} englishPath={planner.links.english} />
      <h1>{t("title")}</h1>
      <p className="planner__lead">{t("lead")}</p>
      <p className="planner__private">{t("private")}</p>

      <ExposureForm problem={problem} submitted={submitted} onSubmit={onSubmit} followUps={followUps} />

      <div aria-live="polite">
        <TestPlanResult plan={plan} timeLimits={timeLimits} pepArticle={planner.links.pep} />
      </div>

      <WhatToDoNow
        pepOpen={plan ? plan.pep : null}
        took={plan?.followUp ? (plan.followUp.prevention === "pep" ? "pep" : "prep") : null}
        hepatitisBVaccinated={plan?.hepatitisBVaccinated ?? false}
        timeLimits={timeLimits}
        links={planner.links}
      />

      <AudienceNote className="planner__audience" />
      <p className="planner__disclaimer">{t("disclaimer")}</p>

      {sources}
    </div>
  );
}
