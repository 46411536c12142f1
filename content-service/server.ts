import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve } from "node:path";
import { execute, GraphQLError, Kind, parse, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import sharp from "sharp";
import { buildContentSchema, contentRules, fieldResolver, rootValue, typeResolver, type RequestContext } from "./schema";
import { ContentEditor, mutationRoot, MUTATIONS_SDL } from "./mutations";
import { ContentStore, validateStore, type Entry, type Stage } from "./store";

/**
 * The embedded content service: Hygraph's content API over HTTP for the files in a content
 * directory, plus the asset CDN (originals under /images/, resized webp under /optimized/).
 */

export const DEFAULT_CONTENT_DIR = join(import.meta.dirname, "content");
const MAX_BODY_BYTES = 1024 * 1024;
const MIME_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
};

export type ContentServiceOptions = {
  port?: number;
  host?: string;
  contentDir?: string;
  publicUrl?: string;
  /** Bearer token for mutations (default CONTENT_SERVICE_TOKEN); without one, mutations are disabled. */
  token?: string;
  /** Where publish/unpublish/delete webhooks go (default CONTENT_WEBHOOK_URL / CONTENT_WEBHOOK_SECRET). */
  webhookUrl?: string;
  webhookSecret?: string;
};
export type ContentService = { url: string; store: ContentStore; editor: ContentEditor; close(): Promise<void> };

type ServiceContext = RequestContext & { editor: ContentEditor; token: string | undefined };

type GraphQLBody = { query?: unknown; variables?: unknown; operationName?: unknown };

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

const hygraphError = (res: ServerResponse, status: number, message: string) => send(res, status, { errors: [{ message }], data: null });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("Request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "content-type, authorization, gcms-stage");
  res.setHeader("Access-Control-Max-Age", "600");
}

/** Parsed documents are reused: the site sends the same few queries over and over. */
const documentCache = new Map<string, DocumentNode | readonly GraphQLError[]>();

function parseAndValidate(schema: GraphQLSchema, query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documentCache.get(query);
  if (cached) return cached;
  let result: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(query);
    const errors = validate(schema, document);
    result = errors.length ? errors : document;
  } catch (error) {
    result = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
  }
  if (documentCache.size > 500) documentCache.clear();
  documentCache.set(query, result);
  return result;
}

const isMutation = (document: DocumentNode) =>
  document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === "mutation");

/** Mutations need the service's bearer token; reads are open, as on a public Hygraph content API. */
function authorizeMutation(req: IncomingMessage, token: string | undefined): string | null {
  if (!token) return "Mutations are disabled: start the content service with CONTENT_SERVICE_TOKEN set";
  const header = req.headers.authorization ?? "";
  return header === `Bearer ${token}` ? null : "Unauthorized: a valid bearer token is required for mutations";
}

export async function handleGraphQL(req: IncomingMessage, res: ServerResponse, schema: GraphQLSchema, context: ServiceContext): Promise<void> {
  let body: GraphQLBody;
  try {
    if (req.method === "GET") {
      const url = new URL(req.url ?? "/", "http://localhost");
      const variables = url.searchParams.get("variables");
      body = { query: url.searchParams.get("query") ?? undefined, variables: variables ? JSON.parse(variables) : undefined };
    } else if (req.method === "POST") {
      body = JSON.parse(await readBody(req)) as GraphQLBody;
    } else {
      res.setHeader("Allow", "GET, POST, OPTIONS");
      return hygraphError(res, 405, `Method ${req.method} is not allowed`);
    }
  } catch {
    return hygraphError(res, 400, "Request body must be JSON: { query, variables }");
  }
  if (typeof body?.query !== "string" || !body.query.trim()) return hygraphError(res, 400, "Missing query");
  if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== "object" || Array.isArray(body.variables))) {
    return hygraphError(res, 400, "variables must be an object");
  }
  const document = parseAndValidate(schema, body.query);
  if (!("kind" in document)) {
    return send(res, 400, { errors: document.map((error) => ({ message: error.message })), data: null });
  }
  const mutation = isMutation(document);
  if (mutation) {
    const refusal = authorizeMutation(req, context.token);
    if (refusal) return hygraphError(res, 401, refusal);
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
  const result = await execute({
    schema,
    document,
    rootValue: root,
    contextValue: context,
    variableValues: (body.variables as Record<string, unknown> | undefined) ?? undefined,
    operationName: typeof body.operationName === "string" ? body.operationName : undefined,
    fieldResolver,
    typeResolver,
  });
  if (result.errors?.length) {
    // Bad variables and bad arguments are the caller's fault, as on Hygraph: 400 and no data.
    const badInput = result.errors.some((error) => error.extensions?.code === "BAD_USER_INPUT" || !error.path);
    if (badInput) return send(res, 400, { errors: result.errors.map((error) => ({ message: error.message })), data: null });
    return send(res, 200, { errors: result.errors.map((error) => ({ message: error.message, path: error.path })), data: result.data ?? null });
  }
  send(res, 200, { data: result.data });
}

