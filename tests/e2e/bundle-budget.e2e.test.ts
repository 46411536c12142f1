import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { measureFirstLoad, type RouteBundle } from "@/scripts/lib/bundle-size";
import { buildFloor, floorDistPath } from "../../scripts/lib/floor";
import budgets from "../../bench/budgets.json";

/** The production build made for the end-to-end tests (.next-e2e). */
const DIST = ".next-e2e";
/** The framework floor (bench/floor), built here with the same Next version: budgets are floor + allowance. */
const FLOOR_DIST = ".next-floor-e2e";

describe("bundle budgets (First Load JS, gzip, over the framework floor)", () => {
  const bundles = measureFirstLoad(DIST);
  let floor: RouteBundle;

  beforeAll(async () => {
    await buildFloor(FLOOR_DIST);
    const measured = measureFirstLoad(floorDistPath(FLOOR_DIST)).find((bundle) => bundle.route === "/");
    if (!measured) throw new Error("the floor build has no / route");
    floor = measured;
  }, 180_000);

  it("measures a floor that is Next and React alone: a bare page with its own chunk under 1 kB", () => {
    expect(floor.ownBytes).toBeLessThan(1_000);
    expect(floor.firstLoadBytes).toBeGreaterThan(50_000);
  });

  it("keeps the shared chunks and every route within the floor plus its allowance", () => {
    const routes = budgets.routes as Record<string, number>;
    expect(bundles.length).toBeGreaterThan(5);
    const over = (bytes: number) => `${bytes - floor.firstLoadBytes} bytes over the floor's ${floor.firstLoadBytes}`;
    expect(bundles[0].sharedBytes - floor.firstLoadBytes, `shared: ${over(bundles[0].sharedBytes)}`).toBeLessThanOrEqual(budgets.shared);
    for (const bundle of bundles) {
      const allowance = routes[bundle.route] ?? routes.default;
      expect(bundle.firstLoadBytes - floor.firstLoadBytes, `${bundle.route}: ${over(bundle.firstLoadBytes)}`).toBeLessThanOrEqual(allowance);
    }
  });

  it("never ships the content client or GraphQL parser: 'Load more' goes through /api/posts", () => {
    const chunksDir = join(DIST, "static", "chunks");
    const files = readdirSync(chunksDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    // Literals of our content client and of the graphql parser graphql-request brings along.
    const contentClientCode = [/Error message not found\./, /Syntax Error: /, /postsConnection/];
    for (const file of files) {
      const source = readFileSync(join(chunksDir, file), "utf8");
      for (const marker of contentClientCode) expect(marker.test(source), `${file} contains ${marker}`).toBe(false);
    }
  });

  it("keeps the Sentry browser SDK out of every route's first load (it loads when an error is reported)", () => {
    const manifest = JSON.parse(readFileSync(join(DIST, "build-manifest.json"), "utf8")) as { pages: Record<string, string[]> };
    // The SDK's own name for itself, sent with every event, and its global carrier.
    const sentrySdkCode = [/sentry\.javascript\./, /__SENTRY__/];
    for (const [route, files] of Object.entries(manifest.pages)) {
      for (const file of files.filter((name) => name.endsWith(".js"))) {
        const source = readFileSync(join(DIST, file), "utf8");
        for (const marker of sentrySdkCode) expect(marker.test(source), `${route}: ${file} contains ${marker}`).toBe(false);
      }
    }
  });

  it("ships no server-only code or secret names to the browser", () => {
    const chunksDir = join(DIST, "static", "chunks");
    const files = readdirSync(chunksDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    const serverOnly = [/createHmac/, /CONTENT_WEBHOOK_SECRET/, /PREVIEW_SECRET/, /CONTENT_SERVICE_TOKEN/, /require\("sharp"\)/, /node:fs/, /readFileSync/];
    for (const file of files) {
      const source = readFileSync(join(chunksDir, file), "utf8");
      for (const marker of serverOnly) expect(marker.test(source), `${file} contains ${marker}`).toBe(false);
    }
  });
});
