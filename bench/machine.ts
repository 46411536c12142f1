import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { round } from "./stats";

/** The machine the bench ran on: results from different machines do not compare. */
export const machine = () => ({ cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version });

/** The 1/5/15-minute load averages: the machine is shared, so every run says how busy it was. */
export const loadAverage = () => loadavg().map((value) => round(value, 2));

/** Tools that are not project dependencies (autocannon, lighthouse) are installed on first use. */
export function ensureTool(name: string, version: string): void {
  if (existsSync(join("node_modules", name))) return;
  console.log(`Installing ${name}@${version} for the benchmark…`);
  execFileSync("npm", ["install", "--no-save", `${name}@${version}`], { stdio: "inherit" });
}

/** A process and all its descendants (Linux /proc). */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Process ended while we looked.
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

/** Sum of resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRss(rootPid: number): number {
  let total = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // Gone.
    }
  }
  return total;
}

/**
 * CPU time (user + system) a process and its descendants have used, in ms (Linux /proc, 10-ms
 * ticks): what a request costs whatever else the shared machine is doing.
 */
export function treeCpuMs(rootPid: number): number {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone.
    }
  }
  return ticks * 10;
}
