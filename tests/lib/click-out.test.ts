import { describe, expect, it } from "vitest";
import { isValidDeepLinkName, safeAffiliateUrl, withTrackingParameters } from "@/lib/shared/click-outs/click-out";
import { readSessionCookie, SESSION_KEY } from "@/lib/shared/privacy/session-cookie";
import { parseWebhookPayload } from "@/lib/server/publishing/webhook-payload";

describe("click-out rules", () => {
  it("accepts plain deep link names only", () => {
    expect(isValidDeepLinkName("testwise")).toBe(true);
    expect(isValidDeepLinkName("lab-now-2")).toBe(true);
    for (const hostile of ["", "../admin", "a/b", "a%2Fb", "https:", "javascript:alert(1)", "//evil.example", "UPPER", "a..b", "a-", "x".repeat(101)]) {
      expect(isValidDeepLinkName(hostile)).toBe(false);
    }
  });

  it("redirects only to absolute http(s) URLs", () => {
    expect(safeAffiliateUrl("https://www.testwise.example/?aff=1")?.hostname).toBe("www.testwise.example");
    for (const bad of ["javascript:alert(1)", "data:text/html,hi", "/relative", "ftp://x.example", "", null]) {
      expect(safeAffiliateUrl(bad)).toBeNull();
    }
  });

  it("appends the visitor's tracking parameters without overriding the advertiser's", () => {
    const url = withTrackingParameters(new URL("https://www.testwise.example/?aff=1&utm_source=partner"), {
      utm_source: "newsletter",
      gclid: "abc",
      userId: "not-forwarded",
    });
    expect(url.searchParams.get("utm_source")).toBe("partner");
    expect(url.searchParams.get("gclid")).toBe("abc");
    expect(url.searchParams.has("userId")).toBe(false);
  });

  it("reads tracking parameters from the session cookie and ignores malformed ones", () => {
    expect(readSessionCookie({ [SESSION_KEY]: JSON.stringify({ userId: "u", gclid: "g1", utm_medium: "cpc" }) })).toEqual({ gclid: "g1", utm_medium: "cpc" });
    expect(readSessionCookie({ [SESSION_KEY]: "{not json" })).toEqual({});
    expect(readSessionCookie({})).toEqual({});
  });
});

describe("webhook handling", () => {
  // Hygraph docs, "Webhooks" → "Receiving a webhook": { operation, data: { __typename, id, stage, …, localizations } }.
  it("accepts Hygraph's payload shape only", () => {
    expect(parseWebhookPayload({ operation: "publish", data: { __typename: "Post", id: "p1", stage: "PUBLISHED", localizations: [{ locale: "en", slug: "x" }] } })).toEqual({
      payload: { operation: "publish", data: { __typename: "Post", id: "p1", stage: "PUBLISHED", slug: "x", slugs: [{ locale: "en", slug: "x" }] } },
    });
    for (const bad of [null, "x", {}, { operation: "publish" }, { operation: "publish", data: { id: "p1" } }]) {
      expect(parseWebhookPayload(bad)).toHaveProperty("problem");
    }
  });
});
