import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import { useSitePage } from "@/lib/shared/content/site-pages-context";
import { useEffect, useRef, type RefObject } from "react";
import type { ConsentChoice } from "@/lib/shared/privacy/consent";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import consentMessages from "@/lib/shared/i18n/compiled/en/consent";

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
  const { t } = useMessages(consentMessages);
  const privacyPolicy = useSitePage("privacyPolicy");
  const termsOfUse = useSitePage("termsOfUse");
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
        {t("title")}
      </h2>
      {/* Layered: two short lines first (a phone keeps most of the page in view, and no line of the
          banner, painted once the page is idle, outsizes the page's own main content), every detail
          one tap away. */}
      <div className="consent__text">
        <p id="consent-text">{t("summary")}</p>
        <details className="consent__details">
          <summary>{t("details")}</summary>
          <p>{t("untilYouChoose")}</p>
          <p>{t("ifAccept")}</p>
          <ul>
            <li>{t("analytics")}</li>
            <li>{t("campaign")}</li>
          </ul>
          <p>{t("ifReject")}</p>
        </details>
        <p className="consent__links">
          <LanguageMarkedLink href={privacyPolicy}>{t("privacyPolicy")}</LanguageMarkedLink> · <LanguageMarkedLink href={termsOfUse}>{t("terms")}</LanguageMarkedLink>
        </p>
      </div>
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => choose("granted")}>
          {t("accept")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose("denied")}>
          {t("reject")}
        </button>
      </div>
    </section>
  );
}
