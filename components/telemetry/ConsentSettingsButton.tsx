import { OPEN_CONSENT_EVENT } from "@/lib/shared/privacy/consent";

/** Footer button that reopens the consent choice (named as visitors look for it: where to change or withdraw). */
export function ConsentSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      Privacy choices
    </button>
  );
}
