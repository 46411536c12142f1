/** @vitest-environment jsdom */
import { render as renderElement, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { FeatureListsContext } from "@/components/comparison/FeatureList";
import { PromotionCard } from "@/components/comparison/PromotionCard";
import { featureListsOf } from "@/lib/server/page-data/feature-lists";
import { advertiser, asset, promotion } from "../../fixtures/content";

/** Renders a card as a page does: its brands' features parsed on the server, handed down in the page's props. */
const render = (card: ReactElement<{ promotion: unknown }>) =>
  renderElement(<FeatureListsContext.Provider value={featureListsOf(card.props.promotion)}>{card}</FeatureListsContext.Provider>);

describe("PromotionCard", () => {
  it("shows rank, ribbon, score, coupon, features and a sponsored call to action via /go/", () => {
    render(
      <PromotionCard
        rank={2}
        slot="chart-test"
        promotion={promotion("testwise", 9.35, { ribbon: "Best overall", couponText: "SAVE15 – 15% off" })}
      />,
    );
    expect(screen.getByText("#2")).toBeInTheDocument();
    expect(screen.getByText("Best overall")).toBeInTheDocument();
    expect(screen.getByText("9.4")).toBeInTheDocument();
    expect(screen.getByText(/SAVE15/)).toBeInTheDocument();
    expect(screen.getByText("Discreet packaging").tagName).toBe("LI");
    const cta = screen.getByRole("link", { name: /Get tested/ });
    expect(cta).toHaveAttribute("href", "/go/testwise");
    expect(cta.getAttribute("rel")).toContain("sponsored");
    expect(cta.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("img", { name: "Testwise Labs logo" }).getAttribute("src")).toMatch(/\/optimized\/logo-testwise\.svg\?w=\d+&q=75$/);
  });

  it("shows the landing-page preview 500 wide: the promotion's own, else its advertiser's, else none", () => {
    const own = asset("preview-testwise", { alt: null, width: 1000, height: 625 });
    const { unmount } = render(
      <PromotionCard
        slot="embed"
        promotion={promotion("testwise", 9, { landing_page_preview_image: own, advertiser: advertiser("testwise", { landing_page_preview_image: asset("preview-brand") }) })}
      />,
    );
    const preview = screen.getByRole("img", { name: "Testwise Labs website" });
    expect(preview.getAttribute("src")).toMatch(/\/optimized\/preview-testwise\.svg\?w=500&q=75$/);
    expect(preview).toHaveAttribute("width", "500");
    expect(preview).toHaveAttribute("height", "313");
    unmount();
    const { unmount: unmountBrand } = render(
      <PromotionCard slot="embed" promotion={promotion("homecheck", 8, { advertiser: advertiser("homecheck", { landing_page_preview_image: asset("preview-brand") }) })} />,
    );
    expect(screen.getByRole("img", { name: "Alt text for preview-brand" }).getAttribute("src")).toMatch(/\/optimized\/preview-brand\.svg\?w=500&q=75$/);
    unmountBrand();
    render(<PromotionCard slot="embed" promotion={promotion("labnow", 7)} />);
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual(["Labnow Labs logo"]);
  });

  it("falls back to the advertiser's default coupon text", () => {
    render(
      <PromotionCard
        slot="embed"
        promotion={promotion("homecheck", 8, { advertiser: advertiser("homecheck", { defaultCouponText: "Free shipping" }) })}
      />,
    );
    expect(screen.getByText(/Free shipping/)).toBeInTheDocument();
  });

  it("never renders raw HTML from features markdown", () => {
    const { container } = render(
      <PromotionCard slot="embed" promotion={promotion("evil", 5, { features_md: '- ok\n- <img src=x onerror="alert(1)">\n- <script>alert(1)</script>' })} />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img[onerror]")).toBeNull();
    expect(screen.getByText("ok")).toBeInTheDocument();
  });

  it("renders nothing for a disabled advertiser", () => {
    const { container } = render(
      <PromotionCard slot="embed" promotion={promotion("shieldco", 9, { advertiser: advertiser("shieldco", { isDisabled: true }) })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
