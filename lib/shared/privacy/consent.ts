import Cookies from "js-cookie";
import { CONSENT_KEY } from "./consent-key";

export { CONSENT_KEY };

/**
 * The visitor's analytics consent. Nothing third-party loads, and no analytics cookie is set,
 * until it is "granted". Global Privacy Control and Do-Not-Track count as a refusal.
 * The choice lives in localStorage; a "granted" choice is also mirrored in a first-party cookie
 * of the same name, so the server knows it may trace that visitor's requests (lib/shared/telemetry/monitoring.ts).
 */
export type ConsentChoice = "granted" | "denied";

/** How long the server-side mirror of a "granted" choice lasts; the banner asks again after. */
export const CONSENT_COOKIE_DAYS = 180;
/** Fired on window when the visitor asks to see the consent choice again (footer button). */
export const OPEN_CONSENT_EVENT = "sti-aware:open-consent";

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };

export function privacySignalRefuses(nav: PrivacyNavigator | undefined = typeof navigator === "undefined" ? undefined : navigator): boolean {
  if (!nav) return false;
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1" || nav.msDoNotTrack === "1";
}

/** The remembered choice; a privacy signal always wins; null means the visitor has not chosen yet. */
export function readConsent(): ConsentChoice | null {
  if (privacySignalRefuses()) return "denied";
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY);
    return stored === "granted" || stored === "denied" ? stored : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage blocked: the choice applies to this page view only.
  }
  if (choice === "granted") {
    Cookies.set(CONSENT_KEY, "granted", { expires: CONSENT_COOKIE_DAYS, path: "/", sameSite: "Lax", secure: window.location.protocol === "https:" });
  } else {
    Cookies.remove(CONSENT_KEY, { path: "/" });
  }
}

/** Whether a request's Cookie header carries the visitor's "granted" choice (read on the server). */
export function consentGrantedIn(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => pair.trim() === `${CONSENT_KEY}=granted`);
}
