import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve } from "node:path";
import { execute, GraphQLError, Kind, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import sharp from "sharp";
import { IMAGE_CROPS, IMAGE_QUALITIES, IMAGE_WIDTHS } from "@sti-aware/contract/image-widths";
import { costError, limitRules, QUERY_LIMITS, tokenLimitMessage, tooManyVariableValues } from "./query-limits";
import { QueryWork } from "./query-work";
import { contentRules } from "./content-rules";
import { fieldResolver, typeResolver } from "./field-resolvers";
import type { RequestContext } from "./request-context";
import { rootValue } from "./root-queries";
import { buildContentSchema } from "./schema";
import { ContentEditor, mutationRoot, MUTATIONS_SDL } from "./mutations";
import { removeLeftoverTemporaryFiles } from "./atomic-file";
import { WebhookDeliveries } from "./webhook-deliveries";
import { handleWebhookRoutes } from "./webhook-routes";
import { handleUpload } from "./uploads";
import { isExplorerPath, serveExplorer } from "./explorer";
import { stringifyInSlices } from "./sliced-json";
import { validateStore } from "./entry-validation";
import { ContentStore, type Entry, type Stage } from "./store";
import { BodyTooLargeError, MAX_BODY_BYTES, readRawBody } from "@sti-aware/contract/raw-body";
import { secretsEqual } from "@sti-aware/contract/secret-comparison";

/**
 * The embedded content service: Hygraph's content API over HTTP for the files in a content
 * directory, plus the asset CDN (originals under /images/, resized webp under /optimized/).
 */

export const DEFAULT_CONTENT_DIR = join(import.meta.dirname, "content");
/** The service's own records (the webhook delivery log), kept apart from the content files. */
export const DEFAULT_STATE_DIR = ".content-state";
const MIME_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

/**
 * Uploads are served as inert files: no script, plugin, form or frame of theirs runs in this
 * origin (an SVG or an HTML file renamed .png), and browsers take the declared type as given.
 */
const UPLOAD_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
};

export type ContentServiceOptions = {
  port?: number;
  host?: string;
  contentDir?: string;
  publicUrl?: string;
  /** Bearer token for mutations (default CONTENT_SERVICE_TOKEN); without one, mutations are disabled. */
  token?: string;
  /**
   * Bearer token for reads (default CONTENT_SERVICE_READ_TOKEN): when set, the API is not public,
   * as a Hygraph project whose Public Content API is off; queries then need it (or the mutation token).
   */
  readToken?: string;
  /** Bearer token for reading the DRAFT stage (default CONTENT_PREVIEW_TOKEN); without one, only the mutation token reads drafts. */
  previewToken?: string;
  /** Where publish/unpublish/delete webhooks go (default CONTENT_WEBHOOK_URL / CONTENT_WEBHOOK_SECRET). */
  webhookUrl?: string;
  webhookSecret?: string;
  /** The Hygraph environment the webhook's signature names (default CONTENT_WEBHOOK_ENVIRONMENT, else "master"). */
  webhookEnvironment?: string;
  /** Webhook retry timing (tests shorten it); defaults in webhook-deliveries.ts. */
  webhookRetries?: number;
  webhookBaseDelayMs?: number;
  /** Where the webhook delivery log is kept (default CONTENT_STATE_DIR, else .content-state). */
  stateDir?: string;
  /** Serve the query counters at GET /_stats (default CONTENT_SERVICE_STATS=1); for tests and benchmarks only. */
  exposeStats?: boolean;
};
/** GraphQL requests answered, in total and per operation name (what a page or document costs the service). */
export type QueryStats = { total: number; byOperation: Record<string, number> };
export type ContentService = { url: string; store: ContentStore; editor: ContentEditor; webhooks: WebhookDeliveries; stats: QueryStats; close(): Promise<void> };

type ServiceContext = RequestContext & {
  editor: ContentEditor;
  token: string | undefined;
  readToken: string | undefined;
  previewToken: string | undefined;
  stats: QueryStats;
};

type GraphQLBody = { query?: unknown; variables?: unknown; operationName?: unknown };

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff", ...headers });
  res.end(JSON.stringify(body));
}

const hygraphError = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
  send(res, status, { errors: [{ message }], data: null }, headers);


/**
 * CORS: the read API is public, as a Hygraph content API is, so any origin may read it without
 * credentials ("*", never the caller's Origin reflected). Authorization is not an allowed
 * header, so no browser page on another origin can send a mutation or preview token.
 */
function setCors(res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "content-type");
  res.setHeader("Access-Control-Max-Age", "600");
}

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

