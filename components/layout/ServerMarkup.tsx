import { createElement, useEffect, useState, type ReactNode } from "react";

/** Set once the first page load's tree has hydrated: a region mounted after that renders in the browser. */
let hydrated = false;

/** Whether this first render is hydration of the server's HTML (Next's root holds it), not a render from nothing. */
const hydrating = () => typeof window !== "undefined" && !hydrated && document.getElementById("__next")?.firstChild != null;

type ServerMarkupProps = {
  as: "header" | "footer" | "div";
  className: string;
  /** What the markup is made of (its props, serialised): while it is the same as at hydration, the server's HTML stays. */
  version: string;
  children: ReactNode;
};

/**
 * A part of the shell whose markup never changes in the browser while its props stay the same (the
 * header, the footer, the exit bar): on the first page load React keeps the server's HTML instead of
 * hydrating it (as components/layout/StaticHtml does for page bodies: React does not compare or patch
 * dangerouslySetInnerHTML), so it costs no hydration work and ships no event handlers. What the
 * reader does there is handled by listeners on the document (components/layout/ShellBehaviour.tsx,
 * lib/browser/visitor/quick-exit-keys.ts), which work the same on the server's markup and on
 * markup React renders. When the props change (a client-side move to the other language, a page
 * with other language versions), or when the region first mounts after a client-side navigation,
 * React renders it as usual.
 */
export function ServerMarkup({ as, className, version, children }: ServerMarkupProps) {
  const [keptVersion] = useState(() => (hydrating() ? version : null));
  useEffect(() => {
    hydrated = true;
  }, []);
  // The development build compares the inner HTML with the server's and says so; production compares nothing.
  if (keptVersion === version) return createElement(as, { key: "server", className, dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true });
  return createElement(as, { key: "rendered", className }, children);
}
