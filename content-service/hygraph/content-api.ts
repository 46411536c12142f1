import { retryAfterMs, withRetries } from "@sti-aware/contract/backoff";

/**
 * A Hygraph Content API client for the import: GraphQL requests and asset uploads with a
 * permanent auth token, retried when the project answers 429 (rate limit: after the time its
 * Retry-After asks for) or is briefly unavailable (502/503/504, with doubling delays).
 */

export class ContentApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const TRANSIENT = new Set([429, 502, 503, 504]);

export type ContentApiOptions = { endpoint: string; token: string; uploadUrl?: string; retries?: number; baseDelayMs?: number; fetchImpl?: typeof fetch };

export class ContentApi {
  readonly uploadUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ContentApiOptions) {
    this.uploadUrl = options.uploadUrl ?? `${options.endpoint.replace(/\/$/, "")}/upload`;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  private send(url: string, init: RequestInit): Promise<Response> {
    return withRetries(
      async () => {
        const response = await this.fetchImpl(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${this.options.token}` } });
        if (TRANSIENT.has(response.status)) {
          throw new ContentApiError(`${url} answered ${response.status}`, response.status, retryAfterMs(response.headers.get("retry-after")));
        }
        return response;
      },
      {
        retries: this.options.retries ?? 6,
        baseDelayMs: this.options.baseDelayMs ?? 500,
        isTransient: (error) => error instanceof ContentApiError && TRANSIENT.has(error.status),
        requestedDelayMs: (error) => (error instanceof ContentApiError ? error.retryAfterMs : undefined),
      },
    );
  }

  async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.send(this.options.endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
    const text = await response.text();
    let body: { data?: T; errors?: { message: string }[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new ContentApiError(`${this.options.endpoint} answered ${response.status}: ${text.slice(0, 200)}`, response.status);
    }
    if (body.errors?.length) throw new ContentApiError(body.errors.map((error) => error.message).join("; "), response.status);
    if (!response.ok || !body.data) throw new ContentApiError(`${this.options.endpoint} answered ${response.status}`, response.status);
    return body.data;
  }

  /** Hygraph's asset upload: the file as the multipart field `fileUpload`, with the project's own Asset fields. */
  async upload(bytes: Uint8Array, fileName: string, mimeType: string, fields: Record<string, string>): Promise<{ id: string }> {
    const form = new FormData();
    form.set("fileUpload", new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const response = await this.send(this.uploadUrl, { method: "POST", body: form });
    const body = (await response.json().catch(() => ({}))) as { id?: string; error?: string };
    if (!response.ok || !body.id) throw new ContentApiError(`upload of ${fileName}: ${body.error ?? `answered ${response.status}`}`, response.status);
    return { id: body.id };
  }
}
