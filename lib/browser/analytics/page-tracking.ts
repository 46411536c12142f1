import { isAnalyticsEnabled, trackClickout, trackEvent, trackSelectPromotion, trackViewPromotion, visibleText } from "./events";
import { recordImpression } from "./impressions";
import { sendPromotionInsight } from "./insights";
import { DEFAULT_VIEW_MARGIN } from "@/lib/shared/telemetry/markers";

/**
 * Click-out, promotion and generic events for the whole page, read from the data attributes of
 * lib/shared/telemetry/markers.ts: one click listener, one toggle listener and one IntersectionObserver
 * instead of a handler per element, so server-rendered regions that React never hydrates report
 * exactly what hydrated components do.
 */

/** Half of a promotion must be visible for it to count as seen. */
const PROMOTION_VIEW_THRESHOLD = 0.5;

function reportClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link) return;
  const data = link.dataset;
  if (data.clickoutAdvertiser && data.clickoutElement) {
    trackClickout({ Advertiser: data.clickoutAdvertiser, Element: data.clickoutElement, Text: visibleText(link) });
    if (data.promotionId && data.promotionName && data.promotionSlot) {
      trackSelectPromotion({
        creative_name: data.promotionName,
        creative_slot: data.promotionSlot,
        items: [{ item_id: data.promotionId, item_name: data.promotionName }],
      });
      sendPromotionInsight("click", data.promotionId, "Promotion clicked");
      // Leaving for the partner is the conversion this site measures.
      sendPromotionInsight("conversion", data.promotionId, "Promotion click-out");
    }
  } else if (data.eventComponent && data.eventSection) {
    trackEvent({ name: "outbound_click", Component: data.eventComponent, Section: data.eventSection, href: link.href, text: link.textContent?.trim() ?? "" });
  }
}

/** Opening a question is reported; closing is not. `toggle` does not bubble, hence the capture listener. */
function reportOpened(event: Event): void {
  const details = event.target;
  if (!(details instanceof HTMLDetailsElement) || !details.open) return;
  const { eventComponent, eventSection } = details.dataset;
  if (!eventComponent || !eventSection) return;
  const question = details.querySelector("summary")?.textContent?.trim() ?? "";
  trackEvent({ name: "faq_open", Component: eventComponent, Section: eventSection, text: question });
}

/** view_promotion the first time a marked element is at least half in view on this page view (display: none never is). */
function reportViewed(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting || entry.intersectionRatio < PROMOTION_VIEW_THRESHOLD) continue;
    const { impressionId: id, impressionName: name, impressionSlot: slot } = (entry.target as HTMLElement).dataset;
    // Before consent nothing is recorded, so the view still counts if the visitor accepts later.
    if (!id || !name || !slot || !isAnalyticsEnabled() || !recordImpression(`${slot}|${id}`)) continue;
    trackViewPromotion({ creative_name: name, creative_slot: slot, items: [{ item_id: id, item_name: name }] });
    sendPromotionInsight("view", id, "Promotion viewed");
  }
}

/** Starts page tracking; returns the function that stops it. */
export function installPageTracking(root: HTMLElement = document.body): () => void {
  // An observer has one margin: one per margin the page's elements ask for (usually one in all).
  const viewObservers = new Map<string, IntersectionObserver>();
  const observerFor = (margin: string): IntersectionObserver => {
    let observer = viewObservers.get(margin);
    if (!observer) {
      try {
        observer = new IntersectionObserver(reportViewed, { rootMargin: margin, threshold: PROMOTION_VIEW_THRESHOLD });
      } catch {
        // Not a margin the browser reads (markup from elsewhere): the default instead of no tracking.
        return observerFor(DEFAULT_VIEW_MARGIN);
      }
      viewObservers.set(margin, observer);
    }
    return observer;
  };
  const observed = new Map<Element, IntersectionObserver>();
  // Pages change under it (navigation, "Load more"): observe what appeared, forget what left.
  const scan = () => {
    for (const [element, observer] of observed) {
      if (element.isConnected) continue;
      observer.unobserve(element);
      observed.delete(element);
    }
    for (const element of root.querySelectorAll<HTMLElement>("[data-impression-id]")) {
      if (observed.has(element)) continue;
      const observer = observerFor(element.dataset.impressionMargin ?? DEFAULT_VIEW_MARGIN);
      observed.set(element, observer);
      observer.observe(element);
    }
  };
  const domObserver = new MutationObserver(scan);
  scan();
  domObserver.observe(root, { childList: true, subtree: true });
  document.addEventListener("click", reportClick);
  document.addEventListener("toggle", reportOpened, true);
  return () => {
    document.removeEventListener("click", reportClick);
    document.removeEventListener("toggle", reportOpened, true);
    domObserver.disconnect();
    for (const observer of viewObservers.values()) observer.disconnect();
  };
}
