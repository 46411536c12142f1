/**
 * A value loaded once and reused for a short while per key (here, per content endpoint), so a
 * burst of work — a build, a webhook regenerating many pages — asks the content API once. A
 * failure is not remembered: the next caller asks again.
 */
export function shortLived<T>(ttlMs: number) {
  let cache: { key: string; expires: number; value: Promise<T> } | undefined;
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      if (cache && cache.key === key && cache.expires > now) return cache.value;
      const value = load();
      cache = { key, expires: now + ttlMs, value };
      value.catch(() => {
        if (cache?.value === value) cache = undefined;
      });
      return value;
    },
    /** Forget the value (after an editor's change). */
    clear(): void {
      cache = undefined;
    },
  };
}

/**
 * One short-lived value per kind (a language, say), each with its own key: values asked for in
 * turn (English and Spanish pages during a build) do not push each other out.
 */
export function shortLivedPer<Kind extends string, T>(kinds: readonly Kind[], ttlMs: number) {
  const caches = new Map(kinds.map((kind) => [kind, shortLived<T>(ttlMs)]));
  const cacheOf = (kind: Kind) => {
    let cache = caches.get(kind);
    if (!cache) caches.set(kind, (cache = shortLived<T>(ttlMs)));
    return cache;
  };
  return {
    get: (kind: Kind, key: string, load: () => Promise<T>): Promise<T> => cacheOf(kind).get(key, load),
    /** Forget every kind's value. */
    clear(): void {
      caches.forEach((cache) => cache.clear());
    },
  };
}
