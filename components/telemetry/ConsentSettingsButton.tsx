import { OPENS_CONSENT_ATTRIBUTE } from "@/lib/browser/page/consent-button";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";

/**
 * Footer button that reopens the consent choice (named as visitors look for it: where to change or
 * withdraw); a press is taken by a listener on the document (lib/browser/page/consent-button.ts).
 */
export function ConsentSettingsButton() {
  const { t } = useMessages(shellMessages);
  return (
    <button type="button" className="link-button" {...{ [OPENS_CONSENT_ATTRIBUTE]: "" }}>
      {t("privacyChoices")}
    </button>
  );
}
