import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { useDeferredModule, type DeferredModule } from "./deferred-module";

type ServerMarkupProps<M> = {
  as: "header" | "footer" | "div";
  className: string;
  /** What the markup is made of (its props, serialised): while it is the same as at hydration, the server's HTML stays. */
  version: string;
  /** The module that renders the region's content: not part of the first load (see below). */
  content: DeferredModule<M>;
  render: (content: M) => ReactNode;
};

const subscribeToNothing = () => () => undefined;

/**
 * Whether this render hydrates the server's HTML: React reads a store's server snapshot while it
 * hydrates and the client snapshot in any other render (a region mounted after a client-side
 * navigation, a render from nothing in tests).
 */
const useHydrating = () => useSyncExternalStore(subscribeToNothing, () => false, () => true);

/** Where an element is inside `root`: the index of each ancestor among its siblings. */
function pathOf(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  return path;
}

/**
 * When React replaces the server's markup with its own (the region's first change), the element that
 * had focus goes with it: focus goes to the element at the same place in the new markup (the same
 * structure: the same menu link, the same language link), so a keyboard reader is not sent back to
 * the top of the page.
 */
function useFocusKeptAcrossReplacement(region: RefObject<HTMLElement | null>, replacement: string) {
  const focused = useRef<number[] | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const element = region.current;
      focused.current = element && event.target instanceof Element && element.contains(event.target) ? pathOf(event.target, element) : null;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, [region]);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || !focused.current || (document.activeElement && document.activeElement !== document.body)) return;
    let target: Element | undefined = element;
    for (const index of focused.current) target = target?.children[index];
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [region, replacement]);
}

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
 *
 * Since the first load never renders the content in the browser, its code is not part of the first
 * load either: `content` is loaded when the region first changes, or before that once the main
 * thread is idle; until it arrives the region keeps the markup it has (the previous page's, for the
 * moment the chunk takes).
 */
export function ServerMarkup<M>({ as, className, version, content, render }: ServerMarkupProps<M>) {
  const hydrating = useHydrating();
  // Decided once, when the region mounts: React renders it again with the client snapshot after hydrating.
  const [keptVersion] = useState(() => (typeof window !== "undefined" && hydrating ? version : null));
  const kept = keptVersion === version;
  const loaded = useDeferredModule(content, !kept);
  // TypeScript checks the three tags' ref as a div's; at run time it holds the header, the footer or the div.
  const ref = useRef<HTMLDivElement>(null);
  useFocusKeptAcrossReplacement(ref, kept || !loaded ? "server" : "rendered");
  // The development build compares the inner HTML with the server's and says so; production compares nothing.
  const Region = as;
  if (kept || !loaded) return <Region key="server" ref={ref} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  return (
    <Region key="rendered" ref={ref} className={className}>
      {render(loaded)}
    </Region>
  );
}
