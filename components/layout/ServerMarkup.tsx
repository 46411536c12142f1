import { createElement, useState, useSyncExternalStore, type ReactNode } from "react";

type ServerMarkupProps = {
  as: "header" | "footer" | "div";
  className: string;
  /** What the markup is made of (its props, serialised): while it is the same as at hydration, the server's HTML stays. */
  version: string;
  children: ReactNode;
};

const subscribeToNothing = () => () => undefined;

/**
 * Whether this render hydrates the server's HTML: React reads a store's server snapshot while it
 * hydrates and the client snapshot in any other render (a region mounted after a client-side
 * navigation, a render from nothing in tests).
 */
const useHydrating = () => useSyncExternalStore(subscribeToNothing, () => false, () => true);

/**
 * A part of the shell whose markup never changes in the browser while its props stay the same (the
 * header, the footer, the exit bar): on the first page load React keeps the server's HTML instead of
 * hydrating it (as components/layout/StaticHtml does for page bodies: React does not compare or patch
 * dangerouslySetInnerHTML), so it costs no hydration work and ships no event handlers. What the
 * reader does there is handled by listeners on the document (components/layout/ShellListeners.tsx,
 * components/search/HeaderLiveSearch.tsx, lib/browser/visitor/quick-exit-keys.ts), which work the
 * same on the server's markup and on markup React renders. When the props change (a client-side move
 * to the other language, a page with other language versions), or when the region first mounts after
 * a client-side navigation, React renders it as usual.
 */
export function ServerMarkup({ as, className, version, children }: ServerMarkupProps) {
  const hydrating = useHydrating();
  // Decided once, when the region mounts: React renders it again with the client snapshot after hydrating.
  const [keptVersion] = useState(() => (typeof window !== "undefined" && hydrating ? version : null));
  // The development build compares the inner HTML with the server's and says so; production compares nothing.
  if (keptVersion === version) return createElement(as, { key: "server", className, dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true });
  return createElement(as, { key: "rendered", className }, children);
}
