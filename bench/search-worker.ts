/**
 * Run by bench/search.ts in a process of its own (node --expose-gc), so the memory it reports is
 * the search index's alone: builds the site's search index from the content API at argv[2] (in the
 * language argv[3], English by default) and times queries in-process (the server time of a search:
 * the index and the passages, no HTTP). Prints one JSON line.
 */
import { createContentSource } from "../queries/client/content-source";
import { createSearchService } from "../lib/server/search/service";
import { DEFAULT_LOCALE, isSiteLocale } from "@sti-aware/contract/routes";
import { percentile, round } from "./stats";

export const BENCH_QUERIES = [
  "chlamydia", "clamydia", "gonorrhoea", "gonorhea", "herpies", "hiv test", "the clap", "crabs", "HSV", "morning after HIV pill",
  "what is the window period for hiv", "chlam", "test", "sample article", "prep", "condoms", "home testing kit", "syphilis symptoms",
  "hepatitis b vaccine", "burning when I pee", "zzqxv", "sexual health clinic near me", "doxy pep", "hpv",
];
/** A Spanish reader's searches: accents left out, everyday words, synonyms, a typo, a word being typed, one with no match. */
export const SPANISH_BENCH_QUERIES = [
  "sifilis", "vih", "gonorrea", "clamidia", "ladillas", "ETS", "preservativo", "purgaciones", "prueba de vih", "periodo de ventana",
  "gonorea", "clam", "prueba", "herpes", "vph", "hepatitis b", "ardor al orinar", "clinica de salud sexual", "zzqxv", "pep",
];
const ROUNDS = 25;

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const mib = (bytes: number) => round(bytes / 2 ** 20);

async function main(): Promise<void> {
  const source = createContentSource({ url: process.argv[2] });
  const locale = isSiteLocale(process.argv[3]) ? process.argv[3] : DEFAULT_LOCALE;
  const queries = locale === DEFAULT_LOCALE ? BENCH_QUERIES : SPANISH_BENCH_QUERIES;
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const service = createSearchService(source, locale);
  const engine = await service.ready(30 * 60_000);
  // What a long-running instance holds: the build's garbage collected.
  const buildSeconds = (performance.now() - started) / 1000;
  gc();
  const after = process.memoryUsage();
  const times: number[] = [];
  // CPU time beside wall time: on a machine shared with other work, wall time includes waiting for a core.
  const cpuTimes: number[] = [];
  const perQuery: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      engine.search(query, 20);
      const ms = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      // The first round warms up (JIT, caches).
      if (round === 0) continue;
      (perQuery[query] ??= []).push(ms);
      times.push(ms);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const slowest = Object.entries(perQuery)
    .map(([query, values]) => ({ query, p50: round(percentile([...values].sort((a, b) => a - b), 50)) }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 5);
  console.log(
    JSON.stringify({
      locale,
      posts: engine.size,
      buildSeconds: round(buildSeconds),
      memoryMiB: { heap: mib(after.heapUsed - before.heapUsed), external: mib(after.external - before.external), rss: mib(after.rss - before.rss) },
      queries: times.length,
      queryMs: { p50: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2), p99: round(percentile(times, 99), 2), max: round(times.at(-1) ?? 0, 2) },
      queryCpuMs: { p50: round(percentile(cpuTimes, 50), 2), p95: round(percentile(cpuTimes, 95), 2), p99: round(percentile(cpuTimes, 99), 2) },
      slowest,
    }),
  );
  process.exit(0);
}

void main();
