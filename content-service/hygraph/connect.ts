import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Client } from "@hygraph/management-sdk";
import { ConnectProgress, summaryLines, type Paste, type StepOutcome } from "./connect-report";
import { endpointKind, highPerformanceFor, refuseForMutations } from "./endpoints";
import { runImport } from "./import";
import { EMPTY_PROJECT, planWebhook, WEBHOOK_NAME, type ProjectSchema } from "./schema-plan";
import { applyMigration, previewInstructions, runSetup } from "./setup";

/**
 * `npm run hygraph:connect [-- --dry-run] [--allow-http]`: from a new Hygraph project to a working
 * site in one command: the schema (hygraph:setup), the content (hygraph:import's runImport), the
 * site's schema.graphql from the project (schema:hosted), the typed queries (codegen), then the
 * revalidation webhook (last, so the import's publishes do not reach a site not yet pointed at the
 * project), and what to paste where Hygraph offers no API (tokens for the site, the preview URL,
 * the site's environment). A progress bar on stderr, a summary on stdout; exit code 1 when a step failed.
 *
 * Reads HYGRAPH_ENDPOINT (the Content API address: the import's mutations go there),
 * HYGRAPH_MANAGEMENT_TOKEN, HYGRAPH_CONTENT_TOKEN (a token that may read, create, update and
 * publish), NEXT_PUBLIC_SITE_URL, and CONTENT_WEBHOOK_SECRET / PREVIEW_SECRET (made when unset,
 * and printed to paste). `--dry-run` sends nothing: the setup's plan for an empty project and what
 * each step would do.
 */

export type ConnectEnv = { endpoint?: string; managementToken?: string; contentToken?: string; siteUrl?: string; webhookSecret?: string; previewSecret?: string };
export type ConnectOptions = {
  dryRun: boolean;
  allowHttp?: boolean;
  /** Detail lines (stdout); the summary is returned and printed by the command. */
  log?: (line: string) => void;
  progressStream?: Pick<NodeJS.WriteStream, "write"> & { isTTY?: boolean };
  /** The edges a test replaces: the network, the codegen runs, the secrets made. */
  fetchImpl?: typeof fetch;
  runCodegen?: (config: string, env: Record<string, string>) => Promise<void>;
  makeSecret?: () => string;
  /** The content folder to import (default: content-service/content). */
  contentDir?: string;
};
export type ConnectResult = { outcomes: StepOutcome[]; pastes: Paste[]; ok: boolean };

export const CONNECT_STEPS = ["setup", "import", "schema", "codegen", "webhook"] as const;
const PLACEHOLDER_ENDPOINT = "https://api-<region>.hygraph.com/v2/<project>/<environment>";
const PLACEHOLDER_READ = "https://<region>.cdn.hygraph.com/content/<project>/<environment>";
const ROOT = join(import.meta.dirname, "..", "..");

export function connectEnv(env: NodeJS.ProcessEnv = process.env): ConnectEnv {
  return {
    endpoint: env.HYGRAPH_ENDPOINT,
    managementToken: env.HYGRAPH_MANAGEMENT_TOKEN,
    contentToken: env.HYGRAPH_CONTENT_TOKEN,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    webhookSecret: env.CONTENT_WEBHOOK_SECRET,
    previewSecret: env.PREVIEW_SECRET,
  };
}

/** `graphql-codegen --config <config>` in the repository, its output kept for a failure's message. */
function runCodegen(config: string, env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(join(ROOT, "node_modules", ".bin", "graphql-codegen"), ["--config", config], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => (code === 0 ? done() : fail(new Error(`graphql-codegen --config ${config} exited with ${code}: ${output.trim().split("\n").slice(-5).join(" / ")}`))));
  });
}

/** What to paste where Hygraph offers no API. */
function pastes(site: string, addresses: { read: string; preview: string }, environment: string, secrets: { webhook: string; preview: string }): Paste[] {
  return [
    { where: "Hygraph: Project settings > API Access > Permanent Auth Tokens: a token that reads the PUBLISHED stage (Content API: read)", what: ["→ the site's CONTENT_API_TOKEN"] },
    { where: "Hygraph: the same page: a token that reads the DRAFT stage, for previews", what: ["→ the site's CONTENT_PREVIEW_API_TOKEN"] },
    { where: "Hygraph: Schema > Post and Page > Sidebar > Preview (the Management SDK cannot set it), for both models:", what: previewInstructions(site, secrets.preview).split("\n").slice(1).map((line) => line.trim()) },
    {
      where: "The site's environment (.env, or the deployment's variables), then rebuild the site:",
      what: [`CONTENT_API_URL=${addresses.read}`, `CONTENT_PREVIEW_API_URL=${addresses.preview}`, `NEXT_PUBLIC_SITE_URL=${site}`, `CONTENT_WEBHOOK_SECRET=${secrets.webhook}`, `CONTENT_WEBHOOK_ENVIRONMENT=${environment}`, `PREVIEW_SECRET=${secrets.preview}`],
    },
  ];
}

