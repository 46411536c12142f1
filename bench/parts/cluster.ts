import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startContentService } from "@sti-aware/content-service";
import { buildStandalone, clusterEnvironment, startInstance, startNginx, startRedis, type Nginx } from "../../scripts/lib/cluster";
import { freePort, stop, waitForHttp } from "../../scripts/lib/processes";
import { BENCH_ARTICLE, cannon, cannonStaticArticle, LOAD } from "../article-load";
import { ensureTool } from "../machine";
import { round } from "../stats";
import type { SiteUnderTest } from "../site-under-test";
import { timePublishes } from "./publish";

/**
 * The cluster part: the static server, one `next start` (the site build) and nginx in front of two
 * instances of the standalone build sharing Redis, under the same load, one after the other; then
 * publish → fresh article on both instances (asked directly), 10 times.
 */
export async function benchCluster(site: SiteUnderTest): Promise<Record<string, unknown>> {
  ensureTool("autocannon", "8");
  const contentDir = mkdtempSync(join(tmpdir(), "sti-aware-bench-cluster-"));
  execFileSync("cp", ["-r", `${site.contentDir}/.`, contentDir]);
  const [nginxPort, redisPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const secret = "bench-cluster-secret";
  const service = await startContentService({ contentDir, token: "bench-token", webhookUrl: `${nginxUrl}/api/revalidate`, webhookSecret: secret });
  const redis = startRedis(redisPort, join(contentDir, ".redis"), { stdio: "ignore" });
  const distDir = ".next-bench-cluster";
  const env = clusterEnvironment(
    service.url,
    { NEXT_PUBLIC_SITE_URL: nginxUrl, CONTENT_WEBHOOK_SECRET: secret, PREVIEW_SECRET: "bench-preview", REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    { REVALIDATE_SECONDS: "3600" },
  );
  let instances: ReturnType<typeof startInstance>[] = [];
  let nginx: Nginx | undefined;
  try {
    await buildStandalone(distDir, env, { stdio: ["ignore", "ignore", "inherit"] });
    instances = [firstPort, secondPort].map((port) => startInstance(distDir, port, env, { stdio: "ignore" }));
    await Promise.all([firstPort, secondPort].map((port) => waitForHttp(`http://127.0.0.1:${port}/`)));
    nginx = startNginx({ port: nginxPort, instances: [`127.0.0.1:${firstPort}`, `127.0.0.1:${secondPort}`] }, { stdio: "ignore" });
    await waitForHttp(`${nginxUrl}/`);
    await fetch(`${nginxUrl}/blog/${BENCH_ARTICLE}`);

    const staticResult = await cannonStaticArticle(distDir);
    const nextStart = await cannon(`${site.siteUrl}/blog/${BENCH_ARTICLE}`);
    const throughNginx = await cannon(`${nginxUrl}/blog/${BENCH_ARTICLE}`);
    const instancePages = [firstPort, secondPort].map((port) => ({ url: `http://127.0.0.1:${port}/blog/${BENCH_ARTICLE}`, where: `the instance on ${port}` }));
    const result = {
      connections: LOAD.connections,
      seconds: LOAD.seconds,
      page: `/blog/${BENCH_ARTICLE}`,
      staticServer: staticResult,
      nextStart,
      nginxTwoInstances: throughNginx,
      ratioToStatic: { nextStart: round(nextStart.reqPerSec / staticResult.reqPerSec, 2), nginxTwoInstances: round(throughNginx.reqPerSec / staticResult.reqPerSec, 2) },
      publishFreshOnBothInstances: await timePublishes(service, "cluster rev", instancePages),
    };
    console.log("scale-out:", result);
    return result;
  } finally {
    await stop(nginx?.process);
    for (const instance of instances) await stop(instance);
    await stop(redis);
    await service.close();
    for (const dir of [contentDir, nginx?.dir, distDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
