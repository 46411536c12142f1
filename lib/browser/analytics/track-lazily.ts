import type { GenericEvent } from "./events";

/**
 * The generic event (docs/requirements.md, Queries and events) for components in every page's first load (menu, FAQs, rich
 * text): the analytics module is imported on the first interaction, not shipped up front.
 * It is the module the telemetry chunk already loaded, so nothing is fetched twice.
 */
export function trackEventLazily(event: GenericEvent): void {
  void import("./events").then(({ trackEvent }) => trackEvent(event)).catch(() => undefined);
}
