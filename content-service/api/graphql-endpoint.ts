import { isLocale, type Locale } from "../store/localization";
import type { IncomingMessage, ServerResponse } from "node:http";
import { execute, GraphQLError, Kind, parse, specifiedRules, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { LRUCache } from "lru-cache";
import { BodyTooLargeError, MAX_BODY_BYTES, readRawBody } from "@sti-aware/contract/raw-body";
import { StorageError } from "../store/atomic-file";
import { bearerMatches } from "./bearer-token";
import { fieldResolver, typeResolver } from "./queries/field-resolvers";
import { hygraphError, send } from "./http-replies";
import { mutationRoot, type ContentEditor } from "./mutations/mutations";
import { ANSWER_LIMITS, costError, limitRules, QUERY_LIMITS, tokenLimitMessage, tooManyVariableValues } from "./limits/query-limits";
import type { QueryWork } from "./limits/query-work";
import type { RequestContext } from "./queries/request-context";
import { rootValue } from "./queries/root-queries";
import { AnswerTooLargeError, stringifyInSlices } from "./limits/sliced-json";
import type { Entry, Stage } from "../store/store";

/**
 * POST/GET /graphql and /graphql/preview: the request read and checked (size, limits, cost),
 * who may do what (read token, mutation token, DRAFT stage), the operation run, and the answer
 * in Hygraph's status codes.
 */

/** GraphQL requests answered, in total and per operation name (what a page or document costs the service). */
export type QueryStats = { total: number; byOperation: Record<string, number> };

export type ServiceContext = RequestContext & {
  editor: ContentEditor;
  token: string | undefined;
  readToken: string | undefined;
  previewToken: string | undefined;
  stats: QueryStats;
};

/** A GraphQL-over-HTTP request; `extensions.force` lifts the service's own guards on unpublish and delete (not part of the operation, which stays Hygraph's). */
type GraphQLBody = { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: { force?: unknown } | null };

/** Answers an error and tells the caller to stop. */
function refuse(res: ServerResponse, status: number, message: string): null {
  hygraphError(res, status, message);
  return null;
}

/** A request that passed every check before execution. */
type CheckedRequest = { document: DocumentNode; variables: Record<string, unknown> | undefined; operationName: string | undefined };

/**
 * Parsed and validated documents are reused: the site sends the same few queries over and
 * over. Bounded by the bytes of query text held (a parsed document is a small multiple of it).
 */
const documentCache = new LRUCache<string, DocumentNode | readonly GraphQLError[]>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (_value, query) => Math.max(1, query.length),
});

function parseAndValidate(schema: GraphQLSchema, query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documentCache.get(query);
  if (cached) return cached;
  let result: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(query, { maxTokens: QUERY_LIMITS.tokens });
    const errors = validate(schema, document, [...specifiedRules, ...limitRules]);
    result = errors.length ? errors : document;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const tooManyTokens = /more th\w+ \d+ tokens/.test(message);
    result = [new GraphQLError(tooManyTokens ? tokenLimitMessage(`stopped at token ${QUERY_LIMITS.tokens + 1}`) : message)];
  }
  documentCache.set(query, result);
  return result;
}

const isMutation = (document: DocumentNode) =>
  document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === "mutation");

/** Mutations need the service's bearer token; published reads are open, as on a public Hygraph content API. */
function authorizeMutation(req: IncomingMessage, token: string | undefined): string | null {
  if (!token) return "Mutations are disabled: start the content service with CONTENT_SERVICE_TOKEN set";
  return bearerMatches(req, token) ? null : "Unauthorized: a valid bearer token is required for mutations";
}

