import Router from "next/router";
import { FULL_STYLESHEET_ATTRIBUTE } from "@/lib/shared/page/full-stylesheet";
import { whenIdle } from "./scheduling";

/**
 * Switches on the whole stylesheet, which the first document links for print media only (neither
 * render- nor script-blocking): the page already has its own rules inline, and the next page reached
 * by client-side navigation may need any of the others. Its rules are those inline, in the same order,
 * so nothing on the page changes when it applies.
 */
function switchOnFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`)) link.media = "all";
}

/** At the first idle moment after hydration, or when a client-side navigation starts first; returns the function that stops waiting. */
export function fullStylesheetWhenIdle(): () => void {
  const cancel = whenIdle(switchOnFullStylesheet);
  Router.events.on("routeChangeStart", switchOnFullStylesheet);
  return () => {
    cancel();
    Router.events.off("routeChangeStart", switchOnFullStylesheet);
  };
}
