import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runtimeProblem, SUPPORTED_NODE_MAJOR } from "./lib/runtime";

/**
 * `npm test`: codegen freshness (schema.graphql and queries/generated up to date, every query
 * valid against the schema), type-check (tsc) and lint (ESLint with the architecture rules, any
 * error or warning fails it), each counted as one check; then every test the project has — unit,
 * component and integration (vitest, starting their own content service), then end-to-end in
 * Chromium against a production build.
 * First makes sure the Debian packages the tests need are there (scripts/system-packages.sh).
 * Ends with one line "N passed, M failed" for CI.
 */
type Totals = { passed: number; failed: number };

function runNode(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

function vitest(config: string, reportFile: string): Promise<number> {
  return runNode(
    ["node_modules/vitest/vitest.mjs", "run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`],
    { ...process.env, TZ: "UTC", NEXT_TELEMETRY_DISABLED: "1" },
  );
}

/** The checks counted as one test each, before the suites: a stale contract or a type error fails `npm test`. */
const CHECKS = [
  // In CI (a fresh clone where `npm install` just ran): the install must not have rewritten the lockfile.
  ...(process.env.CI ? [{ name: "lockfile unchanged by npm install (CI)", args: ["node_modules/tsx/dist/cli.mjs", "scripts/check-lockfile.ts"] }] : []),
  { name: "codegen freshness (codegen.ts)", args: ["node_modules/tsx/dist/cli.mjs", "scripts/check-contract.ts"] },
  { name: "type-check (tsc --noEmit)", args: ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."] },
  { name: "lint (eslint.config.mjs)", args: ["node_modules/eslint/bin/eslint.js", "--max-warnings=0", "."] },
];

function totalsFrom(reportFile: string): Totals {
  try {
    const report = JSON.parse(readFileSync(reportFile, "utf8")) as { numPassedTests: number; numFailedTests: number };
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

async function main(): Promise<void> {
  // Chromium, a font, Redis and nginx: installed here when running as root, else the exact command to run.
  const setup = spawnSync("bash", ["scripts/system-packages.sh"], { stdio: "inherit" });
  if (setup.status !== 0) process.exit(setup.status ?? 1);
  const dir = mkdtempSync(join(tmpdir(), "sti-aware-tests-"));
  const suites = [
    { name: "unit, component and integration", config: "tests/vitest.config.ts" },
    { name: "end-to-end (Chromium)", config: "tests/e2e/vitest.config.ts" },
  ];
  const totals: Totals = { passed: 0, failed: 0 };
  let exitCode = 0;
  // The runtime every suite below and the site under test run on (they are spawned with process.execPath).
  const runtimeCheck = `runtime (Node.js ${SUPPORTED_NODE_MAJOR}, .nvmrc)`;
  console.log(`\n=== ${runtimeCheck} ===\n\nNode.js ${process.version} (${process.execPath})`);
  const problem = runtimeProblem();
  if (problem) {
    console.error(problem);
    totals.failed += 1;
    exitCode = 1;
  } else {
    console.log(`${runtimeCheck}: no problems`);
    totals.passed += 1;
  }
  for (const check of CHECKS) {
    console.log(`\n=== ${check.name} ===\n`);
    if ((await runNode(check.args)) === 0) {
      console.log(`${check.name}: no problems`);
      totals.passed += 1;
    } else {
      totals.failed += 1;
      exitCode = 1;
    }
  }
  for (const [index, suite] of suites.entries()) {
    console.log(`\n=== ${suite.name} ===\n`);
    const reportFile = join(dir, `report-${index}.json`);
    const code = await vitest(suite.config, reportFile);
    const result = totalsFrom(reportFile);
    totals.passed += result.passed;
    totals.failed += result.failed;
    if (code !== 0) exitCode = 1;
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
}

void main();
