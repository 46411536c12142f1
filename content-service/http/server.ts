import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { GraphQLSchema } from "graphql";
import { serveAsset } from "../assets/asset-files";
import { removeOrphanUploads } from "../assets/orphan-uploads";
import { removeLeftoverTemporaryFiles } from "../store/atomic-file";
import { bearerMatches } from "../api/bearer-token";
import { contentRules, type ContentRules } from "../store/content-rules";
import { markdownProblems, validateStore } from "../store/entry-validation";
import { isExplorerPath, serveExplorer } from "./explorer";
import { handleGraphQL, type QueryStats } from "../api/graphql-endpoint";
import { hygraphError, send } from "../api/http-replies";
import { ContentEditor, MUTATIONS_SDL } from "../api/mutations/mutations";
import type { AssetUploadSettings } from "../api/mutations/asset-mutations";
import { QueryWork } from "../api/limits/query-work";
import { buildContentSchema } from "../api/schema";
import { ContentStore, describeDamage, type Stage } from "../store/store";
import { handleUpload, MAX_UPLOAD_BYTES } from "../assets/uploads";
import { handleSignedUpload, SIGNED_UPLOAD_PATH } from "../assets/signed-uploads";
import { WebhookDeliveries } from "../publishing/webhook-deliveries";
import { handleWebhookRoutes } from "../publishing/webhook-routes";

/**
 * The embedded content service: Hygraph's content API over HTTP for the files in a content
 * directory, plus the asset CDN (originals under /images/, resized webp under /optimized/).
 */

export const DEFAULT_CONTENT_DIR = join(import.meta.dirname, "..", "content");
/** The service's own records (the webhook delivery log), kept apart from the content files. */
export const DEFAULT_STATE_DIR = ".content-state";

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
  /**
   * The secret createAsset's upload policies are signed with (default CONTENT_UPLOAD_SECRET); without
   * one, a random secret per start: a restart voids the policies not used yet (they last an hour).
   */
  uploadSecret?: string;
  /** The clock upload policies expire by (tests); the system clock otherwise. */
  now?: () => Date;
  /** Serve the query counters at GET /_stats (default CONTENT_SERVICE_STATS=1); for tests and benchmarks only. */
  exposeStats?: boolean;
};
export type { QueryStats };
export type ContentService = { url: string; store: ContentStore; editor: ContentEditor; webhooks: WebhookDeliveries; stats: QueryStats; close(): Promise<void> };

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

/** What the routes serve from: the content, its editor and webhooks, the tokens, and the address assets are served at. */
type Service = {
  schema: GraphQLSchema;
  store: ContentStore;
  editor: ContentEditor;
  webhooks: WebhookDeliveries;
  token: string | undefined;
  readToken: string | undefined;
  previewToken: string | undefined;
  filesDir: string;
  baseUrl: string;
  uploads: AssetUploadSettings;
  stats: QueryStats;
  exposeStats: boolean;
};

/**
 * The content directory's entries, refused at start-up when any breaks the content rules. A file
 * that cannot be read at all (cut short by a full disk) is named with the byte where it breaks and
 * left out; the rest is served. Uploaded files no Asset names are removed (orphan-uploads.ts).
 */
function loadContent(contentDir: string): { store: ContentStore; rules: ContentRules } {
  removeLeftoverTemporaryFiles(contentDir);
  const store = ContentStore.load(contentDir);
  for (const damage of store.damaged.values()) console.error(`Content service: ${describeDamage(damage)}`);
  const rules = contentRules();
  const problems = validateStore(store, rules);
  if (problems.length) throw new Error(`Invalid content in ${contentDir}:\n- ${problems.join("\n- ")}`);
  removeOrphanUploads(join(contentDir, "files"), store);
  for (const [id, { model, stored }] of store.documents) {
    for (const problem of markdownProblems(model, stored, rules)) console.error(`Content service: ${id}: ${problem} (served; the site keeps the page's last good version)`);
  }
  return { store, rules };
}

function webhookDeliveries(options: ContentServiceOptions): WebhookDeliveries {
  return new WebhookDeliveries(
    {
      url: options.webhookUrl ?? process.env.CONTENT_WEBHOOK_URL,
      secret: options.webhookSecret ?? process.env.CONTENT_WEBHOOK_SECRET,
      environment: options.webhookEnvironment ?? (process.env.CONTENT_WEBHOOK_ENVIRONMENT || undefined),
      retries: options.webhookRetries,
      baseDelayMs: options.webhookBaseDelayMs,
    },
    options.stateDir ?? (process.env.CONTENT_STATE_DIR || DEFAULT_STATE_DIR),
  );
}

