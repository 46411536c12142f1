import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startContentService } from "../../../content-service/server";
import { freePort, NEXT_BIN, NEXT_BUILD_ARGS, run, siteEnvironment, start, stop, waitForHttp } from "../../../scripts/lib/processes";

export const E2E_SECRETS = { webhook: "e2e-webhook-secret", preview: "e2e-preview-secret", contentToken: "e2e-content-token" };

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    contentUrl: string;
    contentDir: string;
  }
}

/**
 * Starts the content service on a copy of the shipped content (publishing tests change it),
 * builds the site against it into .next-e2e, and serves it with `next start`.
 */
export default async function setup(project: TestProject) {
  const contentDir = mkdtempSync(join(tmpdir(), "sti-aware-content-"));
  cpSync("content-service/content", contentDir, { recursive: true });
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  process.env.CONTENT_SERVICE_TOKEN = E2E_SECRETS.contentToken;
  process.env.CONTENT_WEBHOOK_SECRET = E2E_SECRETS.webhook;
  process.env.CONTENT_WEBHOOK_URL = `${siteUrl}/api/revalidate`;
  const content = await startContentService({ contentDir });
  const env = siteEnvironment(content.url, {
    NEXT_DIST_DIR: ".next-e2e",
    NEXT_PUBLIC_SITE_URL: siteUrl,
    CONTENT_WEBHOOK_SECRET: E2E_SECRETS.webhook,
    PREVIEW_SECRET: E2E_SECRETS.preview,
    REVALIDATE_SECONDS: "3600",
  });
  await run(process.execPath, NEXT_BUILD_ARGS, { env, stdio: ["ignore", "ignore", "inherit"] });
  const server = start(process.execPath, [NEXT_BIN, "start", "-p", String(sitePort), "-H", "127.0.0.1"], { env, stdio: "ignore" });
  await waitForHttp(`${siteUrl}/`, 60_000);
  project.provide("siteUrl", siteUrl);
  project.provide("contentUrl", content.url);
  project.provide("contentDir", contentDir);
  return async () => {
    await stop(server);
    await content.close();
    rmSync(contentDir, { recursive: true, force: true });
  };
}