const bearerMatches = (req: IncomingMessage, token: string | undefined): boolean => {
  if (!token) return false;
  return secretsEqual(req.headers.authorization ?? "", `Bearer ${token}`);
};

const isMutation = (document: DocumentNode) =>
  document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === "mutation");

/** Mutations need the service's bearer token; published reads are open, as on a public Hygraph content API. */
function authorizeMutation(req: IncomingMessage, token: string | undefined): string | null {
  if (!token) return "Mutations are disabled: start the content service with CONTENT_SERVICE_TOKEN set";
  return bearerMatches(req, token) ? null : "Unauthorized: a valid bearer token is required for mutations";
}

/**
 * Every step that costs CPU (parsing the body, checking the document, its cost, running it,
 * serialising the answer) starts with a turn (cpu-turns.ts): between two steps of one request,
 * other requests, and the health check, get theirs.
 */
export async function handleGraphQL(req: IncomingMessage, res: ServerResponse, schema: GraphQLSchema, context: ServiceContext): Promise<void> {
  let body: GraphQLBody;
  const { work } = context;
  const withToken = [context.token, context.previewToken, context.readToken].some((token) => bearerMatches(req, token));
  const bodyLimit = withToken ? MAX_BODY_BYTES : QUERY_LIMITS.anonymousBodyBytes;
  try {
    if (req.method === "GET") {
      const url = new URL(req.url ?? "/", "http://localhost");
      const variables = url.searchParams.get("variables");
      await work.turn();
      body = { query: url.searchParams.get("query") ?? undefined, variables: variables ? JSON.parse(variables) : undefined };
    } else if (req.method === "POST") {
      const raw = await readRawBody(req, bodyLimit);
      await work.turn();
      body = JSON.parse(raw) as GraphQLBody;
    } else {
      res.setHeader("Allow", "GET, POST, OPTIONS");
      return hygraphError(res, 405, `Method ${req.method} is not allowed`);
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const whose = withToken ? "" : " (the limit for requests without a token)";
      return hygraphError(res, 413, `Request body is larger than ${bodyLimit} bytes${whose}. Send a smaller query or fewer filter conditions.`);
    }
    return hygraphError(res, 400, "Request body must be JSON: { query, variables }");
  }
  if (typeof body?.query !== "string" || !body.query.trim()) return hygraphError(res, 400, "Missing query");
  if (body.query.length > QUERY_LIMITS.queryBytes) {
    return hygraphError(res, 400, `Query size limit of ${QUERY_LIMITS.queryBytes} characters exceeded, found ${body.query.length}. Send a smaller document.`);
  }
  if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== "object" || Array.isArray(body.variables))) {
    return hygraphError(res, 400, "variables must be an object");
  }
  await work.breathe();
  const document = parseAndValidate(schema, body.query);
  if (!("kind" in document)) {
    return send(res, 400, { errors: document.map((error) => ({ message: error.message })), data: null });
  }
  const variables = (body.variables as Record<string, unknown> | undefined) ?? undefined;
  if (!withToken && tooManyVariableValues(variables, QUERY_LIMITS.anonymousVariableValues)) {
    return hygraphError(res, 400, `Variables limit of ${QUERY_LIMITS.anonymousVariableValues} values exceeded (without a token). Use fewer filter conditions or shorter lists.`);
  }
  const operationName = typeof body.operationName === "string" ? body.operationName : undefined;
  await work.breathe();
  const tooCostly = costError(schema, document, variables, operationName);
  if (tooCostly) return hygraphError(res, 400, tooCostly.message);
  const operation =
    operationName ||
    document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)?.name?.value ||
    "anonymous";
  context.stats.total++;
  context.stats.byOperation[operation] = (context.stats.byOperation[operation] ?? 0) + 1;
  const mutation = isMutation(document);
  const canRead = [context.readToken, context.previewToken, context.token].some((token) => bearerMatches(req, token));
  if (!mutation && context.readToken && !canRead) {
    return hygraphError(res, 401, "Unauthorized: this content API is not public; send a valid bearer token");
  }
  if (mutation) {
    const refusal = authorizeMutation(req, context.token);
    if (refusal) return hygraphError(res, 401, refusal);
  }
  // Hygraph: the DRAFT stage needs a token with that permission, on either endpoint.
  const draftAllowed = bearerMatches(req, context.previewToken) || bearerMatches(req, context.token);
  if (context.stage === "DRAFT" && !draftAllowed) {
    return hygraphError(res, 401, "Unauthorized: reading the DRAFT stage needs a preview token (Authorization: Bearer …)");
  }
  const draftContext = { ...context, stage: "DRAFT" as Stage };
  const root = mutation
    ? Object.fromEntries(
        Object.entries(mutationRoot(context.editor)).map(([name, resolve]) => [
          name,
          async (args: Record<string, unknown>) => ({ ...(await resolve(args)), __context: draftContext }) as Entry,
        ]),
      )
    : rootValue();
  await work.breathe();
  const result = await execute({
    schema,
    document,
    rootValue: root,
    contextValue: { ...context, draftAllowed },
    variableValues: variables,
    operationName,
    fieldResolver,
    typeResolver,
  });
  if (result.errors?.some((error) => error.extensions?.code === "UNAUTHORIZED")) {
    return hygraphError(res, 401, "Unauthorized: reading the DRAFT stage needs a preview token (Authorization: Bearer …)");
  }
  if (result.errors?.some((error) => error.extensions?.code === "BUSY")) {
    const busy = result.errors.find((error) => error.extensions?.code === "BUSY");
    return hygraphError(res, 503, busy?.message ?? "Busy", { "Retry-After": "1" });
  }
  if (result.errors?.length) {
    // Bad variables and bad arguments are the caller's fault, as on Hygraph: 400 and no data.
    const badInput = result.errors.some((error) => error.extensions?.code === "BAD_USER_INPUT" || !error.path);
    if (badInput) return send(res, 400, { errors: result.errors.map((error) => ({ message: error.message })), data: null });
    return send(res, 200, { errors: result.errors.map((error) => ({ message: error.message, path: error.path })), data: result.data ?? null });
  }
  const answer = await stringifyInSlices({ data: result.data }, work);
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" });
  res.end(answer);
}

