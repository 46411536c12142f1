import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { startContentService, type ContentService } from "@sti-aware/content-service";
import { buildStandalone, clusterEnvironment, startInstance, startNginx, startRedis } from "./lib/cluster";
import { stop, waitForHttp } from "./lib/processes";
import { requireSupportedNode } from "./lib/runtime";

/**
 * `npm run cluster`: the site as a publisher runs it past one machine — Redis (shared ISR cache),
 * the content service, one standalone production build, two instances and nginx in front,
 * publishing webhooks going through nginx. Ctrl-C stops everything it started.
 */

/** The ports, URLs and secrets from the environment, with local defaults; the webhook's secret and URL are set for the content service to read. */
function clusterSettings() {
  const nginxPort = Number(process.env.PORT ?? 3000);
  const instancePorts = (process.env.CLUSTER_INSTANCE_PORTS ?? "3001,3002").split(",").map(Number);
  const redisPort = Number(process.env.REDIS_PORT ?? 6379);
  const contentPort = Number(process.env.CONTENT_SERVICE_PORT ?? 4000);
  if (instancePorts.length !== 2 || instancePorts.some((port) => !Number.isInteger(port))) {
    throw new Error(`CLUSTER_INSTANCE_PORTS must be two ports separated by a comma (got "${process.env.CLUSTER_INSTANCE_PORTS}")`);
  }
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${nginxPort}`;
  // Local secrets for the publishing loop, unless the caller set real ones (as `npm run site` does).
  const webhookSecret = process.env.CONTENT_WEBHOOK_SECRET || randomBytes(24).toString("hex");
  process.env.CONTENT_WEBHOOK_SECRET = webhookSecret;
  process.env.CONTENT_WEBHOOK_URL ||= `http://127.0.0.1:${nginxPort}/api/revalidate`;
  const previewSecret = process.env.PREVIEW_SECRET || randomBytes(12).toString("hex");
  const redisUrl = process.env.REDIS_URL || `redis://127.0.0.1:${redisPort}`;
  const distDir = process.env.NEXT_DIST_DIR || ".next-cluster";
  return { nginxPort, instancePorts, redisPort, contentPort, siteUrl, webhookSecret, previewSecret, redisUrl, distDir };
}

async function main(): Promise<void> {
  requireSupportedNode();
  const { nginxPort, instancePorts, redisPort, contentPort, siteUrl, webhookSecret, previewSecret, redisUrl, distDir } = clusterSettings();
  const workDir = mkdtempSync(join(tmpdir(), "sti-aware-cluster-"));

  const children: ChildProcess[] = [];
  let content: ContentService | undefined;
  let nginxDir: string | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((child) => stop(child)));
    await content?.close();
    for (const dir of [workDir, nginxDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  // A stopped instance or Redis is reported, not fatal: nginx routes around the one, pages keep
  // being served without the other. Ctrl-C stops everything.
  const keep = (child: ChildProcess, name: string) => {
    children.push(child);
    child.on("exit", (code, signal) => {
      if (!stopping) console.error(`${name} stopped (${signal ?? `exit ${code}`}).`);
    });
    return child;
  };

  // Whatever fails on the way up (a port in use, a failed build), stop what already started.
  try {
    // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx),
    // and a second signal must not kill it halfway through stopping the others.
    process.on("SIGINT", () => void shutdown(0));
    process.on("SIGTERM", () => void shutdown(0));
    // An external Redis (REDIS_URL set) is used as is; otherwise one is started here.
    if (!process.env.REDIS_URL) keep(startRedis(redisPort, join(workDir, "redis")), "Redis");
    content = await startContentService({ port: contentPort, contentDir: process.env.CONTENT_DIR || undefined });
    console.log(`Content service: ${content.url}/graphql`);
    const env = clusterEnvironment(content.url, {
      NEXT_PUBLIC_SITE_URL: siteUrl,
      CONTENT_WEBHOOK_SECRET: webhookSecret,
      PREVIEW_SECRET: previewSecret,
      REDIS_URL: redisUrl,
    });
    await buildStandalone(distDir, env);
    for (const [index, port] of instancePorts.entries()) keep(startInstance(distDir, port, env), `Instance ${index + 1}`);
    await Promise.all(instancePorts.map((port) => waitForHttp(`http://127.0.0.1:${port}/`)));
    const nginx = startNginx({ port: nginxPort, instances: [`127.0.0.1:${instancePorts[0]}`, `127.0.0.1:${instancePorts[1]}`] });
    nginxDir = nginx.dir;
    keep(nginx.process, "nginx");
    await waitForHttp(`http://127.0.0.1:${nginxPort}/`);
    console.log(`\nSTI Aware is running on ${siteUrl} (nginx) → instances on ${instancePorts.join(" and ")}, shared cache ${redisUrl}`);
    console.log(`Editors' preview: ${siteUrl}/api/preview?secret=${previewSecret}&slug=<post-or-page-slug>`);
    console.log("Press Ctrl-C to stop.");
  } catch (error) {
    console.error(`The cluster did not start: ${error instanceof Error ? error.message : error}`);
    await shutdown(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