/** The body of a GET (query string) or POST (JSON, possibly not an object) request, or null once an error is answered. */
async function readBody(req: IncomingMessage, res: ServerResponse, work: QueryWork, withToken: boolean): Promise<{ body: GraphQLBody } | null> {
  const bodyLimit = withToken ? MAX_BODY_BYTES : QUERY_LIMITS.anonymousBodyBytes;
  try {
    if (req.method === "GET") {
      const url = new URL(req.url ?? "/", "http://localhost");
      const variables = url.searchParams.get("variables");
      await work.turn();
      return { body: { query: url.searchParams.get("query") ?? undefined, variables: variables ? JSON.parse(variables) : undefined } };
    }
    if (req.method === "POST") {
      const raw = await readRawBody(req, bodyLimit);
      await work.turn();
      return { body: JSON.parse(raw) as GraphQLBody };
    }
    res.setHeader("Allow", "GET, POST, OPTIONS");
    hygraphError(res, 405, `Method ${req.method} is not allowed`);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const whose = withToken ? "" : " (the limit for requests without a token)";
      hygraphError(res, 413, `Request body is larger than ${bodyLimit} bytes${whose}. Send a smaller query or fewer filter conditions.`);
    } else hygraphError(res, 400, "Request body must be JSON: { query, variables }");
  }
  return null;
}

/** The query's size, its document (parsed and validated), the variables' count and the cost, or null once an error is answered. */
async function checkRequest(res: ServerResponse, schema: GraphQLSchema, body: GraphQLBody, work: QueryWork, withToken: boolean): Promise<CheckedRequest | null> {
  if (typeof body?.query !== "string" || !body.query.trim()) return refuse(res, 400, "Missing query");
  if (body.query.length > QUERY_LIMITS.queryBytes) {
    return refuse(res, 400, `Query size limit of ${QUERY_LIMITS.queryBytes} characters exceeded, found ${body.query.length}. Send a smaller document.`);
  }
  if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== "object" || Array.isArray(body.variables))) {
    return refuse(res, 400, "variables must be an object");
  }
  await work.breathe();
  const document = parseAndValidate(schema, body.query);
  if (!("kind" in document)) {
    send(res, 400, { errors: document.map((error) => ({ message: error.message })), data: null });
    return null;
  }
  const variables = (body.variables as Record<string, unknown> | undefined) ?? undefined;
  if (!withToken && tooManyVariableValues(variables, QUERY_LIMITS.anonymousVariableValues)) {
    return refuse(res, 400, `Variables limit of ${QUERY_LIMITS.anonymousVariableValues} values exceeded (without a token). Use fewer filter conditions or shorter lists.`);
  }
  const operationName = typeof body.operationName === "string" ? body.operationName : undefined;
  await work.breathe();
  const tooCostly = costError(schema, document, variables, operationName);
  if (tooCostly) return refuse(res, 400, tooCostly.message);
  return { document, variables, operationName };
}

function countOperation(stats: QueryStats, { document, operationName }: CheckedRequest): void {
  const operation =
    operationName ||
    document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)?.name?.value ||
    "anonymous";
  stats.total++;
  stats.byOperation[operation] = (stats.byOperation[operation] ?? 0) + 1;
}

/** Whether the request may read the DRAFT stage, or null once a 401 is answered (a private API, a mutation, or DRAFT without its token). */
function authorize(req: IncomingMessage, res: ServerResponse, context: ServiceContext, mutation: boolean): boolean | null {
  const canRead = [context.readToken, context.previewToken, context.token].some((token) => bearerMatches(req, token));
  if (!mutation && context.readToken && !canRead) {
    return refuse(res, 401, "Unauthorized: this content API is not public; send a valid bearer token");
  }
  if (mutation) {
    const refusal = authorizeMutation(req, context.token);
    if (refusal) return refuse(res, 401, refusal);
  }
  // Hygraph: the DRAFT stage needs a token with that permission, on either endpoint.
  const draftAllowed = bearerMatches(req, context.previewToken) || bearerMatches(req, context.token);
  if (context.stage === "DRAFT" && !draftAllowed) {
    return refuse(res, 401, "Unauthorized: reading the DRAFT stage needs a preview token (Authorization: Bearer …)");
  }
  return draftAllowed;
}

/** The root value: the Query fields, or the Mutation fields answering each entry in the DRAFT stage. */
function rootFor(mutation: boolean, context: ServiceContext, force: boolean): Record<string, unknown> {
  if (!mutation) return rootValue();
  const draftContext = { ...context, stage: "DRAFT" as Stage };
  return Object.fromEntries(
    Object.entries(mutationRoot(context.editor, force)).map(([name, resolve]) => [
      name,
      async (args: Record<string, unknown>) => ({ ...(await resolve(args)), __context: draftContext }) as Entry,
    ]),
  );
}

