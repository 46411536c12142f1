import { spawnSync } from "node:child_process";

/**
 * Run by `npm test` in CI, right after `npm install` in a fresh clone: the install must leave
 * package-lock.json as committed, or `npm ci` (the Docker build) would refuse or differ.
 */
const diff = spawnSync("git", ["diff", "--exit-code", "--stat", "--", "package-lock.json"], { stdio: "inherit" });
if (diff.status !== 0) {
  console.error("npm install changed package-lock.json: commit the lockfile it writes, so `npm ci` accepts it on every machine.");
}
process.exit(diff.status ?? 1);
