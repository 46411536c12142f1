import { use, useEffect, useState } from "react";
import { whenIdle } from "@/lib/browser/page/scheduling";

/**
 * A module the browser loads only when it is needed (a chunk of its own, outside the first load),
 * read synchronously once loaded. The server waits for it: its renderer finishes every suspended
 * part of a page before sending it (react-dom/server's allReady, which Next awaits for a page).
 */
export type DeferredModule<M> = { loaded(): M | undefined; load(): Promise<M> };

export function deferredModule<M>(importModule: () => Promise<M>): DeferredModule<M> {
  let value: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    loaded: () => value,
    load: () =>
      (loading ??= importModule().then(
        (loadedModule) => (value = loadedModule),
        (error: unknown) => {
          // A chunk that failed (offline, a deploy in between) is requested again the next time it is needed.
          loading = undefined;
          throw error;
        },
      )),
  };
}

/**
 * The module, or undefined while the browser has not loaded it: loaded at once when `needed`, and
 * otherwise when the main thread is first idle (so a later client-side navigation finds it ready).
 */
export function useDeferredModule<M>(deferred: DeferredModule<M>, needed: boolean): M | undefined {
  const [loaded, setLoaded] = useState(deferred.loaded);
  // Where there is no window (the server, and tests rendering as the server does) it is read before anything is sent.
  const onServer = typeof window === "undefined" ? (deferred.loaded() ?? use(deferred.load())) : undefined;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const take = () => void deferred.load().then((module) => live && setLoaded(() => module), () => undefined);
    const cancel = needed ? (take(), undefined) : whenIdle(take);
    return () => {
      live = false;
      cancel?.();
    };
  }, [deferred, loaded, needed]);
  return onServer ?? loaded;
}