export async function runConnect(env: ConnectEnv, options: ConnectOptions): Promise<ConnectResult> {
  const { dryRun } = options;
  const log = options.log ?? console.log;
  if (env.endpoint) refuseForMutations("HYGRAPH_ENDPOINT", env.endpoint);
  if (!dryRun) {
    const missing = (
      [
        ["HYGRAPH_ENDPOINT", env.endpoint],
        ["HYGRAPH_MANAGEMENT_TOKEN", env.managementToken],
        ["HYGRAPH_CONTENT_TOKEN", env.contentToken],
        ["NEXT_PUBLIC_SITE_URL", env.siteUrl],
      ] as const
    )
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length) throw new Error(`Set ${missing.join(", ")} (or pass --dry-run to see the plan without them)`);
  }
  const endpoint = env.endpoint ?? PLACEHOLDER_ENDPOINT;
  const site = env.siteUrl ?? "https://<your site>";
  const makeSecret = options.makeSecret ?? (() => randomBytes(32).toString("hex"));
  const secrets = { webhook: env.webhookSecret ?? makeSecret(), preview: env.previewSecret ?? makeSecret() };
  // A secret given is not printed again; one made here is, to paste (a dry run makes none it would use).
  const made = (value: string) => (dryRun ? "<made by the run, printed here>" : value);
  const shown = { webhook: env.webhookSecret ? "<your CONTENT_WEBHOOK_SECRET>" : made(secrets.webhook), preview: env.previewSecret ? "<your PREVIEW_SECRET>" : made(secrets.preview) };
  let project: ProjectSchema = EMPTY_PROJECT;
  // The site reads from the High Performance address: the project's own (read with the schema), else the one made from the Content API's.
  const readUrl = () => project.environment?.newDeliveryUrl ?? (!env.endpoint ? PLACEHOLDER_READ : endpointKind(endpoint) === "content" ? highPerformanceFor(endpoint) : endpoint);
  const prefixed = (step: string) => (line: string) => log(`${step}: ${line}`);

  const steps: Record<(typeof CONNECT_STEPS)[number], () => Promise<Omit<StepOutcome, "step">>> = {
    setup: async () => {
      const result = await runSetup(dryRun ? { endpoint: env.endpoint } : { endpoint, token: env.managementToken }, { dryRun, allowHttp: options.allowHttp, fetchImpl: options.fetchImpl, log: prefixed("setup"), notes: false });
      project = result.project;
      return dryRun
        ? { status: "planned", detail: `${result.changes} schema changes for an empty project (a run reads the project first and makes only what it lacks)` }
        : { status: "done", detail: `${result.changes} schema changes applied to ${project.environment?.name ?? "the environment"}` };
    },
    import: async () => {
      if (dryRun) return { status: "planned", detail: `every entry and asset of content-service/content into ${endpoint} (as npm run hygraph:import)` };
      const summary = await runImport({ endpoint, token: env.contentToken as string, allowHttp: options.allowHttp, contentDir: options.contentDir, log: prefixed("import") });
      const detail = `${summary.created} created, ${summary.updated} updated, ${summary.skipped} skipped, ${summary.failed.length} failed`;
      return { status: summary.failed.length ? "failed" : "done", detail };
    },
    schema: async () => {
      if (!dryRun) await (options.runCodegen ?? runCodegen)("codegen.hosted-schema.ts", { CONTENT_API_URL: readUrl(), CONTENT_API_TOKEN: env.contentToken as string });
      return { status: dryRun ? "planned" : "done", detail: `schema.graphql from ${readUrl()} (as npm run schema:hosted)` };
    },
    codegen: async () => {
      if (!dryRun) await (options.runCodegen ?? runCodegen)("codegen.ts", {});
      return { status: dryRun ? "planned" : "done", detail: "queries/generated from that schema (as npm run codegen)" };
    },
    webhook: async () => {
      const client = new Client({ authToken: env.managementToken ?? "dry-run", endpoint });
      planWebhook(client, project, { siteUrl: env.siteUrl ?? "https://your-site.invalid", secret: secrets.webhook });
      const url = env.siteUrl ? new URL("/api/revalidate", env.siteUrl).toString() : "<your site>/api/revalidate";
      if (!client.dryRun().length) {
        if (!env.webhookSecret) shown.webhook = `<the secret "${WEBHOOK_NAME}" was created with>`;
        return { status: "done", detail: `"${WEBHOOK_NAME}" to ${url} is already there; the site's CONTENT_WEBHOOK_SECRET must be the secret it was created with` };
      }
      if (!dryRun) await applyMigration(client, prefixed("webhook"));
      return { status: dryRun ? "planned" : "done", detail: `"${WEBHOOK_NAME}": POST ${url} on PUBLISH, UNPUBLISH, DELETE of every model, signed with CONTENT_WEBHOOK_SECRET` };
    },
  };

  const progress = new ConnectProgress(CONNECT_STEPS.length, options.progressStream ?? process.stderr);
  const outcomes: StepOutcome[] = [];
  for (const step of CONNECT_STEPS) {
    if (outcomes.some((outcome) => outcome.status === "failed" && outcome.step !== "import")) {
      outcomes.push({ step, status: "not run", detail: "an earlier step failed" });
      continue;
    }
    progress.start(step);
    try {
      outcomes.push({ step, ...(await steps[step]()) });
    } catch (error) {
      outcomes.push({ step, status: "failed", detail: error instanceof Error ? error.message : String(error) });
    }
    progress.finish(step);
  }
  progress.end();
  const environment = project.environment?.name ?? (env.endpoint ? (new URL(env.endpoint).pathname.split("/").filter(Boolean).at(-1) ?? "master") : "<environment>");
  // Previews read drafts from the Content API address (read-after-write there), pages from the High Performance one.
  return { outcomes, pastes: pastes(site, { read: readUrl(), preview: endpoint }, environment, shown), ok: outcomes.every((outcome) => outcome.status === "done" || outcome.status === "planned") };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false }, "allow-http": { type: "boolean", default: false } } });
  const dryRun = values["dry-run"] === true;
  runConnect(connectEnv(), { dryRun, allowHttp: values["allow-http"] === true })
    .then((result) => {
      for (const line of summaryLines(result.outcomes, result.pastes, dryRun)) console.log(line);
      // exitCode, not exit(): a piped stdout is written asynchronously, and exit() would cut the summary short.
      process.exitCode = result.ok ? 0 : 1;
    })
    .catch((error: unknown) => {
      console.error(`hygraph:connect: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
}
