import { describe, expect, it } from "vitest";
import { callToActionFor, couponFor, rankPromotions } from "@/lib/shared/content/comparison";
import { advertiser, promotion } from "../fixtures/content";

describe("comparison rules", () => {
  it("orders by score descending, keeps editorial order on ties, drops disabled advertisers", () => {
    const ranked = rankPromotions([
      promotion("a", 8),
      promotion("b", 9.5),
      promotion("c", 8),
      promotion("d", 10, { advertiser: advertiser("d", { isDisabled: true }) }),
    ]);
    expect(ranked.map((p) => p.id)).toEqual(["promo-b", "promo-a", "promo-c"]);
  });

  it("uses the coupon, else the advertiser default, else none", () => {
    expect(couponFor(promotion("a", 1, { couponText: "SAVE10" }))).toBe("SAVE10");
    expect(couponFor(promotion("a", 1, { advertiser: advertiser("a", { defaultCouponText: "Free shipping" }) }))).toBe("Free shipping");
    expect(couponFor(promotion("a", 1))).toBeNull();
  });

  it("labels the call to action with the deep link's words when the promotion has none", () => {
    expect(callToActionFor(promotion("a", 1, { callToAction: null }))).toBe("Order a kit");
  });
});
