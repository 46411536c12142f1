import { useRouter } from "next/router";
import { useCallback, useEffect, useState } from "react";
import { trackPageView } from "@/lib/analytics/events";
import { resetImpressions } from "@/lib/analytics/impressions";
import { setConsentDefaults, startAnalytics, stopAnalytics } from "@/lib/analytics/loader";
import { OPEN_CONSENT_EVENT, privacySignalRefuses, readConsent, saveConsent, type ConsentChoice } from "@/lib/consent";
import { setVisitorSession } from "@/lib/session";
import type { ShellSiteConfig } from "@/lib/types";
import { ConsentBanner } from "./ConsentBanner";

/** Keeps the visitor session current: set on first load and on every client-side navigation. */
export function useVisitorSession(): void {
  const router = useRouter();
  useEffect(() => {
    setVisitorSession(window.location);
    const update = () => setVisitorSession(window.location);
    router.events.on("routeChangeComplete", update);
    return () => router.events.off("routeChangeComplete", update);
  }, [router.events]);
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

/**
 * The shell's client-side work (loaded after hydration, outside the first-load bundle):
 * visitor session, consent, analytics tags and page views.
 */
export default function SiteTelemetry({ siteConfig }: { siteConfig: ShellSiteConfig }) {
  const [askConsent, setAskConsent] = useState(false);
  useVisitorSession();
  usePageViews();

  const apply = useCallback(
    (choice: ConsentChoice | null) => {
      if (choice === "granted") startAnalytics(siteConfig);
      else stopAnalytics();
    },
    [siteConfig],
  );

  useEffect(() => {
    setConsentDefaults();
    const choice = readConsent();
    apply(choice);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the choice lives in the browser's storage: unknown to the server render, read once after hydration
    setAskConsent(choice === null);
    const reopen = () => setAskConsent(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, [apply]);

  const choose = (choice: ConsentChoice) => {
    // A browser privacy signal overrides an "accept" click.
    const effective = privacySignalRefuses() ? "denied" : choice;
    saveConsent(effective);
    apply(effective);
    setAskConsent(false);
  };

  return askConsent ? <ConsentBanner onChoose={choose} /> : null;
}
