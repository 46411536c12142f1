import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Client } from "@hygraph/management-sdk";
import { readModelDefinitions } from "./model-definitions";
import { managementUrl, readProjectSchema } from "./project-schema";
import { refuseForEnvironment } from "./endpoints";
import { refusePlainHttp } from "./plain-http";
import { EMPTY_PROJECT, planSchema, type ProjectSchema, type WebhookSettings } from "./schema-plan";
import { brokenConstraints, sdkConstraints } from "./sdk-constraints";

/**
 * `npm run hygraph:setup [-- --dry-run] [--allow-http]`: creates in a Hygraph project what models.graphql has
 * and the project lacks, with the official Management SDK, then the revalidation webhook, and
 * prints the preview URL to paste (the SDK cannot set it).
 *
 * Reads HYGRAPH_ENDPOINT (the environment's Content API), HYGRAPH_MANAGEMENT_TOKEN (a permanent
 * auth token with Management API access), NEXT_PUBLIC_SITE_URL, CONTENT_WEBHOOK_SECRET and
 * PREVIEW_SECRET. An http:// endpoint is refused without --allow-http (plain-http.ts): nothing,
 * not even the dry run's read of the schema, is sent to it; so is an address that is not the
 * environment's content address (endpoints.ts). `--dry-run` without a token sends nothing at all:
 * it prints the plan for an empty project. Every step is checked against the constraints the
 * installed SDK's type docs state (sdk-constraints.ts) before anything is sent.
 */

export type SetupEnv = { endpoint?: string; token?: string; webhook?: WebhookSettings; previewSecret?: string };
/** `project`: the project as read before the changes (the empty one offline). */
export type SetupResult = { changes: number; offline: boolean; project: ProjectSchema };
type Step = { operationName: string; params: Record<string, unknown> };

/** The setup's variables; a dry run needs none (without a token it plans for an empty project, offline). */
export function setupEnv(env: NodeJS.ProcessEnv = process.env, options: { dryRun?: boolean } = {}): SetupEnv {
  const missing = ["HYGRAPH_ENDPOINT", "HYGRAPH_MANAGEMENT_TOKEN"].filter((name) => !env[name]);
  if (missing.length && !(options.dryRun && !env.HYGRAPH_MANAGEMENT_TOKEN)) {
    throw new Error(`Set ${missing.join(" and ")} (the project's Content API endpoint and a token with Management API access), or pass --dry-run without a token for the plan of an empty project`);
  }
  const webhook = env.NEXT_PUBLIC_SITE_URL && env.CONTENT_WEBHOOK_SECRET ? { siteUrl: env.NEXT_PUBLIC_SITE_URL, secret: env.CONTENT_WEBHOOK_SECRET } : undefined;
  return { endpoint: env.HYGRAPH_ENDPOINT, token: env.HYGRAPH_MANAGEMENT_TOKEN, webhook, previewSecret: env.PREVIEW_SECRET };
}

/** One line per queued step: "createModel Post", "createRelationalField Post.author → Author", a field's flags after it. */
export function describeStep(step: Step): string {
  const { params } = step;
  const parent = typeof params.parentApiId === "string" ? `${params.parentApiId}.` : "";
  const name = String(params.apiId ?? params.name ?? "");
  const reverse = params.reverseField as { modelApiId?: string; modelApiIds?: string[] } | undefined;
  const target = reverse?.modelApiId ?? reverse?.modelApiIds?.join(" | ") ?? (params.componentApiId as string | undefined) ?? (params.componentApiIds as string[] | undefined)?.join(" | ");
  const flags = /Field$/.test(step.operationName) ? `  ${fieldFlags(step)}` : "";
  return `${step.operationName} ${parent}${name}${target ? ` → ${target}` : ""}${flags}`;
}

const yesNo = (value: unknown) => (value ? "yes" : "no");

/**
 * A field step's flags as the step sends them: a created field's five (what is not sent is "no";
 * visibility as sent), an update's only those it changes (the others stay as the project has them).
 */
