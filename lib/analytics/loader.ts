import type { SiteConfig } from "../types";
import { isAnalyticsEnabled, setAnalyticsEnabled, trackPageView } from "./events";

/**
 * Loads the third-party tags after the visitor consents, never before: Google Consent Mode v2
 * defaults are written first, then GA4, Google Tag Manager and the speed-measurement script
 * (the npm `web-vitals` package as a lazy chunk from this site, not a third-party CDN).
 */

export const GTAG_URL = "https://www.googletagmanager.com/gtag/js";
export const GTM_URL = "https://www.googletagmanager.com/gtm.js";
export const SPEED_SCRIPT_BLOCKED_MESSAGE =
  "The speed-measurement script could not be loaded. Content blockers may be enabled.";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    gtag?: Gtag;
    /** The speed-measurement functions, under the global name web-vitals' script build uses, for tags to read. */
    webVitals?: typeof import("web-vitals");
  }
}

function loadSpeedMeasurement(): void {
  import("web-vitals").then(
    (webVitals) => {
      window.webVitals = webVitals;
    },
    () => console.warn(SPEED_SCRIPT_BLOCKED_MESSAGE),
  );
}

const DENIED = { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" } as const;
const GRANTED = { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" } as const;

function gtag(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

/** Consent Mode v2 defaults: everything denied. Safe to call before consent (nothing leaves the page). */
export function setConsentDefaults(): void {
  gtag()("consent", "default", { ...DENIED, wait_for_update: 500 });
}

function loadScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/** After consent: update consent, load the tags, record the current page view. */
export function startAnalytics(siteConfig: Pick<SiteConfig, "gaMeasurementId" | "gtmId">): void {
  if (isAnalyticsEnabled()) return;
  setAnalyticsEnabled(true);
  const tag = gtag();
  tag("consent", "update", GRANTED);
  if (siteConfig.gaMeasurementId) {
    tag("js", new Date());
    // Page views are sent explicitly on every route change (trackPageView).
    tag("config", siteConfig.gaMeasurementId, { send_page_view: false });
    loadScript(`${GTAG_URL}?id=${encodeURIComponent(siteConfig.gaMeasurementId)}`);
  }
  if (siteConfig.gtmId) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadScript(`${GTM_URL}?id=${encodeURIComponent(siteConfig.gtmId)}`);
  }
  loadSpeedMeasurement();
  trackPageView();
}

/** After a refusal (or a withdrawn consent): stop recording. Already loaded tags see consent denied. */
export function stopAnalytics(): void {
  if (!isAnalyticsEnabled()) return;
  setAnalyticsEnabled(false);
  gtag()("consent", "update", DENIED);
}