/**
 * GET /healthz: 200 while the service serves, "ok" alone when nothing is wrong, else "degraded"
 * and one line per problem (a damaged content file, the webhook log set aside or not saved).
 * Never an error status: the content that can be read is still served, and a load balancer
 * taking the service out would turn one damaged file into an outage.
 */
function health(res: ServerResponse, { store, webhooks }: Service): void {
  const problems = [...[...store.damaged.values()].map(describeDamage), ...webhooks.problems()];
  res.writeHead(200, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end(problems.length ? ["degraded", ...problems.map((problem) => `- ${problem}`)].join("\n") + "\n" : "ok");
}

/** One request to the route that serves it. */
async function route(req: IncomingMessage, res: ServerResponse, path: string, service: Service): Promise<void> {
  const { schema, store, editor, webhooks, token, readToken, previewToken, filesDir, baseUrl, stats } = service;
  if (req.method === "OPTIONS") {
    res.writeHead(204);
    return void res.end();
  }
  if (path === "/healthz") return health(res, service);
  if (path === "/_stats" && service.exposeStats) return send(res, 200, stats);
  if (path === "/graphql" || path === "/graphql/preview") {
    const stage: Stage = path === "/graphql" ? "PUBLISHED" : "DRAFT";
    return handleGraphQL(req, res, schema, { store, stage, baseUrl, editor, token, readToken, previewToken, draftAllowed: false, stats, work: new QueryWork() });
  }
  if (isExplorerPath(path)) return serveExplorer(req, res, path);
  if (path === "/graphql/upload") return handleUpload(req, res, { editor, filesDir, baseUrl, authorized: bearerMatches(req, token) });
  if (path === SIGNED_UPLOAD_PATH) return handleSignedUpload(req, res, { editor, filesDir, baseUrl, secret: service.uploads.secret, now: service.uploads.now });
  if (path === "/webhooks" || path.startsWith("/webhooks/")) return handleWebhookRoutes(req, res, webhooks, bearerMatches(req, token));
  if (path.startsWith("/images/")) return serveAsset(req, res, filesDir, false);
  if (path.startsWith("/optimized/")) return serveAsset(req, res, filesDir, true);
  send(res, 404, { error: "Not found" });
}

function listen(server: Server, options: ContentServiceOptions): Promise<void> {
  return new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolveListen());
  });
}

export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR;
  const { store, rules } = loadContent(contentDir);
  const webhooks = webhookDeliveries(options);
  // The upload address is known once the server listens (its port); createAsset reads it then.
  const uploads = {
    secret: options.uploadSecret ?? (process.env.CONTENT_UPLOAD_SECRET || randomBytes(32).toString("hex")),
    url: "",
    now: options.now ?? (() => new Date()),
    maxBytes: MAX_UPLOAD_BYTES,
  };
  const editor = new ContentEditor(store, rules, webhooks, uploads);
  const service: Service = {
    schema: buildContentSchema(MUTATIONS_SDL),
    store,
    editor,
    webhooks,
    token: options.token ?? (process.env.CONTENT_SERVICE_TOKEN || undefined),
    readToken: options.readToken ?? (process.env.CONTENT_SERVICE_READ_TOKEN || undefined),
    previewToken: options.previewToken ?? (process.env.CONTENT_PREVIEW_TOKEN || undefined),
    filesDir: join(contentDir, "files"),
    baseUrl: options.publicUrl ?? "",
    uploads,
    stats: { total: 0, byOperation: {} },
    exposeStats: options.exposeStats ?? process.env.CONTENT_SERVICE_STATS === "1",
  };
  const server = createServer((req, res) => {
    setCors(res);
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    route(req, res, path, service).catch((error: unknown) => {
      if (!res.headersSent) hygraphError(res, 500, error instanceof Error ? error.message : String(error));
      else res.end();
    });
  });
  await listen(server, options);
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
  service.baseUrl ||= process.env.ASSET_BASE_URL?.replace(/\/$/, "") || url;
  uploads.url = `${(options.publicUrl ?? url).replace(/\/$/, "")}${SIGNED_UPLOAD_PATH}`;
  return {
    url,
    store,
    editor,
    webhooks,
    stats: service.stats,
    close: async () => {
      await editor.settled();
      await new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      });
    },
  };
}
