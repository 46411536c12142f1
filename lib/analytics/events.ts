import { TRACKING_PARAMETERS } from "../click-out";
import { currentSession, trafficSource } from "../session";

/**
 * Analytics events (SPEC §7), pushed to the tag manager's dataLayer. Nothing is recorded until
 * the visitor consents (see lib/consent.ts): before that, events are dropped, not queued.
 * Payloads carry the page path and promotion names only, never article text, and URLs keep
 * only campaign parameters.
 */

export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

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

/** A URL without its query string, except campaign parameters. */
export function sanitizeUrl(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) {
    if (!(TRACKING_PARAMETERS as readonly string[]).includes(name)) url.searchParams.delete(name);
  }
  url.hash = "";
  return url.toString();
}

const currentPath = () => (typeof window === "undefined" ? "" : window.location.pathname);
const currentHref = () => (typeof window === "undefined" ? "" : sanitizeUrl(window.location.href));

/** Page config carrying page_path: sent on first load and every route change. */
export function trackPageView(pagePath: string = currentPath()): void {
  push({ event: "page_view", page_path: pagePath.split("?")[0] });
}

export type ClickoutEvent = { Advertiser: string; PagePath?: string; Element: string; Text: string };

export function trackClickout({ Advertiser, PagePath = currentPath(), Element, Text }: ClickoutEvent): void {
  push({ event: "clickout-unique", Advertiser, PagePath, Element, Text });
}

export type GenericEvent = { name: string; Component: string; Value?: number; Section: string; href?: string; text: string };

export function trackEvent({ name, Component, Value = 0, Section, href = currentHref(), text }: GenericEvent): void {
  push({ event: name, Component, Value, Section, href: href ? sanitizeUrl(href) : href, text });
}

export type PromotionItem = { item_id: string; item_name: string; index?: number };
export type PromotionEvent = { creative_name: string; creative_slot: string; items: PromotionItem[] };

export function trackViewPromotion(promotion: PromotionEvent): void {
  push({ event: "view_promotion", ecommerce: promotion });
}

export function trackSelectPromotion(promotion: PromotionEvent): void {
  push({ event: "select_promotion", ecommerce: promotion });
}
