import Link from "next/link";
import { useEffect, useRef } from "react";
import type { ConsentChoice } from "@/lib/consent";

/** A small, non-blocking consent dialog: equal-weight choices, keyboard reachable, focus moved to it. */
export function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title" aria-describedby="consent-text">
      <h2 id="consent-title" className="consent__title" tabIndex={-1} ref={headingRef}>
        Your privacy
      </h2>
      <div id="consent-text" className="consent__text">
        <p>
          Until you choose, nothing about your visit is stored on this device or sent to anyone else (only error reports if
          the site breaks, without cookies or identifiers). Your choice is remembered here.
        </p>
        <p>If you accept analytics:</p>
        <ul>
          <li>
            Google Analytics and Tag Manager load, set their cookies and receive the address of each page you read, the
            promotions you see and the links you follow.
          </li>
          <li>
            A cookie and your browser&apos;s storage keep a random ID, the pages you landed on and are on, and campaign codes
            such as utm_source for 7 days; we pass the codes to a partner when you follow its link.
          </li>
        </ul>
        <p>
          Reject keeps it as before you chose. <Link href="/privacy-policy">Privacy policy</Link>
        </p>
      </div>
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => onChoose("granted")}>
          Accept analytics
        </button>
        <button type="button" className="button button--secondary" onClick={() => onChoose("denied")}>
          Reject
        </button>
      </div>
    </section>
  );
}