/** Resized webp renditions, made once per file, width and quality; bounded in bytes. */
const renditions = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (buffer) => Math.max(1, buffer.length) });
/** Resizes in progress, shared by concurrent requests for the same rendition. */
const pendingRenditions = new Map<string, Promise<Buffer>>();
/** Resizing is CPU-bound: at most two at once, the rest wait their turn. */
const resizeSlots = pLimit(2);

function rendition(key: string, original: Buffer, size: { width: number; height: number | undefined; quality: number }): Promise<Buffer> {
  const done = renditions.get(key);
  if (done) return Promise.resolve(done);
  let pending = pendingRenditions.get(key);
  if (!pending) {
    // With a height, crop to exactly w×h around the centre (fit "cover"); without, keep the aspect ratio.
    const resize = { width: size.width, height: size.height, fit: "cover" as const, withoutEnlargement: false };
    pending = resizeSlots(() => sharp(original, { density: 144 }).resize(resize).webp({ quality: size.quality }).toBuffer());
    pendingRenditions.set(key, pending);
    pending.then((buffer) => renditions.set(key, buffer), () => undefined).finally(() => pendingRenditions.delete(key));
  }
  return pending;
}

async function serveAsset(req: IncomingMessage, res: ServerResponse, filesDir: string, optimized: boolean): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const prefix = optimized ? "/optimized/" : "/images/";
  let fileName: string;
  try {
    fileName = decodeURIComponent(url.pathname.slice(prefix.length));
  } catch {
    return send(res, 400, { error: "Bad file name" });
  }
  // Flat file names only: no separators, no dot-dot, nothing hidden.
  if (!/^[\w][\w.-]*$/.test(fileName) || fileName.includes("..")) return send(res, 404, { error: "Not found" });
  const path = resolve(filesDir, fileName);
  if (!path.startsWith(resolve(filesDir) + "/")) return send(res, 404, { error: "Not found" });
  let original: Buffer;
  try {
    original = await readFile(path);
  } catch {
    return send(res, 404, { error: "Not found" });
  }
  // Images are embedded by the site, which is another origin: say so explicitly.
  const cacheHeaders = {
    "Cache-Control": "public, max-age=31536000, immutable",
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
    ...UPLOAD_HEADERS,
    // An SVG is an active document: opened by itself it is downloaded, never run in this origin.
    ...(extname(fileName).toLowerCase() === ".svg" && !optimized ? { "Content-Disposition": `attachment; filename="${fileName}"` } : {}),
  };
  if (!optimized) {
    res.writeHead(200, { "content-type": MIME_TYPES[extname(fileName).toLowerCase()] ?? "application/octet-stream", ...cacheHeaders });
    return void res.end(original);
  }
  // Only the widths and qualities the site's image loader asks for (one shared list).
  const width = Number(url.searchParams.get("w"));
  const quality = url.searchParams.has("q") ? Number(url.searchParams.get("q")) : IMAGE_QUALITIES[0];
  const height = url.searchParams.has("h") ? Number(url.searchParams.get("h")) : undefined;
  if (!IMAGE_WIDTHS.includes(width)) return send(res, 400, { error: `w must be one of ${IMAGE_WIDTHS.join(", ")}` });
  if (height !== undefined && !IMAGE_CROPS.some((crop) => crop.width === width && crop.height === height)) {
    return send(res, 400, { error: `h is allowed only as one of the crops ${IMAGE_CROPS.map((crop) => `${crop.width}x${crop.height}`).join(", ")}` });
  }
  if (!IMAGE_QUALITIES.includes(quality)) return send(res, 400, { error: `q must be one of ${IMAGE_QUALITIES.join(", ")}` });
  try {
    const buffer = await rendition(`${fileName}:${width}:${height ?? ""}:${quality}`, original, { width, height, quality });
    res.writeHead(200, { "content-type": "image/webp", "content-length": String(buffer.length), ...cacheHeaders });
    res.end(buffer);
  } catch {
    send(res, 415, { error: "Not an image" });
  }
}

