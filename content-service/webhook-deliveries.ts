import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { withRetries } from "@sti-aware/contract/backoff";
import { generateWebhookSignature, SIGNATURE_HEADER } from "@sti-aware/contract/webhook-signature";
import { writeFileAtomic } from "./atomic-file";

/**
 * The publish webhook and its delivery log. Each publish, unpublish or delete is one delivery,
 * sent in the background (editors never wait on the site) and retried with backoff while the
 * site is down or answers 429/5xx. The log keeps what the site answered — the paths it
 * regenerated, the ones that failed — or that it could not be reached, so the editor CLI can
 * report it and re-send a delivery. It lives in the service's state directory, not among the
 * content files: it is the service's record, not content.
 */

export type WebhookSettings = {
  url?: string;
  secret?: string;
  environment?: string;
  /** Extra attempts after the first (default 4: five in all). */
  retries?: number;
  /** Delay before the first retry, doubled for each next one (default 500 ms). */
  baseDelayMs?: number;
  /** Per attempt (default 10 s: the site regenerates every path before it answers). */
  timeoutMs?: number;
};

/**
 * pending: still being sent; delivered: the site answered 2xx; failed: the site answered 5xx to
 * the last attempt (some paths did not regenerate); unreachable: no answer at all;
 * refused: a final 4xx (bad signature, bad payload), not retried.
 */
export type DeliveryStatus = "pending" | "delivered" | "failed" | "unreachable" | "refused";

/** What the site's /api/revalidate answers. */
export type SiteAnswer = { revalidated?: string[]; gone?: string[]; failed?: { path: string; error: string }[]; error?: string };

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

/** Deliveries kept in the log, newest first; older ones are dropped. */
export const DELIVERY_LOG_SIZE = 200;
export const DELIVERY_LOG_FILE = "webhook-deliveries.json";

class SiteAnswered extends Error {
  constructor(
    readonly status: number,
    readonly answer: SiteAnswer | null,
  ) {
    super(`HTTP ${status}`);
  }
}

export class WebhookDeliveries {
  private readonly deliveries: Delivery[];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly file: string;

  constructor(
    private readonly settings: WebhookSettings,
    private readonly stateDir: string,
  ) {
    this.file = join(stateDir, DELIVERY_LOG_FILE);
    this.deliveries = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, "utf8")) as Delivery[]) : [];
    // A delivery cut short by a stop is not under way any more: say so rather than "pending" forever.
    for (const delivery of this.deliveries) if (delivery.status === "pending") Object.assign(delivery, { status: "unreachable", error: "the content service stopped before the delivery finished" });
  }

  get configured(): boolean {
    return Boolean(this.settings.url && this.settings.secret);
  }

  get url(): string | null {
    return this.settings.url ?? null;
  }

  /** The newest deliveries first, optionally of one entry. */
  list(limit = 20, entryId?: string): Delivery[] {
    return this.deliveries.filter((delivery) => !entryId || delivery.entryId === entryId).slice(0, limit);
  }

  get(id: string): Delivery | undefined {
    return this.deliveries.find((delivery) => delivery.id === id);
  }

  /** Records and starts a delivery; null when no webhook is configured. */
  send(payload: WebhookPayload, resendOf: string | null = null): Delivery | null {
    const { url, secret } = this.settings;
    if (!url || !secret) return null;
    const now = new Date().toISOString();
    const delivery: Delivery = {
      id: randomUUID().slice(0, 8),
      createdAt: now,
      updatedAt: now,
      operation: payload.operation,
      model: payload.data.__typename,
      entryId: payload.data.id,
      slug: typeof payload.data.slug === "string" ? payload.data.slug : null,
      url,
      attempts: 0,
      status: "pending",
      httpStatus: null,
      error: null,
      answer: null,
      resendOf,
      payload,
    };
    this.deliveries.unshift(delivery);
    this.deliveries.splice(DELIVERY_LOG_SIZE);
    this.save();
    const running = this.deliver(delivery, url, secret).finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
    return delivery;
  }

  /** Sends a logged delivery's payload again (a new delivery, freshly signed). */
  resend(id: string): Delivery | null {
    const original = this.get(id);
    if (!original) throw new Error(`No webhook delivery "${id}"`);
    return this.send(original.payload, original.id);
  }

  /** Resolves once every delivery under way has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private update(delivery: Delivery, changes: Partial<Delivery>): void {
    Object.assign(delivery, changes, { updatedAt: new Date().toISOString() });
    this.save();
  }

  private save(): void {
    // Made on the first delivery: a service without a webhook leaves no trace.
    mkdirSync(this.stateDir, { recursive: true });
    writeFileAtomic(this.file, JSON.stringify(this.deliveries, null, 2) + "\n");
  }

  private async deliver(delivery: Delivery, url: string, secret: string): Promise<void> {
    const rawBody = JSON.stringify(delivery.payload);
    const attempt = async () => {
      this.update(delivery, { attempts: delivery.attempts + 1 });
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          // Signed per attempt: a retry carries a fresh timestamp and is not a replay.
          [SIGNATURE_HEADER]: generateWebhookSignature({ rawBody, secret, environment: this.settings.environment ?? "master" }),
        },
        body: rawBody,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
      const answer = await readAnswer(response);
      if (!response.ok) throw new SiteAnswered(response.status, answer);
      return { status: response.status, answer };
    };
    try {
      const { status, answer } = await withRetries(attempt, {
        retries: this.settings.retries ?? 4,
        baseDelayMs: this.settings.baseDelayMs ?? 500,
        // 429 and 5xx are worth another attempt, as are network errors and timeouts; any other answer is final.
        isTransient: (error) => !(error instanceof SiteAnswered) || error.status === 429 || error.status >= 500,
      });
      this.update(delivery, { status: "delivered", httpStatus: status, answer, error: null });
    } catch (error) {
      if (error instanceof SiteAnswered) {
        const final = error.status === 429 || error.status >= 500 ? "failed" : "refused";
        this.update(delivery, { status: final, httpStatus: error.status, answer: error.answer, error: error.answer?.error ?? error.message });
      } else {
        this.update(delivery, { status: "unreachable", error: networkError(error) });
      }
      console.error(`Webhook ${delivery.id} to ${url}: ${delivery.status} after ${delivery.attempts} attempts (${delivery.error})`);
    }
  }
}

async function readAnswer(response: Response): Promise<SiteAnswer | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as SiteAnswer) : null;
  } catch {
    return null;
  }
}

/** "connect ECONNREFUSED 127.0.0.1:3000" rather than fetch's bare "fetch failed". */
function networkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.name === "TimeoutError" ? "no answer within the timeout" : error.message;
}
