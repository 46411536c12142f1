/**
 * Data attributes that mark what page tracking (lib/browser/analytics/page-tracking.ts) reports. The
 * markup carries them whether React or the server rendered it (static regions are not hydrated),
 * so one listener per event type and one IntersectionObserver serve the whole page.
 */

export type PromotionMarker = { id: string; name: string; slot: string };

/**
 * How far beyond the viewport an element already counts as in view (IntersectionObserver's
 * rootMargin, one length or percentage for every side): an element's in-view state is reported
 * with a margin its marker may set (docs/requirements.md, States). Negative values shrink the viewport.
 */
export type ViewMargin = `${number}px` | `${number}%`;
/** Without a margin of its own, an element is in view when it is inside the viewport itself. */
export const DEFAULT_VIEW_MARGIN: ViewMargin = "0px";

/** An element whose first view on a page view is reported as view_promotion; `viewMargin` defaults to DEFAULT_VIEW_MARGIN. */
export const promotionImpressionMarker = ({ id, name, slot, viewMargin }: PromotionMarker & { viewMargin?: ViewMargin }) => ({
  "data-impression-id": id,
  "data-impression-name": name,
  "data-impression-slot": slot,
  ...(viewMargin ? { "data-impression-margin": viewMargin } : {}),
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
