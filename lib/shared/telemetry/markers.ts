/**
 * Data attributes that mark what page tracking (lib/browser/analytics/page-tracking.ts) reports. The
 * markup carries them whether React or the server rendered it (static regions are not hydrated),
 * so one listener per event type and one IntersectionObserver serve the whole page.
 */

export type PromotionMarker = { id: string; name: string; slot: string };

/** An element whose first view on a page view is reported as view_promotion. */
export const promotionImpressionMarker = ({ id, name, slot }: PromotionMarker) => ({
  "data-impression-id": id,
  "data-impression-name": name,
  "data-impression-slot": slot,
});

export type ClickoutMarker = { advertiser: string; element: string; promotion?: PromotionMarker };

/** An affiliate link: clickout-unique, plus select_promotion when it is a promotion's call to action. */
export const clickoutMarker = ({ advertiser, element, promotion }: ClickoutMarker) => ({
  "data-clickout-advertiser": advertiser,
  "data-clickout-element": element,
  ...(promotion ? { "data-promotion-id": promotion.id, "data-promotion-name": promotion.name, "data-promotion-slot": promotion.slot } : {}),
});

/** A generic event source (docs/requirements.md, Queries and events): a link (outbound_click) or a <details> (faq_open on opening). */
export const genericEventMarker = (component: string, section: string) => ({
  "data-event-component": component,
  "data-event-section": section,
});
