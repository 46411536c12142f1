import { OPEN_CONSENT_EVENT } from "@/lib/consent";

/** Footer button that reopens the consent choice. */
export function ConsentSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      Cookie settings
    </button>
  );
}
