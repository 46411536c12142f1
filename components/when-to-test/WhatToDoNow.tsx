import { SiteLink } from "@/components/links/SiteLink";
import { routes } from "@sti-aware/contract/routes";

/** What to do at once, whatever the dates: PEP within 72 hours (stressed when the exposure may be that recent), emergency contraception, urgent care. */
export function WhatToDoNow({ pep }: { pep: boolean }) {
  return (
    <section className="planner__now-box" aria-labelledby="planner-now">
      <h2 id="planner-now">What to do now</h2>
      <ul>
        <li>
          {pep ? <strong>Your possible exposure may be within the last 72 hours. </strong> : null}
          After a possible HIV exposure, medicine called PEP can stop HIV, but only if you start it within 72 hours. Go to an
          emergency department, urgent care or a sexual-health clinic now and ask for PEP.{" "}
          <SiteLink href={routes.path("article", { slug: "pep-after-hiv-exposure" })}>What PEP is and how to get it</SiteLink>.
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
