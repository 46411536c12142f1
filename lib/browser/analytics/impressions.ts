/**
 * Promotions already reported as viewed on the current page view. Cleared on every route
 * change, so each promotion is reported once per page view.
 */
const seen = new Set<string>();

/** True the first time a key is seen on this page view. */
export function recordImpression(key: string): boolean {
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

export function resetImpressions(): void {
  seen.clear();
}
