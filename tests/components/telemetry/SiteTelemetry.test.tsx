/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_KEY, OPEN_CONSENT_EVENT } from "@/lib/consent";
import { setAnalyticsEnabled } from "@/lib/analytics/events";
import type { ShellSiteConfig } from "@/lib/types";

// The router is Next's, not ours: only its events are needed here.
vi.mock("next/router", () => ({ useRouter: () => ({ events: { on: vi.fn(), off: vi.fn() } }) }));
const { default: SiteTelemetry } = await import("@/components/telemetry/SiteTelemetry");

const siteConfig = { gaMeasurementId: "G-TEST", gtmId: "GTM-TEST" } as ShellSiteConfig;
const thirdPartyScripts = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});
afterEach(() => {
  setAnalyticsEnabled(false);
  Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
});

describe("consent", () => {
  it("asks first, loads no tag until the visitor accepts, and sets Consent Mode defaults to denied", () => {
    render(<SiteTelemetry siteConfig={siteConfig} />);
    expect(screen.getByRole("dialog", { name: "Your privacy" })).toBeInTheDocument();
    expect(thirdPartyScripts()).toEqual([]);
    const consentDefault = (window.dataLayer as IArguments[]).find((entry) => entry[0] === "consent");
    expect(consentDefault?.[2]).toMatchObject({ ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
    fireEvent.click(screen.getByRole("button", { name: "Accept analytics" }));
    expect(thirdPartyScripts()).toEqual(
      expect.arrayContaining([expect.stringContaining("gtag/js?id=G-TEST"), expect.stringContaining("gtm.js?id=GTM-TEST")]),
    );
    expect(localStorage.getItem(CONSENT_KEY)).toBe("granted");
  });

  it("remembers a refusal and lets the visitor change it from the footer", () => {
    const { unmount } = render(<SiteTelemetry siteConfig={siteConfig} />);
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();
    render(<SiteTelemetry siteConfig={siteConfig} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
    });
    expect(screen.getByRole("dialog", { name: "Your privacy" })).toBeInTheDocument();
    expect(thirdPartyScripts()).toEqual([]);
  });

  it("treats Global Privacy Control as a refusal", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    render(<SiteTelemetry siteConfig={siteConfig} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(thirdPartyScripts()).toEqual([]);
  });
});
