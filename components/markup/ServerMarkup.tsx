import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { useDeferredModule, type DeferredModule } from "./deferred-module";

type ServerMarkupProps<M> = {
  as: "header" | "footer" | "div";
  className: string;
  /** What the markup is made of (its props, serialised): while it is the same as at hydration, the server's HTML stays. */
  version: string;
  /** The module that renders the region's content: not part of the first load (see below). */
  content: DeferredModule<M>;
  render: (content: M) => ReactNode;
  /**
   * "interaction": a part with its own behaviour (a "Load more" button) is kept too, until the reader
   * clicks in it (its code is fetched when the main thread is idle, or sooner when they point at it,
   * touch it or move focus into it); then React renders it, and the click is made again on the same
   * element.
   */
  until?: "props-change" | "interaction";
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
    const target = elementAt(element, focused.current);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [region, replacement]);
}

/**
 * Whether the reader has clicked in the region (a button pressed by mouse, touch or keyboard). The
 * listeners are on the server's element, which goes when React replaces it: a click they record was
 * made before the region could answer it, and is made again on the same element once React has
 * rendered it. Pointing at, touching or focusing the region only fetches its code: replacing the
 * element between a press and its release would lose the click.
 */
function useFirstClick(region: RefObject<HTMLElement | null>, watching: boolean, prepare: () => void): boolean {
  const [clicked, setClicked] = useState(false);
  const earlyClick = useRef<number[] | null>(null);
  const serverElement = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = region.current;
    if (!watching || !element) return;
    serverElement.current = element;
    const click = (event: MouseEvent) => {
      if (event.target instanceof Element) earlyClick.current = pathOf(event.target, element);
      setClicked(true);
    };
    const events = ["pointerover", "touchstart", "focusin"] as const;
    for (const type of events) element.addEventListener(type, prepare, { passive: true });
    element.addEventListener("click", click);
    return () => {
      for (const type of events) element.removeEventListener(type, prepare);
      element.removeEventListener("click", click);
    };
  }, [region, watching, prepare]);
  // After every commit: once the region's element is no longer the server's, React has rendered it.
  useLayoutEffect(() => {
    const element = region.current;
    if (!earlyClick.current || !element || element === serverElement.current) return;
    const target = elementAt(element, earlyClick.current);
    earlyClick.current = null;
    if (target instanceof HTMLElement) target.click();
  });
  return clicked;
}

/** The element at `path` inside `root` (see pathOf). */
function elementAt(root: Element, path: number[]): Element | undefined {
  let target: Element | undefined = root;
  for (const index of path) target = target?.children[index];
  return target;
}

/**
 * A part of the page whose markup never changes in the browser while its props stay the same (the
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
export function ServerMarkup<M>({ as, className, version, content, render, until = "props-change" }: ServerMarkupProps<M>) {
  const hydrating = useHydrating();
  // Decided once, when the region mounts: React renders it again with the client snapshot after hydrating.
  const [keptVersion] = useState(() => (typeof window !== "undefined" && hydrating ? version : null));
  // TypeScript checks the three tags' ref as a div's; at run time it holds the header, the footer or the div.
  const ref = useRef<HTMLDivElement>(null);
  const prepare = useCallback(() => void content.load().catch(() => undefined), [content]);
  const clicked = useFirstClick(ref, until === "interaction" && keptVersion !== null, prepare);
  const kept = keptVersion === version && !clicked;
  const loaded = useDeferredModule(content, !kept);
  const replacement = kept || !loaded ? "server" : "rendered";
  useFocusKeptAcrossReplacement(ref, replacement);
  // The development build compares the inner HTML with the server's and says so; production compares nothing.
  const Region = as;
  if (kept || !loaded) return <Region key="server" ref={ref} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  return (
    <Region key="rendered" ref={ref} className={className}>
      {render(loaded)}
    </Region>
  );
}
