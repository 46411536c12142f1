import { SiteLink } from "@/components/links/SiteLink";
import type { PlannerView } from "@/lib/server/page-data/when-to-test";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

type Props = {
  /** Whether PEP may still start for the reader's dates; null before they give any. */
  pepOpen: boolean | null;
  /** The reader already took PEP since the exposure. */
  tookPep: boolean;
  /** The PEP time limit as readers read it ("72 hours"), from the CMS's fact. */
  limit: string;
  /** The articles on PEP and on urgent care, in the page's language where they are translated. */
  links: PlannerView["links"];
};

/** PEP: go now while it may still start; keep taking it if started; what to do once it is too late. */
function PepAdvice({ pepOpen, tookPep, limit, links }: Props) {
  const { t } = useMessages(plannerMessages);
  const pepArticle = links.pep;
  if (tookPep) {
    return (
      <>
        {t("keepTakingPep")} <SiteLink href={pepArticle}>{t("pepAfterLink")}</SiteLink>.
      </>
    );
  }
  if (pepOpen === false) {
    return (
      <>
        {t("pepTooLate", { limit })} <SiteLink href={pepArticle}>{t("pepAndPrepLink")}</SiteLink>.
      </>
    );
  }
  return (
    <>
      {pepOpen ? <strong>{t("pepMayBeOpen", { limit })}</strong> : t("pepIfWithin", { limit })}
      {t("pepGoNow", { limit })} <SiteLink href={pepArticle}>{t("pepHowLink")}</SiteLink>.
    </>
  );
}

/** What to do at once, whatever the dates: PEP while it may still start, emergency contraception, urgent care. */
export function WhatToDoNow(props: Props) {
  const { t } = useMessages(plannerMessages);
  return (
    <section className="planner__now-box" aria-labelledby="planner-now">
      <h2 id="planner-now">{t("nowTitle")}</h2>
      <ul>
        <li className="planner__pep">
          <PepAdvice {...props} />
        </li>
        <li>{t("emergencyContraception")}</li>
        <li>
          {t("forced")} <SiteLink href={props.links.urgentCare}>{t("urgentCareLink")}</SiteLink>.
        </li>
      </ul>
    </section>
  );
}
