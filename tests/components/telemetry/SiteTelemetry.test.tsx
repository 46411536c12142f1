/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { intersectionMockInstance, mockIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_KEY, OPEN_CONSENT_EVENT } from "@/lib/shared/privacy/consent";
import { setAnalyticsEnabled } from "@/lib/browser/analytics/events";
import { isGtagCommand } from "@/lib/browser/analytics/gtag";
import { SESSION_KEY } from "@/lib/browser/visitor/session";
import Cookies from "js-cookie";
import { PromotionImpression } from "@/components/affiliate/PromotionImpression";
import type { ShellSiteConfig } from "@/lib/shared/content/types";

// The router is Next's, not ours: only its events are needed here.
vi.mock("next/router", () => ({ useRouter: () => ({ events: { on: vi.fn(), off: vi.fn() } }) }));
const { default: SiteTelemetry } = await import("@/components/telemetry/SiteTelemetry");

const siteConfig = { gaMeasurementId: "G-TEST", gtmId: "GTM-TEST" } as ShellSiteConfig;
const thirdPartyScripts = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

beforeEach(() => {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  window.dataLayer = [];
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});
afterEach(() => {
  setAnalyticsEnabled(false);
  Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
});

describe("consent", () => {
  it("asks first, loads no tag until the visitor accepts, and sets Consent Mode defaults to denied", async () => {
    render(<SiteTelemetry siteConfig={siteConfig} />);
    expect(await screen.findByRole("dialog", { name: "Your privacy" })).toBeInTheDocument();
    expect(thirdPartyScripts()).toEqual([]);
    const consentDefault = (window.dataLayer as IArguments[]).find((entry) => entry[0] === "consent");
    expect(consentDefault?.[2]).toMatchObject({ ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
    fireEvent.click(screen.getByRole("button", { name: "Accept analytics" }));
    await vi.waitFor(() =>
      expect(thirdPartyScripts()).toEqual(
        expect.arrayContaining([expect.stringContaining("gtag/js?id=G-TEST"), expect.stringContaining("gtm.js?id=GTM-TEST")]),
      ),
    );
    expect(localStorage.getItem(CONSENT_KEY)).toBe("granted");
  });

  it("remembers a refusal and lets the visitor change it from the footer", async () => {
    const { unmount } = render(<SiteTelemetry siteConfig={siteConfig} />);
    fireEvent.click(await screen.findByRole("button", { name: "Reject" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();
    render(<SiteTelemetry siteConfig={siteConfig} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
    });
    expect(screen.getByRole("dialog", { name: "Your privacy" })).toBeInTheDocument();
    // The remembered refusal, applied in a later task, does not close the banner the visitor asked for.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("dialog", { name: "Your privacy" })).toBeInTheDocument();
    expect(thirdPartyScripts()).toEqual([]);
  });

  it("on a page with urgent help, does not open an unanswered question over it: it waits for the next page, and the footer still opens it", async () => {
    const { rerender } = render(<SiteTelemetry siteConfig={siteConfig} mayAskConsent={false} />);
    // Past the tasks the consent steps run in.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(thirdPartyScripts()).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
    });
    expect(screen.getByRole("dialog", { name: "Your privacy" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    rerender(<SiteTelemetry siteConfig={siteConfig} mayAskConsent={false} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks on the next ordinary page when the visitor arrived on an urgent one", async () => {
    const { rerender } = render(<SiteTelemetry siteConfig={siteConfig} mayAskConsent={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    rerender(<SiteTelemetry siteConfig={siteConfig} mayAskConsent />);
    // The consent read runs in a task of its own: on a busy machine it may land after the rerender.
    expect(await screen.findByRole("dialog", { name: "Your privacy" })).toBeInTheDocument();
  });

  it("treats Global Privacy Control as a refusal", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    render(<SiteTelemetry siteConfig={siteConfig} />);
    // Past the tasks the consent steps run in.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(thirdPartyScripts()).toEqual([]);
  });
});

describe("what is stored before and after consent", () => {
  it("stores no visitor session until the visitor accepts, then stores it, and deletes it when they refuse", async () => {
    window.history.replaceState(null, "", "/blog/genital-herpes-facts?utm_source=mail&email=me@mail.example");
    render(<SiteTelemetry siteConfig={siteConfig} />);
    const accept = await screen.findByRole("button", { name: "Accept analytics" });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(Cookies.get(SESSION_KEY)).toBeUndefined();

    fireEvent.click(accept);
    await vi.waitFor(() => expect(Cookies.get(SESSION_KEY)).toBeDefined());
    const session = JSON.parse(Cookies.get(SESSION_KEY) ?? "{}");
    expect(session).toMatchObject({ utm_source: "mail", referrer: "http://localhost:3000" });
    expect(JSON.stringify(session)).not.toContain("mail.example");

    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
    });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(Cookies.get(SESSION_KEY)).toBeUndefined();
  });

  it("says in the banner what is stored and sent before and after consent", async () => {
    render(<SiteTelemetry siteConfig={siteConfig} />);
    const banner = await screen.findByRole("dialog", { name: "Your privacy" });
    const text = banner.textContent?.replace(/\s+/g, " ") ?? "";
    expect(text).toContain("Until you choose, nothing about your visit is stored on this device or sent to anyone else");
    expect(text).toContain("Google Analytics and Tag Manager load, set their cookies and receive the address of each page you read");
    expect(text).toContain("A cookie and your browser's storage keep a random ID");
    expect(text).toContain("for 7 days");
    expect(text).not.toContain("never share what you read");
  });

  it("is layered: two short sentences say what accepting does, the details wait in a closed disclosure", async () => {
    render(<SiteTelemetry siteConfig={siteConfig} />);
    const banner = await screen.findByRole("dialog", { name: "Your privacy" });
    // The dialog's description is the first layer (its accessible description, and what a phone shows).
    const summary = document.getElementById(banner.getAttribute("aria-describedby") ?? "")?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    expect(summary).toBe("Nothing about your visit is stored or shared until you choose. Accepting lets Google Analytics measure your visit with cookies.");
    const details = banner.querySelector("details");
    expect(details?.open).toBe(false);
    expect(details?.textContent).toContain("for 7 days");
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
  });
});

describe("Google Consent Mode and page views", () => {
  it("grants analytics storage only: advertising signals stay denied and GA4 is set up without signals or ad personalisation", async () => {
    render(<SiteTelemetry siteConfig={siteConfig} />);
    fireEvent.click(await screen.findByRole("button", { name: "Accept analytics" }));
    await vi.waitFor(() => expect((window.dataLayer ?? []).some((entry) => isGtagCommand(entry, "config", "G-TEST"))).toBe(true));
    const updates = (window.dataLayer as IArguments[]).filter((entry) => isGtagCommand(entry, "consent", "update"));
    expect(updates.map((entry) => entry[2])).toEqual([{ analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }]);
    const config = (window.dataLayer as IArguments[]).find((entry) => isGtagCommand(entry, "config", "G-TEST"));
    expect(config?.[2]).toMatchObject({ allow_google_signals: false, allow_ad_personalization_signals: false, send_page_view: false });
    expect(Cookies.get("sti_aware_consent")).toBe("granted");
  });

  it("withdrawing from the footer deletes the session and the tags' cookies, switches GA4 off and forgets the consent cookie", async () => {
    render(<SiteTelemetry siteConfig={siteConfig} />);
    fireEvent.click(await screen.findByRole("button", { name: "Accept analytics" }));
    await vi.waitFor(() => expect(Cookies.get(SESSION_KEY)).toBeDefined());
    for (const name of ["_ga", "_ga_TEST", "_ALGOLIA"]) Cookies.set(name, "GA1.1.123", { path: "/" });
    act(() => {
      window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
    });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(Object.keys(Cookies.get())).toEqual([]);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe("denied");
    expect(window["ga-disable-G-TEST"]).toBe(true);
    const lastConsent = (window.dataLayer as IArguments[]).filter((entry) => isGtagCommand(entry, "consent", "update")).at(-1);
    expect(lastConsent?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
  });

  it("pushes the consent defaults once, however often the shell re-renders with a new page's configuration", async () => {
    localStorage.setItem(CONSENT_KEY, "granted");
    const { rerender } = render(<SiteTelemetry siteConfig={siteConfig} />);
    rerender(<SiteTelemetry siteConfig={{ ...siteConfig }} />);
    rerender(<SiteTelemetry siteConfig={{ ...siteConfig }} />);
    await vi.waitFor(() => expect((window.dataLayer ?? []).filter((entry) => isGtagCommand(entry, "event", "page_view"))).toHaveLength(1));
    expect((window.dataLayer ?? []).filter((entry) => isGtagCommand(entry, "consent", "default"))).toHaveLength(1);
    expect((window.dataLayer ?? []).filter((entry) => isGtagCommand(entry, "event", "page_view"))).toHaveLength(1);
  });
});

describe("page tracking", () => {
  it("watches nothing on the page until the visitor accepts, then reports the promotions they see", async () => {
    render(
      <>
        <PromotionImpression id="promo-a" name="TestWise Labs" slot="chart-1">
          <p>Row</p>
        </PromotionImpression>
        <SiteTelemetry siteConfig={siteConfig} />
      </>,
    );
    await screen.findByRole("dialog", { name: "Your privacy" });
    const row = screen.getByText("Row").parentElement as HTMLElement;
    // Past the tasks the consent steps run in: still no observer on the promotion.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(() => intersectionMockInstance(row)).toThrow();

    fireEvent.click(screen.getByRole("button", { name: "Accept analytics" }));
    await vi.waitFor(() => expect(intersectionMockInstance(row)).toBeDefined());
    mockIsIntersecting(row, true);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: "view_promotion", ecommerce: expect.objectContaining({ creative_slot: "chart-1" }) }));
  });
});
