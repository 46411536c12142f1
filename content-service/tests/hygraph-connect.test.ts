import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConnectProgress, progressLine, summaryLines } from "../hygraph/connect-report";
import { CONNECT_STEPS, runConnect } from "../hygraph/connect";
import { readModelDefinitions } from "../hygraph/model-definitions";
import { dryRunPlan, EMPTY_PROJECT } from "../hygraph/schema-plan";

/**
 * `npm run hygraph:connect`: its dry run, offline (every connection attempt throws:
 * fixtures/no-network.mjs), prints the setup's plan and each step it would take, then what to
 * paste where Hygraph offers no API; the wrong endpoint is refused; a failed step stops the rest.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const CONTENT = "https://api-eu-west-2.hygraph.com/v2/cm7lst6j601e106ux6nfp97jn/master";
const HIGH_PERFORMANCE = "https://eu-west-2.cdn.hygraph.com/content/cm7lst6j601e106ux6nfp97jn/master";

function offlineConnect() {
  const env: NodeJS.ProcessEnv = { ...process.env, HYGRAPH_ENDPOINT: CONTENT, NEXT_PUBLIC_SITE_URL: "https://stiaware.example", CONTENT_WEBHOOK_SECRET: "webhook-secret-kept" };
  for (const name of ["HYGRAPH_MANAGEMENT_TOKEN", "HYGRAPH_CONTENT_TOKEN", "PREVIEW_SECRET", "MGMT_SERVER_URL"]) delete env[name];
  const run = spawnSync(process.execPath, ["--import", "tsx", "--import", "./content-service/tests/fixtures/no-network.mjs", "content-service/hygraph/connect.ts", "--dry-run"], { cwd: ROOT, env, encoding: "utf8" });
  return { status: run.status, lines: run.stdout.split("\n"), stderr: run.stderr };
}

describe("npm run hygraph:connect -- --dry-run, offline", () => {
  const schemaBefore = readFileSync(join(ROOT, "schema.graphql"), "utf8");
  const run = offlineConnect();
  const summary = run.lines.slice(run.lines.indexOf("hygraph:connect, dry run (nothing was sent; what a run would do):"));

  it("prints the setup's plan for an empty project, then each step it would take, without a token or a connection", () => {
    expect(run.stderr).not.toMatch(/offline: .* attempted/);
    expect(run.status).toBe(0);
    const planned = dryRunPlan(readModelDefinitions(), EMPTY_PROJECT);
    expect(run.lines).toContain(`setup: ${planned.length} changes to make:`);
    expect(run.lines).toContain("setup:   createRelationalField WindowPeriod.reviewedBy → Author  (required no, unique no, localized no, list no, visibility READ_WRITE)");
    expect(summary.slice(0, 6)).toEqual([
      "hygraph:connect, dry run (nothing was sent; what a run would do):",
      `  plan   setup    ${planned.length} schema changes for an empty project (a run reads the project first and makes only what it lacks)`,
      `  plan   import   every entry and asset of content-service/content into ${CONTENT} (as npm run hygraph:import)`,
      `  plan   schema   schema.graphql from ${HIGH_PERFORMANCE} (as npm run schema:hosted)`,
      "  plan   codegen  queries/generated from that schema (as npm run codegen)",
      '  plan   webhook  "Site revalidation": POST https://stiaware.example/api/revalidate on PUBLISH, UNPUBLISH, DELETE of every model, signed with CONTENT_WEBHOOK_SECRET',
    ]);
    // A dry run writes nothing: the site's schema is the one it had.
    expect(readFileSync(join(ROOT, "schema.graphql"), "utf8")).toBe(schemaBefore);
  });

  it("says what to paste where Hygraph offers no API, without printing a secret it was given", () => {
    const pastes = summary.slice(summary.indexOf("Paste where Hygraph offers no API:"));
    expect(pastes.filter((line) => /^ {2}\d\. /.test(line))).toEqual([
      "  1. Hygraph: Project settings > API Access > Permanent Auth Tokens: a token that reads the PUBLISHED stage (Content API: read)",
      "  2. Hygraph: the same page: a token that reads the DRAFT stage, for previews",
      "  3. Hygraph: Schema > Post and Page > Sidebar > Preview (the Management SDK cannot set it), for both models:",
      "  4. The site's environment (.env, or the deployment's variables), then rebuild the site:",
    ]);
    expect(pastes).toEqual(
      expect.arrayContaining([
        "       → the site's CONTENT_API_TOKEN",
        "       https://stiaware.example/api/preview?secret=<made by the run, printed here>&slug={slug}",
        `       CONTENT_API_URL=${HIGH_PERFORMANCE}`,
        `       CONTENT_PREVIEW_API_URL=${CONTENT}`,
        "       CONTENT_WEBHOOK_SECRET=<your CONTENT_WEBHOOK_SECRET>",
        "       CONTENT_WEBHOOK_ENVIRONMENT=master",
      ]),
    );
    expect(run.lines.join("\n")).not.toContain("webhook-secret-kept");
  });

  it("draws its progress on stderr, one line per step off a terminal, to 5/5", () => {
    const progress = run.stderr.trim().split("\n");
    expect(progress[0]).toBe("[------------------------] 0/5 setup");
    expect(progress.at(-1)).toBe("[########################] 5/5 done");
    expect(progress).toHaveLength(CONNECT_STEPS.length * 2);
  });
});

describe("hygraph:connect refuses what it cannot use", () => {
  it("refuses the High Performance endpoint, naming the Content API address, before anything runs", async () => {
    await expect(runConnect({ endpoint: HIGH_PERFORMANCE, siteUrl: "https://stiaware.example" }, { dryRun: true, log: () => undefined, progressStream: { write: () => true } })).rejects.toThrow(
      `HYGRAPH_ENDPOINT is ${HIGH_PERFORMANCE}, the High Performance Content API, which is for reads (Hygraph does not allow writes there). Use the Content API address, ${CONTENT}`,
    );
  });

  it("names the variables a run needs", async () => {
    await expect(runConnect({ endpoint: CONTENT }, { dryRun: false, log: () => undefined, progressStream: { write: () => true } })).rejects.toThrow(
      "Set HYGRAPH_MANAGEMENT_TOKEN, HYGRAPH_CONTENT_TOKEN, NEXT_PUBLIC_SITE_URL (or pass --dry-run to see the plan without them)",
    );
  });

  it("stops after a failed setup: the later steps are not run, and the run is not ok", async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ errors: [{ message: "token lacks Management API access" }] }), { headers: { "content-type": "application/json" } })) as typeof fetch;
    const result = await runConnect(
      { endpoint: CONTENT, managementToken: "m", contentToken: "c", siteUrl: "https://stiaware.example" },
      { dryRun: false, fetchImpl, log: () => undefined, progressStream: { write: () => true }, runCodegen: () => Promise.reject(new Error("codegen must not run")) },
    );
    expect(result.ok).toBe(false);
    expect(result.outcomes.map((outcome) => [outcome.step, outcome.status])).toEqual([
      ["setup", "failed"],
      ["import", "not run"],
      ["schema", "not run"],
      ["codegen", "not run"],
      ["webhook", "not run"],
    ]);
    expect(result.outcomes[0].detail).toBe("Management API: token lacks Management API access");
  });
});

describe("the progress bar and the summary", () => {
  it("fills the bar in proportion, and redraws in place on a terminal", () => {
    expect(progressLine(0, 5, "setup")).toBe("[------------------------] 0/5 setup");
    expect(progressLine(2, 5, "schema")).toBe("[##########--------------] 2/5 schema");
    expect(progressLine(5, 5, "done")).toBe("[########################] 5/5 done");
    const written: string[] = [];
    const progress = new ConnectProgress(2, { isTTY: true, write: (chunk: string) => written.push(chunk) > 0 });
    progress.start("setup");
    progress.finish("setup");
    progress.start("import");
    progress.finish("import");
    expect(written.map((chunk) => chunk.trimEnd())).toEqual([
      "\r[------------------------] 0/2 setup",
      "\r[############------------] 1/2 setup",
      "\r[############------------] 1/2 import",
      "\r[########################] 2/2 done",
      "",
    ]);
    // A failure stops the bar short of the end: the line is ended for what follows.
    const stopped: string[] = [];
    const short = new ConnectProgress(2, { isTTY: true, write: (chunk: string) => stopped.push(chunk) > 0 });
    short.start("setup");
    short.finish("setup");
    short.end();
    expect(stopped.at(-1)).toBe("\n");
  });

  it("aligns each step's status and detail, and numbers what to paste", () => {
    expect(
      summaryLines(
        [
          { step: "setup", status: "done", detail: "3 schema changes applied to master" },
          { step: "import", status: "failed", detail: "1 created, 0 updated, 0 skipped, 1 failed" },
          { step: "webhook", status: "not run", detail: "an earlier step failed" },
        ],
        [{ where: "The site's environment:", what: ["CONTENT_API_URL=https://x.example"] }],
        false,
      ),
    ).toEqual([
      "hygraph:connect:",
      "  ok     setup    3 schema changes applied to master",
      "  FAILED import   1 created, 0 updated, 0 skipped, 1 failed",
      "  -      webhook  an earlier step failed",
      "",
      "Paste where Hygraph offers no API:",
      "  1. The site's environment:",
      "       CONTENT_API_URL=https://x.example",
    ]);
  });
});
