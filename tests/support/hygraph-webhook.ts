import { parseWebhookPayload, type WebhookOperation, type WebhookPayload } from "@/lib/server/publishing/webhook-payload";

/**
 * Webhook bodies built by Hygraph's documented rules, not by this repository's sender: Hygraph docs,
 * "Webhooks" → "Receiving a webhook" (hygraph.com/docs/api-reference/basics/webhooks):
 * - the body is `{ operation, data }`; `data` always holds `__typename`, `id` and `stage`;
 * - with payloads on: every non-localized field at the top, related entries as `{ id, __typename }`
 *   only, and an optional `localizations` array holding the localized fields (`locale` and fields);
 * - "Create, Update, and Delete actions only send the draft version. Publishing, and Unpublishing
 *   actions only send the published version": the stage follows the operation.
 * Operations ("Triggers"): create, update, delete, publish, unpublish; every model, Asset too.
 */

export type HygraphData = { __typename: string; id: string; stage?: string; localizations?: Record<string, unknown>[]; [field: string]: unknown };

/** "Receiving a webhook": the stage of the snapshot an operation sends. */
export const stageOf = (operation: WebhookOperation) => (operation === "publish" || operation === "unpublish" ? "PUBLISHED" : "DRAFT");

/** A related entry as "Receiving a webhook" says it arrives: its id and __typename only. */
export const related = (__typename: string, id: string) => ({ __typename, id });

/** A body as Hygraph sends it ("Receiving a webhook"). */
export function hygraphBody(operation: WebhookOperation, data: HygraphData) {
  return { operation, data: { stage: stageOf(operation), ...data } };
}

/** The same body as the site reads it; a body the site refuses fails the test here. */
export function hygraphPayload(operation: WebhookOperation, data: HygraphData): WebhookPayload {
  const parsed = parseWebhookPayload(hygraphBody(operation, data));
  if ("problem" in parsed) throw new Error(`the site refused Hygraph's documented shape: ${parsed.problem}`);
  return parsed.payload;
}
