import type { IncomingMessage, ServerResponse } from "node:http";
import { StorageError } from "../store/atomic-file";
import type { Delivery } from "./delivery";
import type { WebhookDeliveries } from "./webhook-deliveries";

/**
 * The webhook delivery log over HTTP, for the editor CLI (editor token only: payloads name
 * drafts' ids and slugs):
 *   GET  /webhooks[?entry=<id>&limit=<n>]   newest deliveries first, and whether a webhook is configured
 *   GET  /webhooks/<id>                     one delivery
 *   POST /webhooks/<id>/resend              sends its payload again, as a new delivery
 */

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" });
  res.end(JSON.stringify(body));
}

/** A delivery as the CLI reads it: the payload stays in the log (for re-sending), not on the wire. */
const summary = ({ payload, ...delivery }: Delivery) => (void payload, delivery);

export function handleWebhookRoutes(req: IncomingMessage, res: ServerResponse, deliveries: WebhookDeliveries, authorized: boolean): void {
  if (!authorized) return json(res, 401, { error: "Unauthorized: the webhook log needs the editor token (Authorization: Bearer …)" });
  const url = new URL(req.url ?? "/", "http://localhost");
  const [, , id, action] = url.pathname.split("/");
  if (!id && req.method === "GET") {
    const limit = Math.min(Math.max(Number(url.searchParams.get("limit")) || 20, 1), 200);
    return json(res, 200, { configured: deliveries.configured, url: deliveries.url, deliveries: deliveries.list(limit, url.searchParams.get("entry") ?? undefined).map(summary) });
  }
  const delivery = id ? deliveries.get(id) : undefined;
  if (!delivery) return json(res, 404, { error: `No webhook delivery "${id ?? ""}"` });
  if (!action && req.method === "GET") return json(res, 200, summary(delivery));
  if (action === "resend" && req.method === "POST") {
    let resent: Delivery | null;
    try {
      resent = deliveries.resend(delivery.id);
    } catch (error) {
      if (error instanceof StorageError) return json(res, error.status, { error: error.message });
      throw error;
    }
    if (!resent) return json(res, 409, { error: "No webhook is configured (CONTENT_WEBHOOK_URL and CONTENT_WEBHOOK_SECRET)" });
    return json(res, 202, summary(resent));
  }
  res.setHeader("Allow", action ? "POST" : "GET");
  json(res, 405, { error: `Method ${req.method} is not allowed here` });
}
