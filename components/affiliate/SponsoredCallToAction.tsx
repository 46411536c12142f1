import type { ReactNode } from "react";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

/**
 * A call to action that earns a commission, with its disclosure at the element: a reader who
 * lands on a card, a table row or a review (or a screen reader moving from button to button)
 * learns it is sponsored there, not only once at the top of the page.
 */
export function SponsoredCallToAction({ children }: { children: ReactNode }) {
  const { t } = useMessages(comparisonMessages);
  return (
    <span className="sponsored-cta" data-disclosure="">
      {children}
      <span className="sponsored-cta__label">{t("sponsored")}</span>
    </span>
  );
}
