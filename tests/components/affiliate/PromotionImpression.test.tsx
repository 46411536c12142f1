/** @vitest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { mockIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { PromotionImpression } from "@/components/affiliate/PromotionImpression";
import { setAnalyticsEnabled } from "@/lib/analytics/events";
import { resetImpressions } from "@/lib/analytics/impressions";

const events = () => ((window.dataLayer ?? []) as Record<string, unknown>[]).map((event) => event.event);

beforeEach(() => {
  window.dataLayer = [];
  resetImpressions();
  setAnalyticsEnabled(true);
});
afterEach(() => setAnalyticsEnabled(false));

describe("promotion tracking", () => {
  it("reports view_promotion once per promotion per page view, however often it scrolls into view", () => {
    render(
      <PromotionImpression id="promo-a" name="TestWise Labs" slot="chart-1">
        <p>Row</p>
      </PromotionImpression>,
    );
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

  it("does not spend the impression before consent", () => {
    setAnalyticsEnabled(false);
    render(
      <PromotionImpression id="promo-b" name="HomeCheck Kits" slot="chart-2">
        <p>Row</p>
      </PromotionImpression>,
    );
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
    const link = screen.getByRole("link", { name: "Order a kit" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(events()).toEqual(["clickout-unique", "select_promotion"]);
    expect(link).toHaveAttribute("href", "/go/testwise");
    expect(link).toHaveAttribute("rel", "sponsored noopener");
  });
});
