import { parseArgs } from "node:util";
import { serviceJson } from "./editor-api";
import type { Delivery } from "../publishing/delivery";

/**
 * What the editor CLI says after a publish, unpublish or delete: the site's own answer to the
 * webhook (the change queued, already queued, refused, or that it could not be reached), waited
 * for while the service retries. The site answers before it regenerates (as Hygraph's 3000 ms
 * require), so the paths it regenerated are in its log, not in the answer. `webhooks` lists recent
 * deliveries and re-sends one.
 */

type DeliveryView = Omit<Delivery, "payload">;
type DeliveryLog = { configured: boolean; url: string | null; deliveries: DeliveryView[] };

/** How long the CLI waits for the site's answer (the service's retries take about 8 s at most). */
const WAIT_MS = 60_000;

/** Ids already in the log, so the delivery a command causes can be told apart. */
export async function deliveriesBefore(): Promise<Set<string>> {
  const log = await serviceJson<DeliveryLog>("/webhooks?limit=200");
  return new Set(log.deliveries.map((delivery) => delivery.id));
}

/** The site's answer in an editor's words, one line per fact. */
export function describeDelivery(delivery: DeliveryView): string[] {
  const { answer } = delivery;
  const tries = delivery.attempts > 1 ? ` (after ${delivery.attempts} attempts)` : "";
  const resend = `Re-send it with: npm run content -- webhooks resend ${delivery.id}`;
  switch (delivery.status) {
    case "delivered":
      return answer?.duplicate
        ? [`Site had this change already${tries} (job ${answer.job ?? "?"}): nothing regenerated twice.`]
        : [`Site accepted the change${tries} (job ${answer?.job ?? "?"}): its pages regenerate in the background, within seconds; the site's log says which ("revalidate webhook").`];
    case "failed":
      return [
        `Site did NOT take the change${tries}: it answered HTTP ${delivery.httpStatus}${delivery.error ? `: ${delivery.error}` : ""}.`,
        `Readers see the old pages until the site's next background regeneration. ${resend}`,
      ];
    case "unreachable":
      return [
        `Site NOT updated: it could not be reached at ${delivery.url} (${delivery.error}; ${delivery.attempts} attempts).`,
        `Readers see the change only after the site's next background regeneration. Once the site runs: ${resend.replace("Re-send it with: ", "")}`,
      ];
    case "refused":
      return [`Site refused the webhook: HTTP ${delivery.httpStatus}${delivery.error ? ` (${delivery.error})` : ""}. Check that the site and the content service share CONTENT_WEBHOOK_SECRET. ${resend}`];
    case "pending":
      return [`Still delivering to ${delivery.url} after ${WAIT_MS / 1000} s (${delivery.attempts} attempts so far): see npm run content -- webhooks`];
  }
}

/** Waits for the delivery `entryId`'s change caused (not in `before`) to finish, and prints it. Exit code 2 unless the site confirmed. */
export async function reportDelivery(entryId: string, before: Set<string>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const log = await serviceJson<DeliveryLog>(`/webhooks?entry=${encodeURIComponent(entryId)}`);
    if (!log.configured) {
      console.log("No webhook is configured (CONTENT_WEBHOOK_URL): the site shows the change after its next background regeneration.");
      return;
    }
    const delivery = log.deliveries.find((candidate) => !before.has(candidate.id));
    if (delivery && (delivery.status !== "pending" || Date.now() > deadline)) {
      for (const line of describeDelivery(delivery)) console.log(line);
      if (delivery.status !== "delivered") process.exitCode = 2;
      return;
    }
    if (Date.now() > deadline) throw new Error("The content service recorded no webhook delivery for this change");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const WEBHOOKS_HELP =
  "npm run content -- webhooks [--limit N]\n  Recent webhook deliveries to the site, newest first: when, what, status, attempts and the site's answer.\n\n" +
  "npm run content -- webhooks resend <delivery id>\n  Sends a delivery again (after an outage) and reports whether the site took it.";

export async function webhooksCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { limit: { type: "string" } }, allowPositionals: true });
  if (positionals[0] === "resend") {
    const id = positionals[1];
    if (!id) throw new Error(WEBHOOKS_HELP);
    const before = await deliveriesBefore();
    const resent = await serviceJson<DeliveryView>(`/webhooks/${encodeURIComponent(id)}/resend`, { method: "POST" });
    console.log(`Re-sending ${id} as ${resent.id}: ${resent.operation} ${resent.model} ${resent.slug ?? resent.entryId}`);
    return reportDelivery(resent.entryId, before);
  }
  if (positionals.length) throw new Error(`Unknown webhooks command "${positionals.join(" ")}".\n\n${WEBHOOKS_HELP}`);
  const log = await serviceJson<DeliveryLog>(`/webhooks?limit=${Number(values.limit ?? 20)}`);
  if (!log.configured) console.log("No webhook is configured (CONTENT_WEBHOOK_URL): nothing is sent to the site.");
  else console.log(`Webhook: ${log.url}`);
  if (!log.deliveries.length) console.log("No deliveries yet.");
  for (const delivery of log.deliveries) {
    console.log(`\n${delivery.id}  ${delivery.createdAt}  ${delivery.operation} ${delivery.model} ${delivery.slug ?? delivery.entryId}  ${delivery.status}, ${delivery.attempts} attempt${delivery.attempts === 1 ? "" : "s"}${delivery.resendOf ? ` (re-send of ${delivery.resendOf})` : ""}`);
    for (const line of describeDelivery(delivery)) console.log(`  ${line}`);
  }
}
