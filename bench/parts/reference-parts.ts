import { freePort, stop, waitForHttp } from "../../scripts/lib/processes";
import { ROUTE_TYPES } from "../page-set";
import { articleStylesheet, buildReference, referencePath, startReference } from "./app-router-reference";
import { referenceTable } from "./reference-table";
import { CPU_THROTTLING, throttledTraces } from "./throttled-trace";

/**
 * The bench parts of issue 35, run against the site and the floor that bench/run.ts serves:
 * - reference: the App Router reference (bench/app-router-reference), the floor and the site's
 *   article (the same article as the reference), /blog and author page in one Lighthouse table.
 * - trace: the same pages' loads in Chromium at 4× CPU, traced, broken down by kind of work.
 * Both take at least 5 runs per page, in interleaved rounds.
 */
export const REFERENCE_PARTS = ["reference", "trace"];
export const MIN_RUNS = 5;
const REFERENCE_DIST = ".next-bench-reference";

type Servers = { contentUrl: string; siteUrl: string; floorUrl: string };

export async function referenceParts(parts: Set<string>, { contentUrl, siteUrl, floorUrl }: Servers, scratch: string, requestedRuns: number): Promise<Record<string, unknown>> {
  const runs = Math.max(MIN_RUNS, requestedRuns);
  const started = performance.now();
  // The reference inlines what the site's page of the same article inlines.
  const stylesheet = await articleStylesheet(siteUrl);
  await buildReference(contentUrl, REFERENCE_DIST, stylesheet);
  console.log(`App Router reference: built in ${Math.round((performance.now() - started) / 1000)} s`);
  const port = await freePort();
  const referenceUrl = `http://127.0.0.1:${port}`;
  const server = startReference(contentUrl, REFERENCE_DIST, port, stylesheet);
  const results: Record<string, unknown> = {};
  try {
    await waitForHttp(`${referenceUrl}${referencePath}`);
    const pages = [
      { page: "App Router reference", path: referencePath, url: `${referenceUrl}${referencePath}` },
      { page: "floor", path: "/", url: `${floorUrl}/` },
      { page: "article", path: referencePath, url: `${siteUrl}${referencePath}` },
      { page: "blog", path: ROUTE_TYPES.blog, url: `${siteUrl}${ROUTE_TYPES.blog}` },
      { page: "author", path: ROUTE_TYPES.author, url: `${siteUrl}${ROUTE_TYPES.author}` },
    ];
    if (parts.has("reference")) {
      const rows = await referenceTable(pages, scratch, runs);
      results.reference = { runs, pages: pages.map(({ page, path }) => ({ page, path })), rows };
      console.log(`\nThe App Router reference, the floor and our pages (Lighthouse mobile, simulated throttling, medians of ${runs} interleaved rounds; script kB as transferred):`);
      console.table(rows.map(({ tbtMs: _median, ...row }) => row));
    }
    if (parts.has("trace")) {
      const rows = await throttledTraces(pages, runs);
      results.trace = { runs, cpuThrottling: CPU_THROTTLING, rows };
      console.log(`\nMain-thread time of a load by kind of work (Chromium, ${CPU_THROTTLING}× CPU, ms, medians of ${runs} interleaved loads; blocking = time beyond 50 ms of each task after FCP):`);
      console.table(rows);
    }
  } finally {
    await stop(server);
  }
  return results;
}
