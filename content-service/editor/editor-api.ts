import { EDITOR_SETTINGS_FILE, editorTarget } from "./editor-settings";

/**
 * The editor CLI's way to the running service, with the editor token: GraphQL mutations on
 * /graphql, drafts on /graphql/preview, and the service's own endpoints (webhook log, uploads).
 */

type Answer = { data?: Record<string, unknown>; errors?: { message: string }[] };

function target(): { url: string; token: string } {
  const { url, token } = editorTarget();
  if (!token) {
    throw new Error(`No editor token: start the site with \`npm run site\` (it writes ${EDITOR_SETTINGS_FILE}), or set CONTENT_SERVICE_TOKEN to the token the content service was started with.`);
  }
  return { url, token };
}

/** A request to the service with the editor token; a service that does not answer is named. */
export async function serviceFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const { url, token } = target();
  try {
    return await fetch(`${url}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  } catch {
    throw new Error(`The content service does not answer at ${url}: start it with \`npm run site\` (or set CONTENT_SERVICE_URL).`);
  }
}

/** JSON from one of the service's own endpoints; its error message when it refuses. */
export async function serviceJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await serviceFetch(path, init);
  const body = (await response.json()) as T & { error?: string; errors?: { message: string }[] };
  if (!response.ok) throw new Error(body.error ?? body.errors?.map((error) => error.message).join(", ") ?? `HTTP ${response.status}`);
  return body;
}

/** `extensions`: GraphQL-over-HTTP request extensions (the service reads `force`; Hygraph ignores them). */
export async function request(query: string, variables: Record<string, unknown>, path = "/graphql", extensions?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await serviceFetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables, ...(extensions ? { extensions } : {}) }) });
  const body = (await response.json()) as Answer;
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join(", "));
  return body.data ?? {};
}
export const mutate = (query: string, variables: Record<string, unknown>, extensions?: Record<string, unknown>) => request(query, variables, "/graphql", extensions);
/** The master API: what readers see (the PUBLISHED stage). */
export const published = (query: string, variables: Record<string, unknown> = {}) => request(query, variables, "/graphql");
export const preview = (query: string, variables: Record<string, unknown> = {}) => request(query, variables, "/graphql/preview");
