import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readModelDefinitions } from "../hygraph/model-definitions";
import { dryRunPlan, EMPTY_PROJECT } from "../hygraph/schema-plan";
import { brokenConstraints, sdkConstraints } from "../hygraph/sdk-constraints";

/**
 * `npm run hygraph:setup -- --dry-run` with no token and no network (every connection attempt
 * throws: fixtures/no-network.mjs): the plan for an empty project, each field step with its flags,
 * and every step checked against the constraints the installed Management SDK's type docs state.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const definitions = readModelDefinitions();

function offlineDryRun(env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SITE_URL: "https://stiaware.example", CONTENT_WEBHOOK_SECRET: "webhook-secret", PREVIEW_SECRET: "preview-secret", ...env };
  for (const name of Object.keys(childEnv)) if (name.startsWith("HYGRAPH_") || name === "MGMT_SERVER_URL") delete childEnv[name];
  const run = spawnSync(process.execPath, ["--import", "tsx", "--import", "./content-service/tests/fixtures/no-network.mjs", "content-service/hygraph/setup.ts", "--dry-run"], {
    cwd: ROOT,
    env: childEnv,
    encoding: "utf8",
  });
  return { status: run.status, lines: run.stdout.split("\n"), stderr: run.stderr };
}

type FieldLine = { operation: string; parent: string; field: string; target?: string; required: boolean; unique: boolean; localized: boolean; list: boolean; visibility: string };
const FIELD_LINE = /^ {2}(create\w*Field) (\w+)\.(\w+)(?: → (.+?))? {2}\(required (yes|no), unique (yes|no), localized (yes|no), list (yes|no), visibility (\w+)\)$/;
function fieldLines(lines: string[]): FieldLine[] {
  return lines.flatMap((line) => {
    const match = FIELD_LINE.exec(line);
    if (!match) return [];
    const [, operation, parent, field, target, required, unique, localized, list, visibility] = match;
    return [{ operation, parent, field, target, required: required === "yes", unique: unique === "yes", localized: localized === "yes", list: list === "yes", visibility }];
  });
}

describe("npm run hygraph:setup -- --dry-run, offline", () => {
  const run = offlineDryRun();
  const fields = fieldLines(run.lines);

  it("prints the plan for an empty project without a token or any connection", () => {
    expect(run.stderr).not.toMatch(/offline: .* attempted/);
    expect(run.status).toBe(0);
    expect(run.lines[0]).toBe("Offline dry run (no HYGRAPH_MANAGEMENT_TOKEN, nothing sent): the plan for an empty project.");
    const steps = dryRunPlan(definitions, EMPTY_PROJECT, { siteUrl: "https://stiaware.example", secret: "webhook-secret" });
    expect(run.lines[1]).toBe(`${steps.length} changes to make:`);
    expect(run.lines).toContain("  createModel Post");
    expect(run.lines).toContain("  createWebhook Site revalidation");
    expect(run.lines).toContain(`Every step is within the ${sdkConstraints().length} constraints the installed Management SDK's type docs state.`);
  });

  it("lists no required relation other than to Asset", () => {
    const relations = fields.filter((line) => line.operation === "createRelationalField");
    expect(relations.length).toBeGreaterThan(20);
    expect(relations.filter((line) => line.required && line.target !== "Asset")).toEqual([]);
    // Required in models.graphql, not on Hygraph (the SDK refuses it): printed as not required.
    expect(relations.filter((line) => line.field === "reviewedBy" && ["WindowPeriod", "PreventionFollowUp"].includes(line.parent)).map((line) => [line.parent, line.required])).toEqual([
      ["WindowPeriod", false],
      ["PreventionFollowUp", false],
    ]);
  });

  it("prints each field step's flags as models.graphql asks for them", () => {
    for (const type of [...definitions.models, ...definitions.components]) {
      for (const field of type.fields) {
        const printed = fields.filter((line) => line.parent === type.apiId && line.field === field.apiId);
        if (field.reverseOf || (type.apiId === "Asset" && !["alt", "key"].includes(field.apiId))) {
          expect(printed, `${type.apiId}.${field.apiId}`).toEqual([]);
          continue;
        }
        const requirable = field.kind !== "relation" || field.type === "Asset";
        expect(printed.map(({ required, unique, localized, list, visibility }) => ({ required, unique, localized, list, visibility })), `${type.apiId}.${field.apiId}`).toEqual([
          { required: requirable && field.required, unique: field.unique, localized: Boolean(field.localized), list: field.list, visibility: "READ_WRITE" },
        ]);
      }
    }
    expect(fields.find((line) => line.parent === "Post" && line.field === "slug")).toMatchObject({ required: true, unique: true, localized: true, list: false });
  });
});

describe("the plan against the constraints the installed SDK's type docs state", () => {
  const steps = dryRunPlan(definitions, EMPTY_PROJECT, { siteUrl: "https://stiaware.example", secret: "webhook-secret" }) as { operationName: string; params: Record<string, unknown> }[];

  it("reads the constraints from Client.d.ts and mgmtServerTypes.d.ts, and the plan breaks none", () => {
    const constraints = sdkConstraints();
    expect(constraints).toEqual(
      expect.arrayContaining([
        { type: "BatchMigrationCreateRelationalFieldInput", member: "isRequired", rule: "only-for-type", detail: "ASSET" },
        expect.objectContaining({ type: "BatchMigrationCreateSimpleFieldInput", member: "displayName", rule: "required" }),
        expect.objectContaining({ type: "BatchMigrationCreateSimpleFieldInput", member: "visibility", rule: "enum", detail: "READ_WRITE|READ_ONLY|HIDDEN|API_ONLY" }),
        expect.objectContaining({ type: "BatchMigrationCreateReverseRelationalFieldInput", member: "position", rule: "negative-if-unidirectional" }),
      ]),
    );
    expect(brokenConstraints(steps)).toEqual([]);
  });

  it("finds a planted required relation, an unknown flag, a missing display name and a visibility the SDK lacks", () => {
    const relation = steps.find((step) => step.operationName === "createRelationalField" && step.params.parentApiId === "WindowPeriod" && step.params.apiId === "reviewedBy");
    const simple = steps.find((step) => step.operationName === "createSimpleField" && step.params.parentApiId === "Post" && step.params.apiId === "slug");
    if (!relation || !simple) throw new Error("the plan lacks WindowPeriod.reviewedBy or Post.slug");
    const { displayName: _displayName, ...withoutName } = simple.params;
    expect(
      brokenConstraints([
        { ...relation, params: { ...relation.params, isRequired: true } },
        { ...simple, params: { ...simple.params, isRequird: true } },
        { ...simple, params: withoutName },
        { ...simple, params: { ...simple.params, visibility: "PUBLIC" } },
        { ...relation, params: { ...relation.params, reverseField: { ...(relation.params.reverseField as object), position: 3 } } },
      ]),
    ).toEqual([
      "createRelationalField WindowPeriod.reviewedBy: isRequired with type RELATION (the SDK: only supported for RelationFieldType ASSET)",
      "createSimpleField Post.slug: isRequird is not a member of BatchMigrationCreateSimpleFieldInput",
      "createSimpleField Post.slug: displayName is required by BatchMigrationCreateSimpleFieldInput",
      'createSimpleField Post.slug: visibility "PUBLIC" is not one of READ_WRITE|READ_ONLY|HIDDEN|API_ONLY',
      "createRelationalField WindowPeriod.reviewedBy reverseField: position must be negative on a unidirectional relation's reverse field",
    ]);
  });
});
