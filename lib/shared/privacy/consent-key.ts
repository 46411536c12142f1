/**
 * Name of the localStorage entry and of the cookie that hold the visitor's analytics choice
 * (lib/shared/privacy/consent.ts). On its own so the quick exit, in every page's first load, can
 * clear it without the consent code's cookie library.
 */
export const CONSENT_KEY = "sti_aware_consent";
