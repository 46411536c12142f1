import { useRouter } from "next/router";
import { useCallback, useEffect, useRef, useState } from "react";
import { setConsentDefaults } from "@/lib/browser/analytics/consent-mode";
import { resetImpressions } from "@/lib/browser/analytics/impressions";
import { forgetVisitor } from "@/lib/browser/visitor/forget";
import { yieldToMain } from "@/lib/browser/page/scheduling";
import { OPEN_CONSENT_EVENT, privacySignalRefuses, readConsent, saveConsent, type ConsentChoice } from "@/lib/shared/privacy/consent";
import { takeEarlyErrors } from "@/lib/browser/page/early-errors";
import { reportError } from "@/lib/shared/telemetry/monitoring";
import type { RunningAnalytics } from "@/lib/browser/analytics/consented";
import type { ShellSiteConfig } from "@/lib/shared/content/types";
import { ConsentBanner } from "./ConsentBanner";

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

/** Impressions count again on every page view (each promotion is reported once per page view). */
function useImpressionsPerPageView(): void {
  const router = useRouter();
  useEffect(() => {
    router.events.on("routeChangeComplete", resetImpressions);
    return () => router.events.off("routeChangeComplete", resetImpressions);
  }, [router.events]);
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
 * first-load bundle): error reporting and the consent choice, each step in its own short task.
 * The visitor session, tags, page views and page tracking are a chunk of their own
 * (lib/browser/analytics/consented.ts), loaded only once the visitor has accepted.
 */
export default function SiteTelemetry({ siteConfig, mayAskConsent = true }: SiteTelemetryProps) {
  // The visitor has not chosen yet (known after reading the stored choice), or asked for the banner.
  const [unanswered, setUnanswered] = useState(false);
  const [reopened, setReopened] = useState(false);
  const router = useRouter();
  useErrorReporting();
  useImpressionsPerPageView();

  // Every page passes its own siteConfig object: the latest is read when consent is applied,
  // so a navigation does not run the consent set-up (and its Consent Mode defaults) again.
  const latest = useRef({ siteConfig, routeEvents: router.events });
  useEffect(() => {
    latest.current = { siteConfig, routeEvents: router.events };
  }, [siteConfig, router.events]);
  // The choice in force, and the analytics once they run.
  const analytics = useRef<{ choice: ConsentChoice | null; running?: RunningAnalytics }>({ choice: null });
  useEffect(() => {
    const state = analytics.current;
    return () => state.running?.detach();
  }, []);
  // The visitor session is not strictly necessary (it serves partner attribution): it is written
  // only with consent, and a refusal removes what an earlier consent stored, with the cookies the tags set.
  const apply = useCallback((choice: ConsentChoice | null) => {
    const state = analytics.current;
    state.choice = choice;
    if (choice === "granted") {
      if (state.running) return;
      import("@/lib/browser/analytics/consented")
        .then(({ startConsentedAnalytics }) => {
          // The visitor may have refused while the chunk loaded.
          if (state.choice === "granted" && !state.running) state.running = startConsentedAnalytics(latest.current.siteConfig, latest.current.routeEvents);
        })
        .catch((error: unknown) => reportError(error, { area: "browser" }));
    } else {
      state.running?.stop(latest.current.siteConfig);
      state.running = undefined;
      forgetVisitor();
    }
  }, []);

  // The choice lives in the browser's storage, unknown to the server render: read once, then
  // applied (session, tags) and asked for (banner) in separate tasks. Reading it waits for a task
  // of its own too: this effect runs in the task that rendered this chunk (a synchronous render).
  useEffect(() => {
    let cancelled = false;
    const reopen = () => setReopened(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    void (async () => {
      await yieldToMain();
      if (cancelled) return;
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
