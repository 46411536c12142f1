import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { start, waitForHttp } from "../../../scripts/lib/processes";
import { E2E_SECRETS } from "./secrets";

/**
 * The end-to-end content service runs as its own process, so a test can take it down (an
 * outage) and bring it back. Its pid is kept in the content directory for the final teardown.
 */
export type ContentProcessSettings = {
  port: number;
  contentDir: string;
  token: string;
  /** Reads need a token too: the site must work against a content API that is not public. */
  readToken: string;
  webhookUrl: string;
  webhookSecret: string;
};

/** The settings the end-to-end environment runs its content service with. */
export function e2eContentSettings(siteUrl: string, port: number, contentDir: string): ContentProcessSettings {
  return { port, contentDir, token: E2E_SECRETS.contentToken, readToken: E2E_SECRETS.contentReadToken, webhookUrl: `${siteUrl}/api/revalidate`, webhookSecret: E2E_SECRETS.webhook };
}

const pidFile = (contentDir: string) => join(contentDir, ".service-pid");

export async function startContentProcess(settings: ContentProcessSettings): Promise<number> {
  const child = start(process.execPath, ["node_modules/tsx/dist/cli.mjs", "content-service/editor/cli.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      CONTENT_SERVICE_PORT: String(settings.port),
      CONTENT_DIR: settings.contentDir,
      // The webhook log beside the content copy, removed with it.
      CONTENT_STATE_DIR: join(settings.contentDir, ".state"),
      CONTENT_SERVICE_TOKEN: settings.token,
      CONTENT_SERVICE_READ_TOKEN: settings.readToken,
      CONTENT_PREVIEW_TOKEN: E2E_SECRETS.previewToken,
      CONTENT_WEBHOOK_URL: settings.webhookUrl,
      CONTENT_WEBHOOK_SECRET: settings.webhookSecret,
      // Tests count the queries a route costs.
      CONTENT_SERVICE_STATS: "1",
    },
  });
  child.unref();
  await waitForHttp(`http://127.0.0.1:${settings.port}/healthz`, 30_000);
  writeFileSync(pidFile(settings.contentDir), String(child.pid));
  return child.pid ?? 0;
}

/** Stops the service and waits until its port refuses connections. */
export async function stopContentProcess(contentDir: string, port?: number): Promise<void> {
  await killContentProcess(contentDir);
  if (port === undefined) return;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(500) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      return;
    }
  }
  throw new Error(`The content service on port ${port} did not stop`);
}

/**
 * Makes the service hang: it is stopped (SIGSTOP) with its socket open, so connections are
 * accepted by the kernel and never answered, until `resumeContentProcess`.
 */
export function pauseContentProcess(contentDir: string): void {
  process.kill(-Number(readFileSync(pidFile(contentDir), "utf8")), "SIGSTOP");
}

export function resumeContentProcess(contentDir: string): void {
  process.kill(-Number(readFileSync(pidFile(contentDir), "utf8")), "SIGCONT");
}

async function killContentProcess(contentDir: string): Promise<void> {
  if (!existsSync(pidFile(contentDir))) return;
  const pid = Number(readFileSync(pidFile(contentDir), "utf8"));
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      return;
    }
  }
}
