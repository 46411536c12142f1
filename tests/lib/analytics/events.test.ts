/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  setAnalyticsEnabled,
  trackClickout,
  trackEvent,
  trackPageView,
  trackSelectPromotion,
  trackViewPromotion,
} from "@/lib/browser/analytics/events";
import { withOnlyTrackingParameters } from "@/lib/shared/click-outs/click-out";
import { SESSION_KEY } from "@/lib/browser/visitor/session";

const events = () => (window.dataLayer ?? []) as Record<string, unknown>[];

beforeEach(() => {
  window.dataLayer = [];
  window.history.replaceState(null, "", "/blog/hpv-vaccine?utm_source=mail&email=someone@example.com");
  localStorage.setItem(SESSION_KEY, JSON.stringify({ userId: "0b6b3c4e-3f1a-4d5e-9a8b-1c2d3e4f5a6b", href: "x", referrer: "y", gclid: "g" }));
  setAnalyticsEnabled(true);
});
afterEach(() => setAnalyticsEnabled(false));

describe("analytics events (docs/requirements.md, Queries and events)", () => {
  it("records nothing before consent", () => {
    setAnalyticsEnabled(false);
    trackPageView("/");
    trackClickout({ Advertiser: "TestWise Labs", Element: "chart", Text: "Order" });
    expect(events()).toEqual([]);
  });

  it("page config is the gtag command `event page_view`, carrying page_path and an address without foreign parameters", () => {
    trackPageView("/prevention/page/2?utm_source=x");
    expect(events()).toHaveLength(1);
    const command = events()[0];
    // gtag.js reads arguments objects only; a plain { event: "page_view" } object is ignored.
    expect(Object.prototype.toString.call(command)).toBe("[object Arguments]");
    expect([...(command as unknown as IArguments)]).toEqual([
      "event",
      "page_view",
      { page_path: "/prevention/page/2", page_location: "http://localhost:3000/blog/hpv-vaccine?utm_source=mail", traffic_source: "ppc" },
    ]);
  });

  it("clickout-unique carries Advertiser, PagePath (default: current path), Element and Text", () => {
    trackClickout({ Advertiser: "TestWise Labs", Element: "chart-cta", Text: "Order a kit" });
    expect(events()[0]).toEqual({ event: "clickout-unique", Advertiser: "TestWise Labs", PagePath: "/blog/hpv-vaccine", Element: "chart-cta", Text: "Order a kit", traffic_source: "ppc" });
  });

  it("the generic event defaults Value to 0 and href to the current URL, keeping only campaign parameters", () => {
    trackEvent({ name: "faq_open", Component: "FaqList", Section: "article", text: "Is PrEP safe?" });
    expect(events()[0]).toEqual({
      event: "faq_open",
      Component: "FaqList",
      Value: 0,
      Section: "article",
      href: "http://localhost:3000/blog/hpv-vaccine?utm_source=mail",
      text: "Is PrEP safe?",
      traffic_source: "ppc",
    });
  });

  it("view_promotion and select_promotion carry creative_name, creative_slot and items", () => {
    const promotion = { creative_name: "TestWise Labs", creative_slot: "chart-1", items: [{ item_id: "promo-testwise", item_name: "TestWise Labs" }] };
    trackViewPromotion(promotion);
    trackSelectPromotion(promotion);
    expect(events().map((event) => event.event)).toEqual(["view_promotion", "select_promotion"]);
    expect(events()[1].ecommerce).toEqual(promotion);
  });

  it("strips every query parameter but campaign ones from URLs", () => {
    expect(withOnlyTrackingParameters("https://x.example/a?gclid=1&name=private&utm_medium=cpc#top")).toBe("https://x.example/a?gclid=1&utm_medium=cpc");
  });
});
