/** @vitest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PromotionCard } from "@/components/comparison/PromotionCard";
import { RichText } from "@/components/rich-text/RichText";
import { setAnalyticsEnabled } from "@/lib/browser/analytics/events";
import { installPageTracking } from "@/lib/browser/analytics/page-tracking";
import { deepLink, promotion } from "../../fixtures/content";

// Algolia's search-insights is the third-party edge: record what it is asked to send.
const insightsCalls = vi.hoisted((): [string, unknown][] => []);
vi.mock("search-insights", () => ({ default: (method: string, payload?: unknown) => void insightsCalls.push([method, payload]) }));

const events = () => (window.dataLayer ?? []) as Record<string, unknown>[];

let stopTracking: () => void = () => undefined;

beforeEach(() => {
  stopTracking = installPageTracking();
  window.dataLayer = [];
  insightsCalls.length = 0;
  vi.stubEnv("NEXT_PUBLIC_ALGOLIA_APP_ID", "APP");
  vi.stubEnv("NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", "search-key");
  vi.stubEnv("NEXT_PUBLIC_ALGOLIA_INDEX", "promotions");
  setAnalyticsEnabled(true);
});
afterEach(() => {
  stopTracking();
  setAnalyticsEnabled(false);
  vi.unstubAllEnvs();
});

describe("click-out analytics", () => {
  it("reports the brand and the visible text of a promotion's call to action, and a search-analytics conversion", async () => {
    render(<PromotionCard slot="chart-test" rank={1} promotion={promotion("testwise", 9.4)} />);
    const cta = screen.getByRole("link", { name: /Get tested/ });
    fireEvent.click(cta);
    expect(events().find((event) => event.event === "clickout-unique")).toMatchObject({ Advertiser: "Testwise Labs", Text: "Get tested", Element: "chart-test" });
    await vi.waitFor(() => expect(insightsCalls.map(([method]) => method)).toContain("convertedObjectIDs"));
    expect(insightsCalls).toContainEqual(["clickedObjectIDs", { index: "promotions", eventName: "Promotion clicked", objectIDs: ["promo-testwise"] }]);
    expect(insightsCalls).toContainEqual(["convertedObjectIDs", { index: "promotions", eventName: "Promotion click-out", objectIDs: ["promo-testwise"] }]);
  });

  it("names the brand, not the deep link, for an inline affiliate link in rich text", () => {
    render(
      <RichText
        variant="post"
        content={{
          json: { children: [{ type: "paragraph", children: [{ type: "link", nodeId: "deeplink-carelink", nodeType: "DeepLink", children: [{ text: "a telehealth consult" }] }] }] },
          references: [{ __typename: "DeepLink", ...deepLink("carelink"), id: "deeplink-carelink", brandName: "CareLink Telehealth" }],
        }}
      />,
    );
    fireEvent.click(screen.getByRole("link", { name: "a telehealth consult" }));
    expect(events().find((event) => event.event === "clickout-unique")).toMatchObject({ Advertiser: "CareLink Telehealth", Text: "a telehealth consult", Element: "inline-link" });
  });
});
