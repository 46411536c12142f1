import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { round } from "./stats";

/** The serving measurements (serve, cluster): the same load on the same article, so the figures compare. */
export const LOAD = { connections: 20, seconds: 10 };
export const BENCH_ARTICLE = "chlamydia-symptoms-testing-treatment";
export type LoadResult = { reqPerSec: number; p50ms: number; p99ms: number; non2xx: number };

/** The article's prerendered HTML in a build. */
const articleHtml = (distDir: string) => join(distDir, "server", "pages", "blog", `${BENCH_ARTICLE}.html`);

/** autocannon in its own process (asynchronous: a static server in this process must keep answering). */
export function cannon(url: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/autocannon/autocannon.js", "-c", String(LOAD.connections), "-d", String(LOAD.seconds), "-j", url]);
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("error", reject);
    child.on("exit", () => {
      const report = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number };
      resolve({ reqPerSec: round(report.requests.average), p50ms: report.latency.p50, p99ms: report.latency.p99, non2xx: report.non2xx });
    });
  });
}

/** The floor: a minimal server answering every request with the same prerendered HTML. */
async function staticHtmlServer(html: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** autocannon against the static server serving the article's HTML from `distDir`. */
export async function cannonStaticArticle(distDir: string): Promise<LoadResult> {
  const staticServer = await staticHtmlServer(readFileSync(articleHtml(distDir)));
  const result = await cannon(staticServer.url);
  await staticServer.close();
  return result;
}
