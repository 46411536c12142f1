import { SiteLink } from "@/components/links/SiteLink";
import { createContext, useContext, type ReactNode } from "react";
import { useSitePage } from "@/lib/shared/content/site-pages-context";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

/** True inside a region whose disclosure is already shown, so nested charts do not repeat it. */
const DisclosedContext = createContext(false);

/** Shown before the first affiliate link of a region (FTC: clear, and close to the links it covers). */
export function AffiliateDisclosure() {
  const { t } = useMessages(comparisonMessages);
  const disclosurePage = useSitePage("advertisingDisclosure");
  if (useContext(DisclosedContext)) return null;
  return (
    <p className="disclosure" role="note">
      <strong>{t("disclosureTitle")}</strong> {t("disclosureText")} <SiteLink href={disclosurePage}>{t("disclosureLink")}</SiteLink>.
    </p>
  );
}

/** Content that may hold affiliate elements: one disclosure before all of it when it does. */
export function SponsoredRegion({ sponsored, children }: { sponsored: boolean; children: ReactNode }) {
  if (!sponsored) return children;
  return (
    <>
      <AffiliateDisclosure />
      <DisclosedContext value={true}>{children}</DisclosedContext>
    </>
  );
}
