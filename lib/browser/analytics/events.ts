import { withOnlyTrackingParameters } from "@/lib/shared/click-outs/click-out";
import { currentSession, trafficSource } from "@/lib/browser/visitor/session";
import { gtag } from "./gtag";

/**
 * Analytics events (docs/requirements.md, Queries and events), pushed to the tag manager's dataLayer. Nothing is recorded until
 * the visitor consents (see lib/shared/privacy/consent.ts): before that, events are dropped, not queued.
 * Payloads carry the page path and promotion names only, never article text, and URLs keep
 * only campaign parameters.
 */

export type DataLayerEvent = Record<string, unknown> & { event: string };

let analyticsEnabled = false;

export function setAnalyticsEnabled(enabled: boolean): void {
  analyticsEnabled = enabled;
}

export function isAnalyticsEnabled(): boolean {
  return analyticsEnabled;
}

function push(event: DataLayerEvent): void {
  if (!analyticsEnabled || typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ...event, traffic_source: trafficSource(currentSession()) });
}

const currentPath = () => (typeof window === "undefined" ? "" : window.location.pathname);
/** The page address analytics may see: campaign parameters only. */
export const trackedLocation = () => (typeof window === "undefined" ? "" : withOnlyTrackingParameters(window.location.href));

/**
 * Page config carrying page_path, sent on first load and every route change as a gtag
 * `event page_view` command (gtag.js ignores plain dataLayer objects).
 */
export function trackPageView(pagePath: string = currentPath()): void {
  if (!analyticsEnabled || typeof window === "undefined") return;
  gtag()("event", "page_view", {
    page_path: pagePath.split("?")[0],
    page_location: trackedLocation(),
    traffic_source: trafficSource(currentSession()),
  });
}

/** The text a visitor sees in an element: screen-reader-only additions ("opens in a new tab") left out. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll(".visually-hidden").forEach((hidden) => hidden.remove());
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

export type ClickoutEvent = { Advertiser: string; PagePath?: string; Element: string; Text: string };

export function trackClickout({ Advertiser, PagePath = currentPath(), Element, Text }: ClickoutEvent): void {
  push({ event: "clickout-unique", Advertiser, PagePath, Element, Text });
}

export type GenericEvent = { name: string; Component: string; Value?: number; Section: string; href?: string; text: string };

export function trackEvent({ name, Component, Value = 0, Section, href = trackedLocation(), text }: GenericEvent): void {
  push({ event: name, Component, Value, Section, href: href ? withOnlyTrackingParameters(href) : href, text });
}

export type PromotionItem = { item_id: string; item_name: string; index?: number };
export type PromotionEvent = { creative_name: string; creative_slot: string; items: PromotionItem[] };

export function trackViewPromotion(promotion: PromotionEvent): void {
  push({ event: "view_promotion", ecommerce: promotion });
}

export function trackSelectPromotion(promotion: PromotionEvent): void {
  push({ event: "select_promotion", ecommerce: promotion });
}