/**
 * The execution's answer in Hygraph's status codes: 401 for DRAFT without a token, 503 when busy,
 * 507 when a write found the disk full (500 for another failed write: never 200 for a write that
 * is not on disk), 400 for bad input, else 200.
 */
async function sendResult(res: ServerResponse, result: ExecutionResult, work: QueryWork): Promise<void> {
  if (result.errors?.some((error) => error.extensions?.code === "UNAUTHORIZED")) {
    return hygraphError(res, 401, "Unauthorized: reading the DRAFT stage needs a preview token (Authorization: Bearer …)");
  }
  if (result.errors?.some((error) => error.extensions?.code === "BUSY")) {
    const busy = result.errors.find((error) => error.extensions?.code === "BUSY");
    return hygraphError(res, 503, busy?.message ?? "Busy", { "Retry-After": "1" });
  }
  const unsaved = result.errors?.map((error) => error.originalError).find((error) => error instanceof StorageError);
  if (unsaved) {
    console.error(`Content service: ${unsaved.message}`);
    return hygraphError(res, unsaved.status, unsaved.message);
  }
  if (result.errors?.length) {
    // Bad variables and bad arguments are the caller's fault, as on Hygraph: 400 and no data.
    const badInput = result.errors.some((error) => error.extensions?.code === "BAD_USER_INPUT" || !error.path);
    // One message once: a limit reached in a list is reported by each of its later fields.
    const messages = [...new Set(result.errors.map((error) => error.message))];
    if (badInput) return send(res, 400, { errors: messages.map((message) => ({ message })), data: null });
    return send(res, 200, { errors: result.errors.map((error) => ({ message: error.message, path: error.path })), data: result.data ?? null });
  }
  let answer: string;
  try {
    answer = await stringifyInSlices({ data: result.data }, work, ANSWER_LIMITS.bytes);
  } catch (error) {
    if (error instanceof AnswerTooLargeError) return hygraphError(res, 400, error.message);
    throw error;
  }
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" });
  res.end(answer);
}

/**
 * Every step that costs CPU (parsing the body, checking the document, its cost, running it,
 * serialising the answer) starts with a turn (cpu-turns.ts): between two steps of one request,
 * other requests, and the health check, get theirs.
 */
export async function handleGraphQL(req: IncomingMessage, res: ServerResponse, schema: GraphQLSchema, context: ServiceContext): Promise<void> {
  const { work } = context;
  const withToken = [context.token, context.previewToken, context.readToken].some((token) => bearerMatches(req, token));
  const read = await readBody(req, res, work, withToken);
  if (!read) return;
  const request = await checkRequest(res, schema, read.body, work, withToken);
  if (!request) return;
  countOperation(context.stats, request);
  const mutation = isMutation(request.document);
  const draftAllowed = authorize(req, res, context, mutation);
  if (draftAllowed === null) return;
  const locales = headerLocales(req);
  if ("problem" in locales) return hygraphError(res, 400, locales.problem);
  const rootValueOfRequest = rootFor(mutation, context, read.body.extensions?.force === true);
  await work.breathe();
  const result = await execute({
    schema,
    document: request.document,
    rootValue: rootValueOfRequest,
    contextValue: { ...context, draftAllowed, ...locales },
    variableValues: request.variables,
    operationName: request.operationName,
    fieldResolver,
    typeResolver,
  });
  await sendResult(res, result, work);
}

/**
 * Hygraph's `gcms-locales` header: the locales (comma-separated, in fallback order) a query reads
 * when its root field gives no `locales` argument. Unknown locales are refused as the argument's
 * would be.
 */
function headerLocales(req: IncomingMessage): { locales?: Locale[] } | { problem: string } {
  const header = req.headers["gcms-locales"];
  if (typeof header !== "string" || !header.trim()) return {};
  const locales = header.split(",").map((locale) => locale.trim());
  const unknown = locales.filter((locale) => !isLocale(locale));
  if (unknown.length) return { problem: `gcms-locales: unknown locale ${unknown.map((locale) => JSON.stringify(locale)).join(", ")}` };
  return { locales: locales as Locale[] };
}
