/**
 * The visitor's analytics consent. Nothing third-party loads, and no analytics cookie is set,
 * until it is "granted". Global Privacy Control and Do-Not-Track count as a refusal.
 */
export type ConsentChoice = "granted" | "denied";

export const CONSENT_KEY = "sti_aware_consent";
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
}
