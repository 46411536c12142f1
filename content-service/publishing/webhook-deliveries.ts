import { randomUUID } from "node:crypto";
import { renameSync } from "node:fs";
import { withRetries } from "@sti-aware/contract/backoff";
import { generateWebhookSignature, SIGNATURE_HEADER } from "@sti-aware/contract/webhook-signature";
import { removeLeftoverTemporaryFiles, StorageError } from "../store/atomic-file";
import type { Delivery, SiteAnswer, WebhookPayload } from "./delivery";
import { DeliveryLogFile, type LogLine } from "./delivery-log";

/**
 * The publish webhook and its delivery log. Each publish, unpublish or delete is one delivery of
 * the body Hygraph sends (hygraph-payload.ts), sent in the background (editors never wait on the
 * site), given Hygraph's 3000 ms and retried with backoff (4 retries, as Hygraph) while the site is
 * down or answers 429/5xx. The log keeps what the site answered — the change queued, or already
 * queued — or that it could not be reached, so the editor CLI can
 * report it and re-send a delivery. It lives in the service's state directory, not among the
 * content files: it is the service's record, not content.
 *
 * On disk it is appended to, a line per change, and rotates at a size (delivery-log.ts).
 *
 * The log never takes the service down: a log that cannot be read at start is set aside
 * (`webhook-deliveries.jsonl.damaged-<time>`) and a new one begun; a log that cannot be written
 * (a full disk) keeps its last good version on disk and the deliveries in memory, is reported
 * by `problems` (on /healthz), and is written whole at the next save that succeeds.
 */

export type WebhookSettings = {
  url?: string;
  secret?: string;
  environment?: string;
  /** Extra attempts after the first (default 4: five in all). */
  retries?: number;
  /** The log's rotation size (default ROTATE_AT_BYTES). */
  rotateAtBytes?: number;
  /** Delay before the first retry, doubled for each next one (default 500 ms). */
  baseDelayMs?: number;
  /** Per attempt (default 3000 ms, Hygraph's: the site answers once the job is queued). */
  timeoutMs?: number;
};

/** Hygraph's docs ("Webhooks"): "Webhook requests time out after 3000 ms", and are retried 4 times. */
export const HYGRAPH_TIMEOUT_MS = 3_000;

/** Deliveries kept in the log, newest first; older ones are dropped. */
export const DELIVERY_LOG_SIZE = 200;

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
  private readonly log: DeliveryLogFile;
  /** Where an unreadable log found at start was moved, and why it could not be read. */
  private quarantined: string | null = null;
  /** The last save that failed, until one succeeds. */
  private unsaved: StorageError | null = null;

  constructor(
    private readonly settings: WebhookSettings,
    stateDir: string,
  ) {
    this.log = new DeliveryLogFile(stateDir, DELIVERY_LOG_SIZE, settings.rotateAtBytes);
    removeLeftoverTemporaryFiles(stateDir);
    this.deliveries = this.readLog();
    // A delivery cut short by a stop is not under way any more: say so rather than "pending" forever.
    for (const delivery of this.deliveries) if (delivery.status === "pending") Object.assign(delivery, { status: "unreachable", error: "the content service stopped before the delivery finished" });
  }

  /** The log as last saved; one that cannot be read (torn by a full disk, say) is set aside, never a reason not to start. */
  private readLog(): Delivery[] {
    const path = this.log.readPath;
    let reason: string;
    try {
      return this.log.read();
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    const aside = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    let moved = `it was moved to ${aside}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      moved = `it could not be moved aside (${error instanceof Error ? error.message : String(error)}) and the next delivery replaces it`;
    }
    this.quarantined = `the webhook log could not be read (${reason}); ${moved}, and a new log begun`;
    console.error(`Content service: ${this.quarantined}`);
    return [];
  }

  /** What is wrong with the log, for /healthz: set aside at start, or not saved since a write failed. */
  problems(): string[] {
    return [this.quarantined, this.unsaved && `the webhook log is not saved: ${this.unsaved.message}`].filter((problem) => problem !== null);
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

  /**
   * Records and starts a delivery; null when no webhook is configured. A publish's delivery goes
   * out even when the log cannot be saved (the publish is on disk already, the site must hear of
   * it); an editor's re-send is refused with the StorageError instead, as nothing was sent yet.
   */
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
      slug: payloadSlug(payload),
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
    const failure = this.save({ add: delivery });
    if (failure && resendOf) {
      this.deliveries.splice(this.deliveries.indexOf(delivery), 1);
      throw failure;
    }
    // deliver() catches what it expects; anything else is logged, never an unhandled rejection that stops the service.
    const running = this.deliver(delivery, url, secret)
      .catch((error: unknown) => console.error(`Webhook ${delivery.id}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.inFlight.delete(running));
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
    const set = { ...changes, updatedAt: new Date().toISOString() };
    Object.assign(delivery, set);
    this.save({ id: delivery.id, set });
  }

  /**
   * Appends a change to the log, or writes the whole log when the last save failed (what it
   * missed is in memory only). Its folder is made on the first delivery: a service without a
   * webhook leaves no trace. Returns the failure, never throws.
   */
  private save(record: LogLine): StorageError | null {
    try {
      if (this.unsaved) this.log.rewrite(this.deliveries);
      else this.log.append(record, this.deliveries);
      this.unsaved = null;
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      if (!this.unsaved) console.error(`Content service: the webhook log is not saved: ${error.message}`);
      this.unsaved = error;
    }
    return this.unsaved;
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
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? HYGRAPH_TIMEOUT_MS),
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

/** The entry's slug for the log: at the top when not localized, else the default locale's localization's (Hygraph's payload). */
function payloadSlug({ data }: WebhookPayload): string | null {
  if (typeof data.slug === "string") return data.slug;
  const localizations = Array.isArray(data.localizations) ? (data.localizations as { locale?: unknown; slug?: unknown }[]) : [];
  const slug = localizations.find((localization) => localization.locale === "en")?.slug ?? localizations[0]?.slug;
  return typeof slug === "string" ? slug : null;
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
