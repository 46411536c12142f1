/**
 * Errors that mean "the content service is down or too slow right now", as opposed to a bug.
 * Read by name rather than by class so the error page does not bundle the content client.
 */
export const CONTENT_OUTAGE_RETRY_AFTER_SECONDS = 30;

export function isContentOutage(error: unknown): boolean {
  return error instanceof Error && error.name === "ContentRequestError" && (error as Error & { transient?: unknown }).transient === true;
}
