import { OPEN_CONSENT_EVENT } from "@/lib/shared/privacy/consent";

/** The attribute that marks a button reopening the consent choice (components/telemetry/ConsentSettingsButton.tsx). */
export const OPENS_CONSENT_ATTRIBUTE = "data-opens-consent";

/**
 * A press of such a button asks the telemetry (components/telemetry/SiteTelemetry.tsx) for the
 * consent question, from one listener on the document: the footer's button is the server's
 * markup, never hydrated (components/markup/ServerMarkup.tsx). Returns the function that removes it.
 */
export function consentButtonListener(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${OPENS_CONSENT_ATTRIBUTE}]`)) window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
