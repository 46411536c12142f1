import { OPEN_CONSENT_EVENT } from "@/lib/shared/privacy/consent";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";

/** Footer button that reopens the consent choice (named as visitors look for it: where to change or withdraw). */
export function ConsentSettingsButton() {
  const { t } = useMessages(shellMessages);
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {t("privacyChoices")}
    </button>
  );
}