export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR;
  removeLeftoverTemporaryFiles(contentDir);
  const store = ContentStore.load(contentDir);
  const rules = contentRules();
  const problems = validateStore(store, rules);
  if (problems.length) throw new Error(`Invalid content in ${contentDir}:\n- ${problems.join("\n- ")}`);
  const schema = buildContentSchema(MUTATIONS_SDL);
  const webhooks = new WebhookDeliveries(
    {
      url: options.webhookUrl ?? process.env.CONTENT_WEBHOOK_URL,
      secret: options.webhookSecret ?? process.env.CONTENT_WEBHOOK_SECRET,
      environment: options.webhookEnvironment ?? (process.env.CONTENT_WEBHOOK_ENVIRONMENT || undefined),
      retries: options.webhookRetries,
      baseDelayMs: options.webhookBaseDelayMs,
    },
    options.stateDir ?? (process.env.CONTENT_STATE_DIR || DEFAULT_STATE_DIR),
  );
  const editor = new ContentEditor(store, rules, webhooks);
  const token = options.token ?? (process.env.CONTENT_SERVICE_TOKEN || undefined);
  const readToken = options.readToken ?? (process.env.CONTENT_SERVICE_READ_TOKEN || undefined);
  const previewToken = options.previewToken ?? (process.env.CONTENT_PREVIEW_TOKEN || undefined);
  const filesDir = join(contentDir, "files");
  let baseUrl = options.publicUrl ?? "";
  const stats: QueryStats = { total: 0, byOperation: {} };
  const exposeStats = options.exposeStats ?? process.env.CONTENT_SERVICE_STATS === "1";

  const server = createServer((req, res) => {
    setCors(res);
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const handle = async () => {
      if (req.method === "OPTIONS") {
        res.writeHead(204);
        return void res.end();
      }
      if (path === "/healthz") {
        res.writeHead(200, { "content-type": "text/plain" });
        return void res.end("ok");
      }
      if (path === "/_stats" && exposeStats) return send(res, 200, stats);
      if (path === "/graphql" || path === "/graphql/preview") {
        const stage: Stage = path === "/graphql" ? "PUBLISHED" : "DRAFT";
        return handleGraphQL(req, res, schema, { store, stage, baseUrl, editor, token, readToken, previewToken, draftAllowed: false, stats, work: new QueryWork() });
      }
      if (isExplorerPath(path)) return serveExplorer(req, res, path);
      if (path === "/graphql/upload") return handleUpload(req, res, { editor, filesDir, baseUrl, authorized: bearerMatches(req, token) });
      if (path === "/webhooks" || path.startsWith("/webhooks/")) return handleWebhookRoutes(req, res, webhooks, bearerMatches(req, token));
      if (path.startsWith("/images/")) return serveAsset(req, res, filesDir, false);
      if (path.startsWith("/optimized/")) return serveAsset(req, res, filesDir, true);
      send(res, 404, { error: "Not found" });
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) hygraphError(res, 500, error instanceof Error ? error.message : String(error));
      else res.end();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
  baseUrl ||= process.env.ASSET_BASE_URL?.replace(/\/$/, "") || url;
  return {
    url,
    store,
    editor,
    webhooks,
    stats,
    close: async () => {
      await editor.settled();
      await new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      });
    },
  };
}
