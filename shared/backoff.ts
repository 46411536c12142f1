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
  /** The wait a failure asks for itself (a 429's Retry-After), used instead of the doubling delay. */
  requestedDelayMs?: (error: unknown) => number | undefined;
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
      await new Promise((resolve) => setTimeout(resolve, requestedDelayMs?.(error) ?? backoffDelayMs(index, baseDelayMs)));
    }
  }
}
