// What one webhook delivery is: the record the log keeps (delivery-log.ts) and the sender updates (webhook-deliveries.ts).

/**
 * pending: still being sent; delivered: the site answered 2xx; failed: the site answered 5xx to
 * the last attempt (it could not queue the change); unreachable: no answer at all;
 * refused: a final 4xx (bad signature, bad payload), not retried.
 */
export type DeliveryStatus = "pending" | "delivered" | "failed" | "unreachable" | "refused";

/** What the site's /api/revalidate answers: the change queued (202), a delivery it had already (200), or an error. */
export type SiteAnswer = { accepted?: boolean; duplicate?: boolean; job?: string; error?: string };

export type WebhookPayload = { operation: string; data: { __typename: string; id: string; slug?: unknown; [field: string]: unknown } };

export type Delivery = {
  id: string;
  createdAt: string;
  updatedAt: string;
  operation: string;
  model: string;
  entryId: string;
  slug: string | null;
  url: string;
  attempts: number;
  status: DeliveryStatus;
  /** HTTP status of the last answer, null when the site did not answer. */
  httpStatus: number | null;
  /** The last attempt's network error or the site's error message. */
  error: string | null;
  answer: SiteAnswer | null;
  /** The delivery this one re-sends. */
  resendOf: string | null;
  payload: WebhookPayload;
};
