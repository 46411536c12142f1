import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { NEXT_BUILD_ARGS, siteEnvironment, start } from "../scripts/lib/processes";
import { treeRss } from "./machine";
import { round } from "./stats";

export type TimedBuild = { seconds: number; peakRssMiB: number; pages: number; outputMiB: number };

function directorySize(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? directorySize(full) : statSync(full).size;
  }
  return total;
}

function countPrerendered(distDir: string): number {
  const pagesDir = join(distDir, "server", "pages");
  return readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).length;
}

/** `next build` of the site against a content service into `distDir`: wall seconds, peak RSS of the build's process tree, pages prerendered, output size. */
export async function timedBuild(contentUrl: string, distDir: string, env: Record<string, string> = {}): Promise<TimedBuild> {
  rmSync(distDir, { recursive: true, force: true });
  const started = performance.now();
  const child = start(process.execPath, NEXT_BUILD_ARGS, { env: siteEnvironment(contentUrl, { NEXT_DIST_DIR: distDir, ...env }), stdio: ["ignore", "ignore", "inherit"] });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid ?? 0))), 250);
  const code = await new Promise<number>((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`next build failed for ${distDir}`);
  const seconds = (performance.now() - started) / 1000;
  return { seconds: round(seconds), peakRssMiB: Math.round(peak / 2 ** 20), pages: countPrerendered(distDir), outputMiB: round(directorySize(distDir) / 2 ** 20) };
}
