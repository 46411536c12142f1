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
      <p id="consent-text" className="consent__text">
        We would like to use analytics cookies to understand which pages help people most. They only load if you accept,
        and we never share what you read. <Link href="/privacy-policy">Privacy policy</Link>
      </p>
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
