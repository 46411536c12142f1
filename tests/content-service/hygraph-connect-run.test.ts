import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConnect } from "@/content-service/hygraph/connect";
import type { ProjectSchemaAnswer } from "@/content-service/hygraph/project-schema";
import { generateContent } from "@/content-service/scripts/generate";
import { graphql, startTestService } from "./helpers";

/**
 * `npm run hygraph:connect` without --dry-run, every step for real except at the edges this machine
 * cannot reach: the Management API answers as a project already set up (the recorded answer of
 * content-service/tests/fixtures/management-api, so no migration is sent), the content goes through
 * the import's own runImport into an empty embedded service, and the codegen runs are recorded
 * (they would rewrite this checkout's schema.graphql).
 */

const TOKEN = "hygraph-connect-run-token";
const HIGH_PERFORMANCE = "https://eu-west-2.cdn.hygraph.com/content/demo-project/master";
const NOW = Date.parse("2026-11-20T09:00:00.000Z");
let target: Awaited<ReturnType<typeof startTestService>>;
let source: string;

beforeAll(async () => {
  target = await startTestService(0, { token: TOKEN });
  source = mkdtempSync(join(tmpdir(), "connect-source-"));
  generateContent(2, source, NOW);
});
afterAll(async () => {
  await target.stop();
  rmSync(source, { recursive: true, force: true });
});

/** The recorded set-up project, its environment serving the embedded service's address. */
function managementApi(endpoint: string) {
  const answer = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "content-service", "tests", "fixtures", "management-api", "set-up-project.json"), "utf8")) as ProjectSchemaAnswer;
  const environment = answer.data!.viewer!.project!.environments[0];
  Object.assign(environment, { endpoint, newDeliveryUrl: HIGH_PERFORMANCE });
  const asked: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    asked.push(String(url));
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

describe("hygraph:connect, run", () => {
  it("imports the content, writes the schema from the High Performance address, and says what to paste", async () => {
    const endpoint = `${target.service.url}/graphql`;
    const management = managementApi(endpoint);
    const codegen: [string, Record<string, string>][] = [];
    const lines: string[] = [];
    const result = await runConnect(
      { endpoint, managementToken: "management-token", contentToken: TOKEN, siteUrl: "https://stiaware.example", previewSecret: "preview-secret" },
      {
        dryRun: false,
        allowHttp: true,
        contentDir: source,
        fetchImpl: management.fetchImpl,
        runCodegen: async (config, env) => void codegen.push([config, env]),
        makeSecret: () => "made-here",
        log: (line) => lines.push(line),
        progressStream: { write: () => true },
      },
    );

    expect(management.asked).toEqual(["https://management.hygraph.com/graphql"]);
    const [setup, imported, schema, codegenStep, webhook] = result.outcomes;
    expect(setup).toEqual({ step: "setup", status: "done", detail: "0 schema changes applied to master" });
    expect(imported.status).toBe("done");
    // The empty service has the generator's fixed entries (authors, categories…): those are skipped or updated.
    const [, created, updated, skipped] = /^(\d+) created, (\d+) updated, (\d+) skipped, 0 failed$/.exec(imported.detail)?.map(Number) ?? [];
    expect(created + updated + skipped, imported.detail).toBeGreaterThan(10);
    expect(created, imported.detail).toBeGreaterThanOrEqual(2);
    expect(schema).toEqual({ step: "schema", status: "done", detail: `schema.graphql from ${HIGH_PERFORMANCE} (as npm run schema:hosted)` });
    expect(codegenStep.status).toBe("done");
    expect(codegen).toEqual([
      ["codegen.hosted-schema.ts", { CONTENT_API_URL: HIGH_PERFORMANCE, CONTENT_API_TOKEN: TOKEN }],
      ["codegen.ts", {}],
    ]);
    // The project already has the webhook: not created twice, and the site needs the secret it was made with.
    expect(webhook).toMatchObject({ step: "webhook", status: "done" });
    expect(webhook.detail).toContain("is already there");
    expect(result.ok).toBe(true);
    const environment = result.pastes.at(-1)?.what;
    expect(environment).toEqual([
      `CONTENT_API_URL=${HIGH_PERFORMANCE}`,
      `CONTENT_PREVIEW_API_URL=${endpoint}`,
      "NEXT_PUBLIC_SITE_URL=https://stiaware.example",
      'CONTENT_WEBHOOK_SECRET=<the secret "Site revalidation" was created with>',
      "CONTENT_WEBHOOK_ENVIRONMENT=master",
      "PREVIEW_SECRET=<your PREVIEW_SECRET>",
    ]);

    // What the import reported is in the project: its published posts, read back through the API.
    const posts = await graphql<{ posts: { slug: string }[] }>(target.service, "{ posts(stage: PUBLISHED, first: 100) { slug } }", undefined, { token: TOKEN });
    expect(posts.body.data?.posts.length).toBe(2);
    expect(lines.some((line) => line.startsWith("import: Imported "))).toBe(true);
  }, 120_000);
});
