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
