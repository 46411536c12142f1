import type { SiteConfig } from "@/lib/shared/content/types";
import { ANALYTICS_ONLY, DENIED } from "./consent-mode";
import { isAnalyticsEnabled, setAnalyticsEnabled, trackedLocation, trackPageView } from "./events";
import { gtag } from "./gtag";

/**
 * Loads the third-party tags after the visitor consents, never before: after the Consent Mode v2
 * defaults (./consent-mode.ts, written when the choice is read), GA4, Google Tag Manager and the speed-measurement script
 * (the npm `web-vitals` package as a lazy chunk from this site, not a third-party CDN).
 */

export const GTAG_URL = "https://www.googletagmanager.com/gtag/js";
export const GTM_URL = "https://www.googletagmanager.com/gtm.js";
export const SPEED_SCRIPT_BLOCKED_MESSAGE =
  "The speed-measurement script could not be loaded. Content blockers may be enabled.";

declare global {
  interface Window {
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

/** GA4 settings that keep it from linking visitors across Google (signals) or personalising ads. */
export const GA_PRIVACY_SETTINGS = { allow_google_signals: false, allow_ad_personalization_signals: false } as const;

declare global {
  interface Window {
    /** GA4's own opt-out switch, read before every hit: `window["ga-disable-G-XXXX"] = true`. */
    [gaDisable: `ga-disable-${string}`]: boolean | undefined;
  }
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
  tag("consent", "update", ANALYTICS_ONLY);
  // Ad click identifiers are redacted from what is sent while ad storage is denied (always).
  tag("set", "ads_data_redaction", true);
  if (siteConfig.gaMeasurementId) {
    window[`ga-disable-${siteConfig.gaMeasurementId}`] = false;
    tag("js", new Date());
    // Page views are sent explicitly on every route change (trackPageView), and gtag.js is
    // never left to read the address itself: it would send every query parameter.
    tag("config", siteConfig.gaMeasurementId, { send_page_view: false, page_location: trackedLocation(), ...GA_PRIVACY_SETTINGS });
    loadScript(`${GTAG_URL}?id=${encodeURIComponent(siteConfig.gaMeasurementId)}`);
  }
  if (siteConfig.gtmId) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadScript(`${GTM_URL}?id=${encodeURIComponent(siteConfig.gtmId)}`);
  }
  loadSpeedMeasurement();
  trackPageView();
}

/**
 * After a refusal (or a withdrawn consent): stop recording. Tags already loaded on this page see
 * consent denied and GA4 is switched off by its own opt-out flag; the next page load loads none.
 */
export function stopAnalytics(siteConfig: Pick<SiteConfig, "gaMeasurementId">): void {
  if (siteConfig.gaMeasurementId) window[`ga-disable-${siteConfig.gaMeasurementId}`] = true;
  if (!isAnalyticsEnabled()) return;
  setAnalyticsEnabled(false);
  gtag()("consent", "update", DENIED);
}
