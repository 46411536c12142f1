/**
 * Google's command queue, on its own so that the consent gate (components/telemetry/SiteTelemetry.tsx)
 * can write the Consent Mode defaults without loading the analytics modules.
 */

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Google's gtag(): queues commands on dataLayer as arguments objects, the only form gtag.js reads. */
export function gtag(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params -- gtag.js accepts only an Arguments object, not an array
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

/** True when a dataLayer entry is a gtag command starting with these words (e.g. "consent", "default"). */
export function isGtagCommand(entry: unknown, ...words: string[]): boolean {
  if (Object.prototype.toString.call(entry) !== "[object Arguments]") return false;
  return words.every((word, index) => (entry as IArguments)[index] === word);
}
