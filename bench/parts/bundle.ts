import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { measureFirstLoad } from "../../scripts/lib/bundle-size";
import budgets from "../budgets.json";
import { ROUTE_TYPES } from "../page-set";
import type { SiteUnderTest } from "../site-under-test";
import { round } from "../stats";
import { htmlBytes } from "./html-bytes";

/**
 * The bundle part: First Load JS (gzip) per route, shared vs own, over the floor's, against the
 * allowances and the targets in bench/budgets.json; then what search costs the article's
 * first load and its own page, and HTML and __NEXT_DATA__ bytes per route type.
 */

type BudgetTable = { shared: number; routes: Record<string, number>; targets: Record<string, number> };

/** gzip size of each of the routes' scripts, by file name without its hash. */
function chunkSizes(distDir: string, routes: string[]): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { pages: Record<string, string[]> };
  return Object.fromEntries(
    [...new Set(routes.flatMap((route) => manifest.pages[route] ?? []))].filter((file) => file.endsWith(".js")).map((file) => [file.replace(/^static\/chunks\//, "").replace(/-[0-9a-f]{16}\.js$/, ""), round(gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1000)]),
  );
}

/**
 * First Load JS per route over the floor's (kB = 1,000 bytes, gzip level 9, as the budgets), with
 * the allowance the budget test enforces and the target for each route.
 */
function bundleAgainstFloor(siteDist: string, floorDist: string) {
  const floor = measureFirstLoad(floorDist).find((bundle) => bundle.route === "/");
  if (!floor) throw new Error("the floor build has no / route");
  const { shared, routes, targets } = budgets as BudgetTable;
  const site = measureFirstLoad(siteDist);
  const rows = site.map((bundle) => {
    const over = bundle.firstLoadBytes - floor.firstLoadBytes;
    const allowance = routes[bundle.route] ?? routes.default;
    const target = targets[bundle.route] ?? targets.default;
    return {
      route: bundle.route,
      firstLoadKB: round(bundle.firstLoadBytes / 1000),
      ownKB: round(bundle.ownBytes / 1000),
      overFloorKB: round(over / 1000),
      allowanceKB: round(allowance / 1000),
      targetKB: round(target / 1000),
      withinAllowance: over <= allowance,
      meetsTarget: over <= target,
    };
  });
  const result = {
    floorFirstLoadKB: round(floor.firstLoadBytes / 1000),
    siteSharedKB: round((site[0]?.sharedBytes ?? 0) / 1000),
    sharedOverFloorKB: round(((site[0]?.sharedBytes ?? 0) - floor.firstLoadBytes) / 1000),
    sharedAllowanceKB: round(shared / 1000),
    // Framework, main and runtime chunks of both builds, to see which of them our code grows.
    chunks: { floor: chunkSizes(floorDist, ["/_app", "/"]), siteShared: chunkSizes(siteDist, ["/_app"]) },
    routes: rows,
  };
  console.log(`\nFirst Load JS (gzip kB) over the floor's ${result.floorFirstLoadKB} kB; chunks:`, result.chunks);
  console.table(rows);
  return result;
}

/** The search part's summary, added to its figures when it ran: what search costs the article's first load, and its own page. */
function searchFirstLoad(siteDist: string, search: unknown) {
  const firstLoad = (route: string) => measureFirstLoad(siteDist).find((entry) => entry.route === route);
  const kB = (bytes = 0) => round(bytes / 1024);
  const summary = { articleFirstLoadKB: kB(firstLoad("/blog/[slug]")?.firstLoadBytes), searchPageFirstLoadKB: kB(firstLoad("/search")?.firstLoadBytes) };
  if (search && typeof search === "object") Object.assign(search, summary);
  console.log("search: First Load JS (gzip):", summary);
}

export async function benchBundle(site: SiteUnderTest, search: unknown) {
  const bundle = bundleAgainstFloor(site.distDir, site.floorDistDir);
  searchFirstLoad(site.distDir, search);
  const html = await htmlBytes(ROUTE_TYPES, site.siteUrl, site.floorUrl);
  console.table(html);
  return { bundle, html };
}
