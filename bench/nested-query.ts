/**
 * The nested-relation query of the fourth probe, against the content service in its own process
 * on synthetic content: each query timed alone (wall and CPU), then sent in a loop (three at a time) while
 * `/healthz` is timed beside it. Prints one row per size and the load average around each run:
 * the machine is shared, and its load stretches every figure.
 *
 *   npx tsx bench/nested-query.ts --sizes 2000,20000 [--seconds 10] [--runs 10] [--service-dir content-service]
 *
 * `--service-dir` runs another copy of the service (a checkout of an earlier commit) for a before/after.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { freePort, start, stop, waitForHttp } from "../scripts/lib/processes";
import { loadAverage, treeCpuMs } from "./machine";
import { percentile, round } from "./stats";
import { syntheticContent } from "./synthetic-content";

/**
 * The probe's query (480,000 objects when it ran), the same nested just under the cost limit
 * (370,200 objects if run whole), and twenty aliases of a list under a list (200,000).
 */
export const NESTED_QUERIES: Record<string, string> = {
  nested: "{ posts(first: 100) { author { posts(first: 100) { author { posts(first: 48) { id } } } } } }",
  "nested-under-cost-limit": "{ posts(first: 100) { author { posts(first: 100) { author { posts(first: 35) { id } } } } } }",
  aliased: `{ ${Array.from({ length: 20 }, (_, index) => `a${index}: posts(first: 100) { author { posts(first: 100) { id title } } }`).join(" ")} }`,
};

const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { count: sorted.length, p50ms: round(percentile(sorted, 50) ?? 0), p99ms: round(percentile(sorted, 99) ?? 0), maxMs: round(sorted.at(-1) ?? 0) };
};

/** Status 0: no answer (the connection was dropped, or two minutes passed). */
async function ask(url: string, query: string): Promise<{ status: number; ms: number; bytes: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }), signal: AbortSignal.timeout(120_000) });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { status: response.status, ms: performance.now() - started, bytes };
  } catch {
    return { status: 0, ms: performance.now() - started, bytes: 0 };
  }
}

/**
 * One query: alone `runs` times (with the CPU the service's processes used for each, which the
 * machine's load does not stretch), then `concurrency` senders for `seconds` with /healthz probed
 * every 20 ms.
 */
export async function nestedQueryLoad(url: string, servicePid: number, query: string, { runs = 10, seconds = 10, concurrency = 3 } = {}) {
  const alone = [];
  const cpuBefore = treeCpuMs(servicePid);
  for (let run = 0; run < runs; run++) alone.push(await ask(url, query));
  const cpuMsEach = round((treeCpuMs(servicePid) - cpuBefore) / runs);
  const deadline = performance.now() + seconds * 1000;
  const answers: number[] = [];
  const health: number[] = [];
  const sender = async () => {
    while (performance.now() < deadline) answers.push((await ask(url, query)).ms);
  };
  const probe = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(120_000) })).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resume) => setTimeout(resume, 20));
    }
  };
  const loadBefore = loadAverage();
  await Promise.all([...Array.from({ length: concurrency }, sender), probe()]);
  return {
    statuses: alone.map((answer) => answer.status).join(","),
    answerKiB: Math.round(alone[0].bytes / 1024),
    alone: { ...summary(alone.map((answer) => answer.ms)), cpuMsEach },
    underLoad: { concurrency, seconds, answers: summary(answers), healthz: summary(health) },
    loadAverage: { before: loadBefore, after: loadAverage() },
  };
}

async function main() {
  const { values } = parseArgs({
    options: { sizes: { type: "string", default: "2000,20000" }, seconds: { type: "string", default: "10" }, runs: { type: "string", default: "10" }, "service-dir": { type: "string", default: "content-service" } },
  });
  const scratch = mkdtempSync(join(tmpdir(), "bench-nested-"));
  for (const size of values.sizes.split(",").map(Number)) {
    const dir = syntheticContent(scratch, size);
    const port = await freePort();
    const service = start(process.execPath, ["node_modules/tsx/dist/cli.mjs", resolve(values["service-dir"], "cli.ts")], {
      env: { ...process.env, CONTENT_SERVICE_PORT: String(port), CONTENT_DIR: dir },
      stdio: ["ignore", "ignore", "inherit"],
    });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, 300_000);
      // The health check with nothing else running: what the machine's load alone costs it.
      const idle = await nestedQueryLoad(`http://127.0.0.1:${port}`, service.pid ?? 0, "{ __typename }", { seconds: Number(values.seconds), runs: 1, concurrency: 0 });
      console.log(JSON.stringify({ posts: size, query: "none (idle)", healthz: idle.underLoad.healthz, loadAverage: idle.loadAverage }));
      for (const [name, query] of Object.entries(NESTED_QUERIES)) {
        const row = { posts: size, query: name, ...(await nestedQueryLoad(`http://127.0.0.1:${port}`, service.pid ?? 0, query, { seconds: Number(values.seconds), runs: Number(values.runs) })) };
        console.log(JSON.stringify(row));
      }
    } finally {
      await stop(service);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
