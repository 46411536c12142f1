import { handleRevalidateWebhook } from "@/lib/server/publishing/revalidate-webhook";

// The signature covers the raw bytes, so Next must not parse (and re-serialise) the body.
export const config = { api: { bodyParser: false } };

/** The publish webhook: verify, regenerate, purge and report (lib/server/publishing/revalidate-webhook.ts). */
export default handleRevalidateWebhook;
