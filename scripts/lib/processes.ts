import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createServer } from "node:net";

/** Small process helpers shared by `npm run site`, `npm test` and the benchmarks. */

export const NEXT_BIN = "node_modules/next/dist/bin/next";
/**
 * Production builds use webpack: Turbopack inlines a bootstrap <script> in every page, which the
 * Content-Security-Policy (no 'unsafe-inline' scripts) would block.
 */
export const NEXT_BUILD_ARGS = [NEXT_BIN, "build", "--webpack"];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`)),
    );
  });
}

/** Starts a long-running process in its own process group, so stopping it stops its children too. */
export function start(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: "inherit", detached: true, ...options });
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Polls a URL until it answers with a status below 500. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Environment for `next build` / `next start` against a content service at `contentUrl`. */
export function siteEnvironment(contentUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Test runners set NODE_ENV=test; the site is always built and served as production.
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    CONTENT_API_URL: `${contentUrl}/graphql`,
    CONTENT_PREVIEW_API_URL: `${contentUrl}/graphql/preview`,
    NEXT_PUBLIC_IMAGE_CDN_URL: contentUrl,
    ...extra,
  };
}
