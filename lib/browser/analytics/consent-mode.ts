import { gtag, isGtagCommand } from "./gtag";

/**
 * Google Consent Mode v2 states. Advertising signals stay denied for every visitor, whatever they
 * choose: reading about sexual health must never feed ad profiles. Accepting analytics grants
 * measurement only.
 */
const ADVERTISING_DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" } as const;
export const DENIED = { ...ADVERTISING_DENIED, analytics_storage: "denied" } as const;
export const ANALYTICS_ONLY = { ...ADVERTISING_DENIED, analytics_storage: "granted" } as const;

/** Consent Mode v2 defaults: everything denied, pushed once per page load however often it is asked for. */
export function setConsentDefaults(): void {
  if (window.dataLayer?.some((entry) => isGtagCommand(entry, "consent", "default"))) return;
  gtag()("consent", "default", { ...DENIED, wait_for_update: 500 });
}
