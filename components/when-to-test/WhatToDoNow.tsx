import { SiteLink } from "@/components/links/SiteLink";
import { routes } from "@sti-aware/contract/routes";

type Props = {
  /** Whether PEP may still start for the reader's dates; null before they give any. */
  pepOpen: boolean | null;
  /** The reader already took PEP since the exposure. */
  tookPep: boolean;
  /** The PEP time limit as readers read it ("72 hours"), from the CMS's fact. */
  limit: string;
};

const pepArticle = routes.path("article", { slug: "pep-after-hiv-exposure" });

/** PEP: go now while it may still start; keep taking it if started; what to do once it is too late. */
function PepAdvice({ pepOpen, tookPep, limit }: Props) {
  if (tookPep) {
    return (
      <>
        Keep taking PEP every day for the whole course, even if you feel well, and go to the follow-up tests below.{" "}
        <SiteLink href={pepArticle}>What PEP is and what happens after</SiteLink>.
      </>
    );
  }
  if (pepOpen === false) {
    return (
      <>
        PEP, the medicine that can stop HIV after an exposure, must start within {limit}, so it is too late to start it for this
        exposure. Test on the dates below, see a clinician sooner if you have symptoms, and ask a sexual-health clinic about PrEP if
        exposures may happen again. <SiteLink href={pepArticle}>About PEP and PrEP</SiteLink>.
      </>
    );
  }
  return (
    <>
      {pepOpen ? <strong>Your possible exposure may be within the last {limit}. </strong> : <>If your possible exposure was within the last {limit}: </>}
      medicine called PEP can stop HIV, but only if you start it within {limit}. Go to an emergency department, urgent care or a
      sexual-health clinic now and ask for PEP.{" "}
      <SiteLink href={pepArticle}>What PEP is and how to get it</SiteLink>.
    </>
  );
}

/** What to do at once, whatever the dates: PEP while it may still start, emergency contraception, urgent care. */
export function WhatToDoNow(props: Props) {
  return (
    <section className="planner__now-box" aria-labelledby="planner-now">
      <h2 id="planner-now">What to do now</h2>
      <ul>
        <li className="planner__pep">
          <PepAdvice {...props} />
        </li>
        <li>
          If there is a chance of pregnancy, emergency contraception works best as soon as possible: pills within 3 to 5 days,
          depending on the type, or a copper IUD within 5 days. A pharmacist or clinic can help.
        </li>
        <li>
          If you were forced or pressured, you can get care and support now: <SiteLink href={routes.path("article", { slug: "when-to-seek-urgent-sexual-health-care" })}>when to get urgent care</SiteLink>.
        </li>
      </ul>
    </section>
  );
}
