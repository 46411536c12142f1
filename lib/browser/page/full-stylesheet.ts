import Router from "next/router";
import { FULL_STYLESHEET_ATTRIBUTE } from "@/lib/shared/page/full-stylesheet";

/**
 * Switches on the whole stylesheet, which the first document links for print media only (neither
 * render- nor script-blocking, and fetched all the same): the page already has its own rules inline,
 * and the next page reached by client-side navigation may need any of the others. Its rules are those
 * inline, in the same order, so nothing on the page changes when it applies — but the browser still
 * matches every element against every rule again and lays the page out again, work the first load
 * does not need (it was a long task after hydration: issue 56's trace).
 */
function switchOnFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`)) link.media = "all";
}

/** When the first client-side navigation starts; returns the function that stops waiting. */
export function fullStylesheetOnNavigation(): () => void {
  Router.events.on("routeChangeStart", switchOnFullStylesheet);
  return () => Router.events.off("routeChangeStart", switchOnFullStylesheet);
}
