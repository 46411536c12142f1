import { ClientError, GraphQLClient, type Variables } from "graphql-request";
import { retryAfterMs, withRetries } from "@sti-aware/contract/backoff";
import { MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import type { TypedDocumentString } from "@/queries/generated/graphql";
import { removeForbiddenCharacters } from "@sti-aware/contract/forbidden-characters";

/**
 * The one way the site reads content. It owns the error rules of docs/requirements.md, Errors: GraphQL error
 * messages are joined, 'Error message not found.' when there are none, and any HTTP status
 * of 300 or more is an error. Requests time out, and transient failures (network, 429, 5xx)
 * are retried with backoff; an answer that says when to come back (Retry-After: the content
 * service's 503 "busy, retry shortly" when a filter ran past its deadline under load, a 429) is
 * retried after that wait, doubled at each next retry, at most MAX_REQUESTED_DELAY_MS.
 */

export const FALLBACK_ERROR_MESSAGE = "Error message not found.";

export type ContentEndpoint = { url: string; token?: string };

/**
 * A typed document from queries/generated: the query text (fragments appended) carrying the
 * types of its result and variables, so a request's answer and arguments are inferred, not
 * asserted. A plain string is not one: every query goes through codegen, which validates it.
 */
export type ContentDocument<TResult, TVariables> = TypedDocumentString<TResult, TVariables>;

/** The variables argument: required when the document has a required variable, else optional. */
export type VariablesArgument<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export type ContentRequestOptions = {
  timeoutMs?: number;
  /** Extra attempts after the first one, for transient failures only. */
  retries?: number;
  /** Base delay of the exponential backoff between attempts. */
  backoffMs?: number;
  /** Told of a request that failed for good (the site's error monitoring); the client sits below it, so it is handed in. */
  reportError?: (error: ContentRequestError, context: { endpoint: string; status: number | undefined }) => void;
};

export class ContentRequestError extends Error {
  readonly status: number | undefined;
  readonly endpoint: string;
  readonly transient: boolean;
  /** The wait the answer asked for (Retry-After), in ms. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, details: { status?: number; endpoint: string; transient: boolean; retryAfterMs?: number; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = "ContentRequestError";
    this.status = details.status;
    this.endpoint = details.endpoint;
    this.transient = details.transient;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** The longest wait between two attempts, whatever an answer asks. */
export const MAX_REQUESTED_DELAY_MS = 8_000;

/** The wait before retry `retry` (from 0) of a failure that asked for one: its Retry-After, doubled each time. */
const requestedDelayMs = (error: unknown, retry: number) =>
  error instanceof ContentRequestError && error.retryAfterMs !== undefined ? Math.min(MAX_REQUESTED_DELAY_MS, error.retryAfterMs * 2 ** retry) : undefined;

export function joinErrorMessages(errors: ReadonlyArray<{ message?: unknown }> | undefined): string {
  const messages = (errors ?? [])
    .map((error) => (typeof error?.message === "string" ? error.message.trim() : ""))
    .filter(Boolean);
  return messages.length ? messages.join(", ") : FALLBACK_ERROR_MESSAGE;
}

const isTransientStatus = (status: number | undefined) => status === 429 || (status !== undefined && status >= 500);

/**
 * JSON can carry characters HTML cannot (a lone surrogate, most C0 controls) as \u escapes; the
 * server-rendered page would show U+FFFD where the client's props keep the original, and React's
 * hydration fails on the mismatch. Strings lose them on the way in; the reviver runs only when
 * the raw text has such an escape, so ordinary responses parse at full speed.
 */
const ILL_FORMED_ESCAPE = /\\u(?:00(?:0[0-8bcef]|1[0-9a-f])|d[89a-f][0-9a-f]{2}|fff[ef])|\\[bf]/i;
const wellFormedStrings = (_key: string, value: unknown) => (typeof value === "string" ? removeForbiddenCharacters(value) : value);
const parseContentJson = (text: string): unknown => (ILL_FORMED_ESCAPE.test(text) ? JSON.parse(text, wellFormedStrings) : JSON.parse(text));

/** A redirect is an error here (status >= 300), so it must not be followed silently. */
const fetchWithoutRedirects: typeof fetch = (input, init) => fetch(input, { ...init, redirect: "manual" });

function toContentError(error: unknown, endpoint: string): ContentRequestError {
  if (error instanceof ContentRequestError) return error;
  if (error instanceof ClientError) {
    const { status, errors, headers } = error.response;
    const transient = isTransientStatus(status);
    return new ContentRequestError(joinErrorMessages(errors), {
      status,
      endpoint,
      transient,
      retryAfterMs: transient ? retryAfterMs(headers?.get("retry-after")) : undefined,
      cause: error,
    });
  }
  const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
  const reason = timedOut ? "timed out" : error instanceof Error ? error.message : String(error);
  return new ContentRequestError(`Content service at ${endpoint} could not be reached: ${reason}`, {
    endpoint,
    transient: true,
    cause: error,
  });
}

export async function requestContent<TResult, TVariables extends Variables>(
  endpoint: ContentEndpoint,
  document: ContentDocument<TResult, TVariables>,
  variables?: TVariables,
  options: ContentRequestOptions = {},
): Promise<TResult> {
  const { timeoutMs = 10_000, retries = 2, backoffMs = 250, reportError } = options;
  const client = new GraphQLClient(endpoint.url, {
    fetch: fetchWithoutRedirects,
    jsonSerializer: { parse: parseContentJson, stringify: JSON.stringify },
    headers: endpoint.token ? { Authorization: `Bearer ${endpoint.token}` } : undefined,
    // graphql-request would parse every document to find its operation name; the service reads it from the document.
    excludeOperationName: true,
  });
  const query = document.toString();
  const attempt = () =>
    client
      .request<TResult>({ document: query, variables, signal: AbortSignal.timeout(timeoutMs) })
      .catch((caught: unknown) => Promise.reject(toContentError(caught, endpoint.url)));
  try {
    return await withRetries(attempt, {
      retries,
      baseDelayMs: backoffMs,
      isTransient: (error) => error instanceof ContentRequestError && error.transient,
      requestedDelayMs,
    });
  } catch (caught) {
    const error = toContentError(caught, endpoint.url);
    reportError?.(error, { endpoint: endpoint.url, status: error.status });
    throw error;
  }
}

export type Connection<TNode> = {
  edges: { node: TNode }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage?: boolean; pageSize?: number };
};


/**
 * Pages through a connection until the service says there is no next page, so a list is
 * never silently cut at the API's default page size.
 */
export async function fetchAll<TNode>(
  fetchPage: (page: { first: number; skip: number }) => Promise<Connection<TNode>>,
  pageSize = MAX_PAGE_SIZE,
): Promise<TNode[]> {
  const nodes: TNode[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const connection = await fetchPage({ first: pageSize, skip });
    nodes.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage || connection.edges.length === 0) return nodes;
  }
}
