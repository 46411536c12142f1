import { SiteLink } from "@/components/links/SiteLink";
import { useEffect, useRef, type RefObject } from "react";
import type { ConsentChoice } from "@/lib/shared/privacy/consent";

/**
 * Reserves room for the fixed banner so that focus and scrolling never leave content hidden
 * behind it: the body's bottom padding and the page's scroll padding follow the banner's height,
 * read by a ResizeObserver after layout (no forced layout) and again whenever it changes (a
 * narrower viewport, "What each choice means" opened). Set on those two elements only: a custom
 * property on <html> made the browser recompute every element's style.
 */
function useReservedSpace(banner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const { documentElement, body } = document;
    const observer = new ResizeObserver(([entry]) => {
      const reserved = `${Math.ceil(entry.borderBoxSize[0].blockSize) + 24}px`;
      documentElement.style.scrollPaddingBottom = reserved;
      body.style.paddingBottom = reserved;
    });
    observer.observe(element);
    // The browser scrolls a focused element clear of the reserved space, but regions skipped by
    // content-visibility that it then renders at their real height can push the element back under
    // the banner: once they have (two frames), bring it clear again.
    let frame = 0;
    const keepFocusClear = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (target.getBoundingClientRect().bottom > element.getBoundingClientRect().top) target.scrollIntoView({ block: "nearest" });
        });
      });
    };
    document.addEventListener("focusin", keepFocusClear);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", keepFocusClear);
      observer.disconnect();
      documentElement.style.removeProperty("scroll-padding-bottom");
      body.style.removeProperty("padding-bottom");
    };
  }, [banner]);
}

/**
 * A small, non-blocking consent dialog: equal-weight choices, keyboard reachable. Focus moves to
 * it when it opens and, after a choice, back to where it was (the main content on first load).
 */
export function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const bannerRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useReservedSpace(bannerRef);
  useEffect(() => {
    const active = document.activeElement;
    returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    headingRef.current?.focus();
  }, []);
  const choose = (choice: ConsentChoice) => {
    const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.getElementById("main");
    onChoose(choice);
    target?.focus();
  };
  return (
    <section ref={bannerRef} className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title" aria-describedby="consent-text">
      <h2 id="consent-title" className="consent__title" tabIndex={-1} ref={headingRef}>
        Your privacy
      </h2>
      {/* Layered: two short lines first (a phone keeps most of the page in view, and no line of the
          banner, painted once the page is idle, outsizes the page's own main content), every detail
          one tap away. */}
      <div className="consent__text">
        <p id="consent-text">
          Nothing about your visit is stored or shared until you choose. Accepting lets Google Analytics measure your
          visit with cookies.
        </p>
        <details className="consent__details">
          <summary>What each choice means</summary>
          <p>
            Until you choose, nothing about your visit is stored on this device or sent to anyone else (only error reports
            if the site breaks, naming the kind of page, never its address, without cookies or identifiers). Your choice is
            remembered here.
          </p>
          <p>If you accept analytics:</p>
          <ul>
            <li>
              Google Analytics and Tag Manager load, set their cookies and receive the address of each page you read, the
              promotions you see and the links you follow. Google may use this to measure the site only: advertising
              features stay off, so your reading is not used for ads or linked to a Google account.
            </li>
            <li>
              A cookie and your browser&apos;s storage keep a random ID, the page you landed on and campaign codes such as
              utm_source for 7 days; we pass the codes to a partner when you follow its link.
            </li>
          </ul>
          <p>If you reject, or later withdraw with &ldquo;Privacy choices&rdquo; at the foot of every page, all of this stops and what was stored is deleted.</p>
        </details>
        <p className="consent__links">
          <SiteLink href="/privacy-policy">Privacy policy</SiteLink> · <SiteLink href="/terms-of-use">Terms of use</SiteLink>
        </p>
      </div>
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => choose("granted")}>
          Accept analytics
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose("denied")}>
          Reject
        </button>
      </div>
    </section>
  );
}
