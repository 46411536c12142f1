import { SiteLink } from "@/components/links/SiteLink";
import { createContext, useContext, type ReactNode } from "react";

/** True inside a region whose disclosure is already shown, so nested charts do not repeat it. */
const DisclosedContext = createContext(false);

/** Shown before the first affiliate link of a region (FTC: clear, and close to the links it covers). */
export function AffiliateDisclosure() {
  if (useContext(DisclosedContext)) return null;
  return (
    <p className="disclosure" role="note">
      <strong>Advertising disclosure:</strong> we earn a commission when you order through the links marked “paid link”, product
      cards and reviews on this page. It never changes our medical content; rankings follow{" "}
      <SiteLink href="/advertising-disclosure">our published method</SiteLink>.
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
