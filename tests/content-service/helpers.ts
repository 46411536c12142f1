import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createContentSource, type ContentSource } from "@/queries/client/content-source";
import { generateContent } from "@/content-service/scripts/generate";
import { startContentService, type ContentService, type ContentServiceOptions } from "@/content-service/http/server";

/** A real content service on a free port, over a generated content directory. */
export async function startTestService(posts: number, options: ContentServiceOptions = {}) {
  const contentDir = mkdtempSync(join(tmpdir(), "content-test-"));
  generateContent(posts, contentDir);
  // The service's records (webhook log) in a temporary folder too, never the repository's.
  const stateDir = mkdtempSync(join(tmpdir(), "content-state-"));
  const service = await startContentService({ port: 0, contentDir, stateDir, ...options });
  return {
    service,
    contentDir,
    stateDir,
    async stop() {
      await service.close();
      rmSync(contentDir, { recursive: true, force: true });
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

type StartedTestService = Awaited<ReturnType<typeof startTestService>> & { source: ContentSource };

/**
 * The file's content service: started over `posts` generated posts before its tests, stopped
 * after them, with the site's content source on its master API. Read the fields inside tests.
 * `options` may be a function, for values only known once earlier `beforeAll` hooks have run.
 */
export function withTestService(posts: number, options: ContentServiceOptions | (() => ContentServiceOptions) = {}) {
  let started: StartedTestService | undefined;
  beforeAll(async () => {
    const test = await startTestService(posts, typeof options === "function" ? options() : options);
    started = { ...test, source: createContentSource({ url: `${test.service.url}/graphql` }) };
  });
  afterAll(async () => {
    await started?.stop();
  });
  const current = (): StartedTestService => {
    if (!started) throw new Error("The test service starts in beforeAll: read it inside a test or hook.");
    return started;
  };
  return {
    get service(): ContentService {
      return current().service;
    },
    get source(): ContentSource {
      return current().source;
    },
    get contentDir(): string {
      return current().contentDir;
    },
    get stateDir(): string {
      return current().stateDir;
    },
  };
}

export type GraphQLAnswer<T> = { status: number; body: { data: T | null; errors?: { message: string }[] } };

export async function graphql<T>(
  service: ContentService,
  query: string,
  variables?: Record<string, unknown>,
  options: { path?: string; token?: string; extensions?: Record<string, unknown> } = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${service.url}${options.path ?? "/graphql"}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: JSON.stringify({ query, variables, ...(options.extensions ? { extensions: options.extensions } : {}) }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer<T>["body"] };
}

/**
 * Fields a new post needs before the editors' check lets it be published: a source and a medical
 * review recorded with its change note (GraphQL input, to splice into createPost's data).
 */
export function publishableFields(reviewer = "amara-okafor", sourceCount = 1): string {
  const today = new Date().toISOString().slice(0, 10);
  const sources = Array.from({ length: sourceCount }, (_, i) => `{ title: "STI Treatment Guidelines${i ? ` (section ${i})` : ""}", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/${i ? `#section-${i}` : ""}" }`);
  return `sources: { create: [${sources.join(", ")}] },
    seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "${reviewer}" } } } },
    changeLog: { create: [{ date: "${today}", summary: "First review.", reviewedBy: { connect: { slug: "${reviewer}" } } }] }`;
}

/**
 * `npm run content -- …` against a running service, as an editor types it (in a child process:
 * the service runs in the test's process, so the CLI must not block it). No terminal: stdin is closed.
 */
export function contentCli(service: () => ContentService, token: string) {
  const run = promisify(execFile);
  return async (...args: string[]): Promise<{ status: number; output: string }> => {
    try {
      const { stdout, stderr } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "content-service/editor/cli.ts", ...args], {
        env: { ...process.env, CONTENT_SERVICE_URL: service().url, CONTENT_SERVICE_TOKEN: token },
      });
      return { status: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { status: failed.code, output: failed.stdout + failed.stderr };
    }
  };
}

/**
 * The file's content service over a temporary copy of the shipped content, which `prepare` may
 * change before the service starts (the repository's content is never written). `options` may be
 * a function, for values only known once earlier `beforeAll` hooks have run.
 */
export function withShippedContentCopy(options: ContentServiceOptions | (() => ContentServiceOptions), prepare: (contentDir: string) => void = () => undefined) {
  let started: { service: ContentService; contentDir: string; stateDir: string } | undefined;
  beforeAll(async () => {
    const contentDir = mkdtempSync(join(tmpdir(), "content-copy-"));
    const stateDir = mkdtempSync(join(tmpdir(), "content-state-"));
    cpSync(join(process.cwd(), "content-service", "content"), contentDir, { recursive: true });
    prepare(contentDir);
    started = { service: await startContentService({ port: 0, contentDir, stateDir, ...(typeof options === "function" ? options() : options) }), contentDir, stateDir };
  });
  afterAll(async () => {
    await started?.service.close();
    if (started) for (const dir of [started.contentDir, started.stateDir]) rmSync(dir, { recursive: true, force: true });
  });
  const current = () => {
    if (!started) throw new Error("The service starts in beforeAll: read it inside a test or hook.");
    return started;
  };
  return {
    get service(): ContentService {
      return current().service;
    },
    get contentDir(): string {
      return current().contentDir;
    },
  };
}

/** Writes a localization into an entry file of a content folder, as stored (content-service/CONTENT.md, "Translations"). */
export function plantLocalization(contentDir: string, folder: string, id: string, localizations: Record<string, Record<string, unknown>>): void {
  const file = join(contentDir, folder, `${id}.json`);
  const stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...stored, localizations }, null, 2));
}

/** Leaves an entry of a content copy untranslated (the shipped content translates most entries), for tests that translate it themselves. */
export function dropLocalizations(contentDir: string, folder: string, id: string): void {
  const file = join(contentDir, folder, `${id}.json`);
  const { localizations: _dropped, ...stored } = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify(stored, null, 2));
}

/** The copy as it was before it had translations: every entry's `localizations` dropped (the tests that write their own). */
export function dropAllLocalizations(contentDir: string): void {
  for (const folder of readdirSync(contentDir)) {
    for (const file of readdirSync(join(contentDir, folder)).filter((name) => name.endsWith(".json"))) {
      if (readFileSync(join(contentDir, folder, file), "utf8").includes('"localizations"')) dropLocalizations(contentDir, folder, file.replace(/\.json$/, ""));
    }
  }
}

/** A local webhook receiver (the site's /api/revalidate stands in here): every JSON body it is sent, in order. */
export function withWebhookReceiver() {
  const bodies: { operation: string; data: Record<string, unknown> }[] = [];
  let receiver: Server | undefined;
  beforeAll(async () => {
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        bodies.push(JSON.parse(body) as (typeof bodies)[number]);
        res.writeHead(200).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    receiver = server;
  });
  afterAll(() => new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined))));
  return {
    bodies,
    url: () => `http://127.0.0.1:${(receiver?.address() as AddressInfo).port}/api/revalidate`,
    /** The last body once `count` have arrived (deliveries are in the background), within 5 s. */
    async nth(count: number) {
      for (let waited = 0; bodies.length < count && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      return bodies[count - 1];
    },
  };
}
