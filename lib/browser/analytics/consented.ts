import type { SiteConfig } from "@/lib/shared/content/types";
import { yieldToMain } from "@/lib/browser/page/scheduling";
import { setVisitorSession } from "@/lib/browser/visitor/session";
import { trackPageView } from "./events";
import { startAnalytics, stopAnalytics } from "./loader";
import { installPageTracking } from "./page-tracking";

/**
 * What runs only while the visitor consents to analytics: the visitor session, the tags, page
 * views and page tracking. Its own chunk, loaded once the visitor has accepted (now or earlier),
 * so a visitor who has not accepted never loads, evaluates or runs any of it.
 */

/** The router's events, as next/router's useRouter() gives them. */
type RouteEvents = { on(type: "routeChangeComplete", handler: (url: string) => void): void; off(type: "routeChangeComplete", handler: (url: string) => void): void };
type TagIds = Pick<SiteConfig, "gaMeasurementId" | "gtmId">;

export type RunningAnalytics = {
  /** Removes the listeners and observers (the shell unmounts). */
  detach(): void;
  /** At a refusal: detaches and switches the tags off, with the site's latest configuration. */
  stop(latest: TagIds): void;
};

/** Starts analytics for a consenting visitor. */
export function startConsentedAnalytics(siteConfig: TagIds, routeEvents: RouteEvents): RunningAnalytics {
  // The session is written before the first page view, so that carries its traffic source.
  setVisitorSession(window.location);
  startAnalytics(siteConfig);
  const onRouteChange = (url: string) => {
    trackPageView(url);
    setVisitorSession(window.location);
  };
  routeEvents.on("routeChangeComplete", onRouteChange);
  // Click-outs, promotion views and generic events: their observers are set up in a later task.
  let stopTracking: (() => void) | undefined;
  let stopped = false;
  void yieldToMain().then(() => {
    if (!stopped) stopTracking = installPageTracking();
  });
  const detach = () => {
    stopped = true;
    routeEvents.off("routeChangeComplete", onRouteChange);
    stopTracking?.();
  };
  return {
    detach,
    stop(latest) {
      detach();
      stopAnalytics(latest);
    },
  };
}
