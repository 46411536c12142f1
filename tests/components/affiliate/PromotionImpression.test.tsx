/** @vitest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { intersectionMockInstance, mockIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { PromotionImpression } from "@/components/affiliate/PromotionImpression";
import { setAnalyticsEnabled } from "@/lib/browser/analytics/events";
import { resetImpressions } from "@/lib/browser/analytics/impressions";
import { installPageTracking } from "@/lib/browser/analytics/page-tracking";

const events = () => ((window.dataLayer ?? []) as Record<string, unknown>[]).map((event) => event.event);

let stopTracking: () => void = () => undefined;
/** Page tracking as the site starts it: after the page's markup is there. */
const track = () => {
  stopTracking = installPageTracking();
};

beforeEach(() => {
  window.dataLayer = [];
  resetImpressions();
  setAnalyticsEnabled(true);
});
afterEach(() => {
  stopTracking();
  setAnalyticsEnabled(false);
});

describe("promotion tracking", () => {
  it("reports view_promotion once per promotion per page view, however often it scrolls into view", () => {
    render(
      <PromotionImpression id="promo-a" name="TestWise Labs" slot="chart-1">
        <p>Row</p>
      </PromotionImpression>,
    );
    track();
    const row = screen.getByText("Row").parentElement as HTMLElement;
    mockIsIntersecting(row, true);
    mockIsIntersecting(row, false);
    mockIsIntersecting(row, true);
    expect(events()).toEqual(["view_promotion"]);
    resetImpressions();
    mockIsIntersecting(row, false);
    mockIsIntersecting(row, true);
    expect(events()).toEqual(["view_promotion", "view_promotion"]);
  });

  it("counts a promotion in view within the margin it is given, and within the viewport itself by default", () => {
    render(
      <>
        <PromotionImpression id="promo-a" name="TestWise Labs" slot="chart-1" viewMargin="200px">
          <p>Early</p>
        </PromotionImpression>
        <PromotionImpression id="promo-b" name="HomeCheck Kits" slot="chart-2">
          <p>Default</p>
        </PromotionImpression>
      </>,
    );
    track();
    const early = screen.getByText("Early").parentElement as HTMLElement;
    const plain = screen.getByText("Default").parentElement as HTMLElement;
    expect(intersectionMockInstance(early).rootMargin).toBe("200px");
    expect(intersectionMockInstance(plain).rootMargin).toBe("0px");
    mockIsIntersecting(early, true);
    mockIsIntersecting(plain, true);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: "view_promotion", ecommerce: expect.objectContaining({ creative_slot: "chart-1" }) }),
      expect.objectContaining({ event: "view_promotion", ecommerce: expect.objectContaining({ creative_slot: "chart-2" }) }),
    ]);
  });

  it("does not spend the impression before consent", () => {
    setAnalyticsEnabled(false);
    render(
      <PromotionImpression id="promo-b" name="HomeCheck Kits" slot="chart-2">
        <p>Row</p>
      </PromotionImpression>,
    );
    track();
    const row = screen.getByText("Row").parentElement as HTMLElement;
    mockIsIntersecting(row, true);
    expect(events()).toEqual([]);
    setAnalyticsEnabled(true);
    mockIsIntersecting(row, false);
    mockIsIntersecting(row, true);
    expect(events()).toEqual(["view_promotion"]);
  });

  it("reports clickout-unique and select_promotion when a promotion's call to action is clicked", () => {
    render(
      <AffiliateLink deepLinkName="testwise" advertiser="TestWise Labs" element="chart-cta" promotion={{ id: "promo-a", name: "TestWise Labs", slot: "chart-1" }}>
        Order a kit
      </AffiliateLink>,
    );
    track();
    const link = screen.getByRole("link", { name: "Order a kit" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(events()).toEqual(["clickout-unique", "select_promotion"]);
    expect(link).toHaveAttribute("href", "/go/testwise");
    expect(link).toHaveAttribute("rel", "sponsored noopener");
  });

  it("reports promotions that appear after tracking started (client-side navigation, server-rendered regions)", async () => {
    track();
    const region = document.createElement("div");
    region.innerHTML = '<div data-impression-id="promo-c" data-impression-name="CareLink" data-impression-slot="post-embed"><p>Card</p></div>';
    document.body.append(region);
    // The page's DOM observer picks the new element up.
    await vi.waitFor(() => mockIsIntersecting(region.firstElementChild as HTMLElement, true));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: "view_promotion", ecommerce: expect.objectContaining({ creative_slot: "post-embed" }) }));
    region.remove();
  });

  it("reports faq_open when a marked question is opened, not when it is closed", () => {
    track();
    const region = document.createElement("div");
    region.innerHTML = '<details data-event-component="FaqList" data-event-section="PrEP"><summary> Who is PrEP for? </summary><p>Answer</p></details>';
    document.body.append(region);
    const details = region.querySelector("details") as HTMLDetailsElement;
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
    details.open = false;
    details.dispatchEvent(new Event("toggle"));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "faq_open", Component: "FaqList", Section: "PrEP", text: "Who is PrEP for?" })]);
    region.remove();
  });
});