export function fieldFlags(step: Step): string {
  const { params } = step;
  const flags = [
    ["required", params.isRequired],
    ["unique", params.isUnique],
    ["localized", params.isLocalized],
    ["list", params.isList],
  ] as const;
  if (step.operationName.startsWith("update")) {
    const changed = flags.filter(([, value]) => value !== undefined).map(([flag, value]) => `${flag} ${yesNo(value)}`);
    return `(${[...changed, ...(params.visibility ? [`visibility ${String(params.visibility)}`] : [])].join(", ")}; other flags unchanged)`;
  }
  return `(${flags.map(([flag, value]) => `${flag} ${yesNo(value)}`).join(", ")}, visibility ${String(params.visibility ?? "not set")})`;
}

export function previewInstructions(siteUrl: string | undefined, previewSecret: string | undefined): string {
  const site = siteUrl ?? "https://<your site>";
  return [
    "Preview URL (Schema > Post and Page > Sidebar > Preview, the Management SDK cannot set it), for both models:",
    `  ${site}/api/preview?secret=${previewSecret ?? "<PREVIEW_SECRET>"}&slug={slug}`,
  ].join("\n");
}

/** `notes: false` leaves out the webhook and preview notes (hygraph:connect prints its own). */
type SetupOptions = { dryRun: boolean; allowHttp?: boolean; fetchImpl?: typeof fetch; log?: (line: string) => void; notes?: boolean };

export async function runSetup(env: SetupEnv, options: SetupOptions): Promise<SetupResult> {
  const log = options.log ?? console.log;
  const offline = options.dryRun && !env.token;
  let current = EMPTY_PROJECT;
  if (!offline) {
    if (!env.endpoint || !env.token) throw new Error("Set HYGRAPH_ENDPOINT and HYGRAPH_MANAGEMENT_TOKEN");
    refuseForEnvironment("HYGRAPH_ENDPOINT", env.endpoint);
    // The token goes to the Management API address made from the Content API endpoint.
    refusePlainHttp({ HYGRAPH_ENDPOINT: env.endpoint, [process.env.MGMT_SERVER_URL ? "MGMT_SERVER_URL" : "The Management API address"]: managementUrl(env.endpoint) }, options.allowHttp === true);
    current = await readProjectSchema(env.endpoint, env.token, options.fetchImpl);
  } else {
    log("Offline dry run (no HYGRAPH_MANAGEMENT_TOKEN, nothing sent): the plan for an empty project.");
  }
  const client = new Client({ authToken: env.token ?? "offline", endpoint: env.endpoint ?? "https://offline.invalid/v2/project/master" });
  planSchema(client, readModelDefinitions(), current, env.webhook);
  const steps = client.dryRun() as Step[];
  log(steps.length ? `${steps.length} change${steps.length === 1 ? "" : "s"} to make:` : "The project already has every model, field and the webhook: nothing to change.");
  for (const step of steps) log(`  ${describeStep(step)}`);
  const broken = brokenConstraints(steps);
  if (broken.length) throw new Error(`The plan breaks what the installed Management SDK's type docs state:\n  ${broken.join("\n  ")}`);
  if (steps.length) log(`Every step is within the ${sdkConstraints().length} constraints the installed Management SDK's type docs state.`);
  const notes = options.notes !== false;
  if (notes && !env.webhook) log("No webhook: set NEXT_PUBLIC_SITE_URL and CONTENT_WEBHOOK_SECRET to create it.");
  if (!options.dryRun && steps.length) await applyMigration(client, log);
  if (notes) log(previewInstructions(env.webhook?.siteUrl, env.previewSecret));
  return { changes: steps.length, offline, project: current };
}

/** Sends the queued steps as one migration and waits for its outcome. */
export async function applyMigration(client: Client, log: (line: string) => void): Promise<void> {
  const result = await client.run(true);
  if (result.errors) throw new Error(`Hygraph refused the migration: ${result.errors}`);
  log(`Applied as migration ${result.id} (${result.status}).`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false }, "allow-http": { type: "boolean", default: false } } });
  const dryRun = values["dry-run"] === true;
  Promise.resolve()
    .then(() => runSetup(setupEnv(process.env, { dryRun }), { dryRun, allowHttp: values["allow-http"] === true }))
    .catch((error: unknown) => {
      console.error(`hygraph:setup: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
