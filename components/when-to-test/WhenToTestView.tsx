import { useState, type FormEvent } from "react";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import type { PlannerAnswer, PlannerView } from "@/lib/server/page-data/when-to-test";
import type { Breadcrumb } from "@/lib/server/page-data/seo";
import { followUpFor, localToday, PEP_LIMIT_HOURS, pepMayStillHelp, planTests, readExposure } from "@/lib/shared/content/when-to-test";
import { ExposureForm } from "./ExposureForm";
import { TestPlanResult, type Plan } from "./TestPlanResult";
import { TimingSources } from "./TimingSources";
import { WhatToDoNow } from "./WhatToDoNow";
import { PlannerTranslationNotice } from "./PlannerTranslationNotice";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/**
 * "When should I test?": the reader's dates are worked out in their browser and never leave it
 * (not in the address, not in analytics, not in storage). Without JavaScript the form is sent
 * to this page in the body of a POST and answered by the server.
 */
export function WhenToTestView({ planner, breadcrumbs, answer }: { planner: PlannerView; breadcrumbs: Breadcrumb[]; answer: PlannerAnswer | null }) {
  const { t } = useMessages(plannerMessages);
  const { rows, followUps } = planner;
  const limitHours = planner.pepLimitHours ?? PEP_LIMIT_HOURS;
  const [plan, setPlan] = useState<Plan | null>(answer && "tests" in answer ? answer : null);
  const [problem, setProblem] = useState(answer && "problem" in answer ? answer.problem : "");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const today = localToday();
    const exposure = readExposure(form.get("from"), form.get("to"), today, t);
    if ("problem" in exposure) {
      setProblem(exposure.problem);
      setPlan(null);
      return;
    }
    setProblem("");
    const followUp = followUpFor(followUps, form.get("prevention"));
    setPlan({ exposure, tests: planTests(rows, exposure, today, followUp), pep: pepMayStillHelp(exposure, today, limitHours), followUp });
  };

  const submitted = answer && "problem" in answer ? answer : null;
  return (
    <div className="container container--narrow planner">
      <Breadcrumbs items={breadcrumbs} />
      <PlannerTranslationNotice rows={planner.translationBehind} englishPath={planner.links.english} />
      <h1>{t("title")}</h1>
      <p className="planner__lead">{t("lead")}</p>
      <p className="planner__private">{t("private")}</p>

      <ExposureForm problem={problem} submitted={submitted} onSubmit={onSubmit} followUps={followUps} />

      <div aria-live="polite">
        <TestPlanResult plan={plan} />
      </div>

      <WhatToDoNow pepOpen={plan ? plan.pep : null} tookPep={plan?.followUp?.prevention === "pep"} limit={t("hours", { hours: limitHours })} links={planner.links} />

      <p className="planner__disclaimer">{t("disclaimer")}</p>

      <TimingSources rows={rows} followUps={followUps} />
    </div>
  );
}
