import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * First Load JS per route, from a build's manifest: the gzip size of every script a visitor
 * downloads before the page is interactive (the start script, the shared framework, main and _app
 * chunks, plus the route's own chunks). Used by the bundle budget test and the benchmark.
 */
export type RouteBundle = { route: string; firstLoadBytes: number; sharedBytes: number; ownBytes: number };

export function measureFirstLoad(distDir: string): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { pages: Record<string, string[]> };
  const cache = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
  const scripts = (files: string[] = []) => new Set(files.filter((file) => file.endsWith(".js")));
  // A built page's start script (lib/server/document/site-start-script.ts), which is in no manifest.
  const startFolder = join(distDir, "static", "site-start");
  const startScripts = existsSync(startFolder) ? readdirSync(startFolder).map((file) => join("static", "site-start", file)) : [];
  const shared = scripts([...startScripts, ...(manifest.pages["/_app"] ?? [])]);
  const sharedBytes = [...shared].reduce((sum, file) => sum + gzipped(file), 0);
  return Object.entries(manifest.pages)
    .filter(([route]) => route !== "/_app" && route !== "/_error")
    .map(([route, files]) => {
      const own = [...scripts(files)].filter((file) => !shared.has(file));
      const ownBytes = own.reduce((sum, file) => sum + gzipped(file), 0);
      return { route, firstLoadBytes: sharedBytes + ownBytes, sharedBytes, ownBytes };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