/** Resized webp renditions, made once per file, width and quality. */
const renditions = new Map<string, Promise<Buffer>>();

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
  const cacheHeaders = { "Cache-Control": "public, max-age=31536000, immutable", "Access-Control-Allow-Origin": "*" };
  if (!optimized) {
    res.writeHead(200, { "content-type": MIME_TYPES[extname(fileName).toLowerCase()] ?? "application/octet-stream", ...cacheHeaders });
    return void res.end(original);
  }
  const width = Number(url.searchParams.get("w"));
  const quality = url.searchParams.has("q") ? Number(url.searchParams.get("q")) : 75;
  const height = url.searchParams.has("h") ? Number(url.searchParams.get("h")) : undefined;
  if (!Number.isInteger(width) || width < 1 || width > 3840) return send(res, 400, { error: "w must be a whole number from 1 to 3840" });
  if (height !== undefined && (!Number.isInteger(height) || height < 1 || height > 3840)) return send(res, 400, { error: "h must be a whole number from 1 to 3840" });
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) return send(res, 400, { error: "q must be a whole number from 1 to 100" });
  const key = `${fileName}:${width}:${height ?? ""}:${quality}`;
  let rendition = renditions.get(key);
  if (!rendition) {
    // With a height, crop to exactly w×h around the centre (fit "cover"); without, keep the aspect ratio.
    rendition = sharp(original, { density: 144 }).resize({ width, height, fit: "cover", withoutEnlargement: false }).webp({ quality }).toBuffer();
    renditions.set(key, rendition);
    rendition.catch(() => renditions.delete(key));
  }
  try {
    const buffer = await rendition;
    res.writeHead(200, { "content-type": "image/webp", "content-length": String(buffer.length), ...cacheHeaders });
    res.end(buffer);
  } catch {
    send(res, 415, { error: "Not an image" });
  }
}

export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR;
  const store = ContentStore.load(contentDir);
  const rules = contentRules();
  const problems = validateStore(store, rules);
  if (problems.length) throw new Error(`Invalid content in ${contentDir}:\n- ${problems.join("\n- ")}`);
  const schema = buildContentSchema(MUTATIONS_SDL);
  const editor = new ContentEditor(store, rules, {
    url: options.webhookUrl ?? process.env.CONTENT_WEBHOOK_URL,
    secret: options.webhookSecret ?? process.env.CONTENT_WEBHOOK_SECRET,
  });
  const token = options.token ?? (process.env.CONTENT_SERVICE_TOKEN || undefined);
  const filesDir = join(contentDir, "files");
  let baseUrl = options.publicUrl ?? "";

  const server = createServer((req, res) => {
    setCors(req, res);
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
      if (path === "/graphql" || path === "/graphql/preview") {
        const stage: Stage = path === "/graphql" ? "PUBLISHED" : "DRAFT";
        return handleGraphQL(req, res, schema, { store, stage, baseUrl, editor, token });
      }
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
    close: async () => {
      await editor.settled();
      await new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      });
    },
  };
}
