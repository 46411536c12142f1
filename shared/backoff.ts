/**
 * Shared by the site and the content service (the content client's requests, the service's
 * webhook deliveries): one retry rule for transient failures.
 */
export type RetryOptions = {
  /** Extra attempts after the first one. */
  retries: number;
  /** Delay before the first retry; each next one doubles it (base, 2×base, 4×base…). */
  baseDelayMs: number;
  /** Only these failures are retried; any other is thrown at once. */
  isTransient: (error: unknown) => boolean;
  /** The wait a failure asks for itself (a 429's or a busy 503's Retry-After), used instead of the doubling delay; `retry` counts from 0. */
  requestedDelayMs?: (error: unknown, retry: number) => number | undefined;
};

export function backoffDelayMs(retry: number, baseDelayMs: number): number {
  return baseDelayMs * 2 ** retry;
}

/** Runs `attempt` until it resolves, retrying transient failures with exponential backoff. */
export async function withRetries<T>(attempt: (index: number) => Promise<T>, { retries, baseDelayMs, isTransient, requestedDelayMs }: RetryOptions): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt(index);
    } catch (error) {
      if (index >= retries || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, requestedDelayMs?.(error, index) ?? backoffDelayMs(index, baseDelayMs)));
    }
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
