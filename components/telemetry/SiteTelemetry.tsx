import { useRouter } from "next/router";
import { useCallback, useEffect, useRef, useState } from "react";
import { trackPageView } from "@/lib/browser/analytics/events";
import { resetImpressions } from "@/lib/browser/analytics/impressions";
import { forgetVisitor } from "@/lib/browser/visitor/forget";
import { setConsentDefaults, startAnalytics, stopAnalytics } from "@/lib/browser/analytics/loader";
import { installPageTracking } from "@/lib/browser/analytics/page-tracking";
import { yieldToMain } from "@/lib/browser/page/scheduling";
import { OPEN_CONSENT_EVENT, privacySignalRefuses, readConsent, saveConsent, type ConsentChoice } from "@/lib/shared/privacy/consent";
import { takeEarlyErrors } from "@/lib/browser/page/early-errors";
import { reportError } from "@/lib/shared/telemetry/monitoring";
import { setVisitorSession } from "@/lib/browser/visitor/session";
import type { ShellSiteConfig } from "@/lib/shared/content/types";
import { ConsentBanner } from "./ConsentBanner";

/** Keeps the visitor session current on every client-side navigation while the visitor consents. */
function useVisitorSession(consented: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!consented) return;
    const update = () => setVisitorSession(window.location);
    router.events.on("routeChangeComplete", update);
    return () => router.events.off("routeChangeComplete", update);
  }, [router.events, consented]);
}

/**
 * Uncaught browser errors and rejections go to error reporting, which loads its SDK only then:
 * those thrown before telemetry started first. Cross-origin "Script error." events carry no
 * error object and nothing to act on: skipped.
 */
function useErrorReporting(): void {
  useEffect(() => {
    for (const error of takeEarlyErrors()) reportError(error, { area: "browser" });
    const onError = (event: ErrorEvent) => {
      if (event.error) reportError(event.error, { area: "browser" });
    };
    const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { area: "browser" });
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}

/** Page views on every route change while analytics run; impressions count again per page view. */
function usePageViews(): void {
  const router = useRouter();
  useEffect(() => {
    const onRouteChange = (url: string) => {
      resetImpressions();
      trackPageView(url);
    };
    router.events.on("routeChangeComplete", onRouteChange);
    return () => router.events.off("routeChangeComplete", onRouteChange);
  }, [router.events]);
}

/** Click-outs, promotion views and generic events, from the page's data attributes. */
function usePageTracking(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) stop = installPageTracking();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}

export type SiteTelemetryProps = {
  siteConfig: ShellSiteConfig;
  /**
   * False on a page for someone who may need help now (an article with urgent help): the consent
   * question would cover what to do, so an unanswered question waits for the next page. Nothing is
   * stored or sent meanwhile, and "Privacy choices" still opens it.
   */
  mayAskConsent?: boolean;
};

/**
 * The shell's client-side work (loaded once the page is idle after hydration, outside the
 * first-load bundle): error reporting, visitor session, consent, analytics tags, page views and
 * page tracking, each step in its own short task.
 */
export default function SiteTelemetry({ siteConfig, mayAskConsent = true }: SiteTelemetryProps) {
  // The visitor has not chosen yet (known after reading the stored choice), or asked for the banner.
  const [unanswered, setUnanswered] = useState(false);
  const [reopened, setReopened] = useState(false);
  const [consented, setConsented] = useState(false);
  useErrorReporting();
  useVisitorSession(consented);
  usePageViews();
  usePageTracking();

  // Every page passes its own siteConfig object: the latest is read when consent is applied,
  // so a navigation does not run the consent set-up (and its Consent Mode defaults) again.
  const siteConfigRef = useRef(siteConfig);
  useEffect(() => {
    siteConfigRef.current = siteConfig;
  }, [siteConfig]);
  // The visitor session is not strictly necessary (it serves partner attribution): it is written
  // only with consent, before the first page view so that carries its traffic source, and a
  // refusal removes what an earlier consent stored, with the cookies the tags set.
  const apply = useCallback((choice: ConsentChoice | null) => {
    setConsented(choice === "granted");
    if (choice === "granted") {
      setVisitorSession(window.location);
      startAnalytics(siteConfigRef.current);
    } else {
      stopAnalytics(siteConfigRef.current);
      forgetVisitor();
    }
  }, []);

  // The choice lives in the browser's storage, unknown to the server render: read once, then
  // applied (session, tags) and asked for (banner) in separate tasks.
  useEffect(() => {
    let cancelled = false;
    const reopen = () => setReopened(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    void (async () => {
      setConsentDefaults();
      const choice = readConsent();
      await yieldToMain();
      if (cancelled) return;
      apply(choice);
      await yieldToMain();
      if (!cancelled) setUnanswered(choice === null);
    })();
    return () => {
      cancelled = true;
      window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
    };
  }, [apply]);

  const choose = (choice: ConsentChoice) => {
    // A browser privacy signal overrides an "accept" click.
    const effective = privacySignalRefuses() ? "denied" : choice;
    saveConsent(effective);
    setUnanswered(false);
    setReopened(false);
    // The banner closes in this interaction's frame; loading the tags waits for the next task.
    // A refusal applies at once: nothing more may be stored or sent.
    if (effective === "granted") void yieldToMain().then(() => apply(effective));
    else apply(effective);
  };

  return reopened || (unanswered && mayAskConsent) ? <ConsentBanner onChoose={choose} /> : null;
}
