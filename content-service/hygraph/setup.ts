import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Client } from "@hygraph/management-sdk";
import { readModelDefinitions } from "./model-definitions";
import { managementUrl, readProjectSchema } from "./project-schema";
import { refusePlainHttp } from "./plain-http";
import { planSchema, type WebhookSettings } from "./schema-plan";

/**
 * `npm run hygraph:setup [-- --dry-run] [--allow-http]`: creates in a Hygraph project what models.graphql has
 * and the project lacks, with the official Management SDK, then the revalidation webhook, and
 * prints the preview URL to paste (the SDK cannot set it).
 *
 * Reads HYGRAPH_ENDPOINT (the environment's Content API), HYGRAPH_MANAGEMENT_TOKEN (a permanent
 * auth token with Management API access), NEXT_PUBLIC_SITE_URL, CONTENT_WEBHOOK_SECRET and
 * PREVIEW_SECRET. An http:// endpoint is refused without --allow-http (plain-http.ts): nothing,
 * not even the dry run's read of the schema, is sent to it.
 */

export type SetupEnv = { endpoint: string; token: string; webhook?: WebhookSettings; previewSecret?: string };

export function setupEnv(env: NodeJS.ProcessEnv = process.env): SetupEnv {
  const missing = ["HYGRAPH_ENDPOINT", "HYGRAPH_MANAGEMENT_TOKEN"].filter((name) => !env[name]);
  if (missing.length) throw new Error(`Set ${missing.join(" and ")} (the project's Content API endpoint and a token with Management API access)`);
  const webhook = env.NEXT_PUBLIC_SITE_URL && env.CONTENT_WEBHOOK_SECRET ? { siteUrl: env.NEXT_PUBLIC_SITE_URL, secret: env.CONTENT_WEBHOOK_SECRET } : undefined;
  return { endpoint: env.HYGRAPH_ENDPOINT as string, token: env.HYGRAPH_MANAGEMENT_TOKEN as string, webhook, previewSecret: env.PREVIEW_SECRET };
}

/** One line per queued step: "createModel Post", "createRelationalField Post.author → Author". */
export function describeStep(step: { operationName: string; params: Record<string, unknown> }): string {
  const { params } = step;
  const parent = typeof params.parentApiId === "string" ? `${params.parentApiId}.` : "";
  const name = String(params.apiId ?? params.name ?? "");
  const reverse = params.reverseField as { modelApiId?: string; modelApiIds?: string[] } | undefined;
  const target = reverse?.modelApiId ?? reverse?.modelApiIds?.join(" | ") ?? (params.componentApiId as string | undefined) ?? (params.componentApiIds as string[] | undefined)?.join(" | ");
  return `${step.operationName} ${parent}${name}${target ? ` → ${target}` : ""}`;
}

export function previewInstructions(siteUrl: string | undefined, previewSecret: string | undefined): string {
  const site = siteUrl ?? "https://<your site>";
  return [
    "Preview URL (Schema > Post and Page > Sidebar > Preview, the Management SDK cannot set it), for both models:",
    `  ${site}/api/preview?secret=${previewSecret ?? "<PREVIEW_SECRET>"}&slug={slug}`,
  ].join("\n");
}

export async function runSetup(env: SetupEnv, options: { dryRun: boolean; allowHttp?: boolean; fetchImpl?: typeof fetch; log?: (line: string) => void }): Promise<number> {
  // The token goes to the Content API endpoint and to the Management API address made from it.
  refusePlainHttp({ HYGRAPH_ENDPOINT: env.endpoint, [process.env.MGMT_SERVER_URL ? "MGMT_SERVER_URL" : "The Management API address"]: managementUrl(env.endpoint) }, options.allowHttp === true);
  const log = options.log ?? console.log;
  const current = await readProjectSchema(env.endpoint, env.token, options.fetchImpl);
  const client = new Client({ authToken: env.token, endpoint: env.endpoint });
  planSchema(client, readModelDefinitions(), current, env.webhook);
  const steps = client.dryRun();
  log(steps.length ? `${steps.length} change${steps.length === 1 ? "" : "s"} to make:` : "The project already has every model, field and the webhook: nothing to change.");
  for (const step of steps) log(`  ${describeStep(step as { operationName: string; params: Record<string, unknown> })}`);
  if (!env.webhook) log("No webhook: set NEXT_PUBLIC_SITE_URL and CONTENT_WEBHOOK_SECRET to create it.");
  if (!options.dryRun && steps.length) {
    const result = await client.run(true);
    if (result.errors) throw new Error(`Hygraph refused the migration: ${result.errors}`);
    log(`Applied as migration ${result.id} (${result.status}).`);
  }
  log(previewInstructions(env.webhook?.siteUrl, env.previewSecret));
  return steps.length;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false }, "allow-http": { type: "boolean", default: false } } });
  Promise.resolve()
    .then(() => runSetup(setupEnv(), { dryRun: values["dry-run"] === true, allowHttp: values["allow-http"] === true }))
    .catch((error: unknown) => {
      console.error(`hygraph:setup: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
