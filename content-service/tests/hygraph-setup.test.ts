import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readModelDefinitions } from "../hygraph/model-definitions";
import { managementUrl, PROJECT_SCHEMA_QUERY, projectSchemaFrom, type ProjectSchemaAnswer } from "../hygraph/project-schema";
import { dryRunPlan, EMPTY_PROJECT, WEBHOOK_NAME } from "../hygraph/schema-plan";
import { brokenConstraints } from "../hygraph/sdk-constraints";
import { runSetup } from "../hygraph/setup";

/**
 * `npm run hygraph:setup`, offline: the Management SDK's own dry run of the full setup held
 * against models.graphql, and the setup run against Management API answers for an empty and a
 * fully set-up project (Hygraph's cloud is the one edge replaced here: fixtures/management-api/).
 */

const ENDPOINT = "https://eu-west-2.cdn.hygraph.com/content/demo-project/master";
const answer = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", "management-api", `${name}.json`), "utf8")) as ProjectSchemaAnswer;
const definitions = readModelDefinitions();
type Step = { operationName: string; params: Record<string, unknown> & { apiId?: string; parentApiId?: string } };
const WEBHOOK = { siteUrl: "https://stiaware.example", secret: "webhook-secret" };
const steps = dryRunPlan(definitions, EMPTY_PROJECT, WEBHOOK) as Step[];
const fieldStep = (parent: string, field: string) => steps.filter((step) => step.params.parentApiId === parent && step.params.apiId === field);

/** A fake Management API answering the recorded project for the schema query, and recording what was asked. */
function managementApi(recorded: ProjectSchemaAnswer) {
  const calls: { url: string; body: { query: string }; authorization: string | null }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)), authorization: new Headers(init?.headers).get("authorization") });
    return new Response(JSON.stringify(recorded), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe("the setup's plan (the Management SDK's dry run) for an empty project", () => {
  it("creates every model with its plural API id, and every component", () => {
    const models = steps.filter((step) => step.operationName === "createModel").map((step) => [step.params.apiId, step.params.apiIdPlural]);
    // Asset is Hygraph's own model: only its custom field is added.
    expect(models).toEqual(definitions.models.filter((model) => model.apiId !== "Asset").map((model) => [model.apiId, model.apiIdPlural]));
    expect(models).toContainEqual(["RankingCriterion", "RankingCriteria"]);
    expect(steps.filter((step) => step.operationName === "createComponent").map((step) => step.params.apiId)).toEqual(definitions.components.map((component) => component.apiId));
  });

  it("creates every field once, with its list, required and unique validations; a two-way relation from one side", () => {
    for (const type of [...definitions.models, ...definitions.components]) {
      for (const field of type.fields) {
        const created = fieldStep(type.apiId, field.apiId);
        if (field.reverseOf || (type.apiId === "Asset" && !["alt", "key"].includes(field.apiId))) {
          expect(created, `${type.apiId}.${field.apiId}`).toEqual([]);
          continue;
        }
        expect(created, `${type.apiId}.${field.apiId}`).toHaveLength(1);
        const { params } = created[0];
        // Required as the models say, except where the SDK takes no such validation (a relation other than Asset: see below).
        const requirable = field.kind !== "relation" || field.type === "Asset";
        expect([params.isList ?? false, params.isRequired ?? false], `${type.apiId}.${field.apiId}`).toEqual([field.list, requirable && field.required]);
        if (field.kind === "scalar") expect(params.isUnique, `${type.apiId}.${field.apiId}`).toBe(field.unique);
      }
    }
    expect(fieldStep("Post", "slug")[0].params).toMatchObject({ type: "STRING", isRequired: true, isUnique: true });
    expect(fieldStep("Post", "author")[0].params).toMatchObject({ type: "RELATION", reverseField: { modelApiId: "Author", apiId: "posts", isList: true } });
    expect(fieldStep("SubCategory", "category")[0].params).toMatchObject({ reverseField: { modelApiId: "Category", apiId: "subCategories", isList: true } });
    expect(fieldStep("Post", "coverImage")[0].params).toMatchObject({ type: "ASSET", reverseField: { modelApiId: "Asset", isUnidirectional: true } });
    expect(fieldStep("Asset", "alt")[0].params).toMatchObject({ type: "STRING" });
  });

  it("creates the rich-text embeds, the component union and the custom first-publication field", () => {
    const embeds = (model: string) => fieldStep(model, "content")[0].params;
    expect(embeds("Post")).toMatchObject({ type: "RICHTEXT", embedsEnabled: true, embeddableModels: ["Asset", "DeepLink", "Promotion", "ProductReview", "Faq"] });
    expect(embeds("Page")).toMatchObject({ type: "RICHTEXT", embedsEnabled: true, embeddableModels: ["Post", "Page", "Promotion", "Asset", "DeepLink", "Faq", "Chart", "Topic"] });
    expect(fieldStep("NavigationMenu", "content")[0]).toMatchObject({ operationName: "createComponentUnionField", params: { componentApiIds: ["NavigationLink", "NavigationDropdown"], isList: true } });
    expect(fieldStep("Post", "firstPublishedAt")[0].params).toMatchObject({ type: "DATETIME", isRequired: false });
    expect(fieldStep("Post", "seo")[0]).toMatchObject({ operationName: "createComponentField", params: { componentApiId: "Seo", isList: false } });
  });

  it("creates the Spanish locale and marks every @localized field, and only those, as localized", () => {
    expect(steps.filter((step) => step.operationName.endsWith("Locale")).map((step) => [step.operationName, step.params])).toEqual([["createLocale", { apiId: "es", displayName: "Spanish" }]]);
    const localized = steps.filter((step) => step.params.isLocalized).map((step) => `${step.params.parentApiId}.${step.params.apiId}`);
    const marked = [...definitions.models, ...definitions.components].flatMap((type) => type.fields.filter((field) => field.localized).map((field) => `${type.apiId}.${field.apiId}`));
    expect(localized.sort()).toEqual(marked.sort());
    expect(localized).toEqual(expect.arrayContaining(["Post.title", "Post.slug", "Post.content", "Seo.title", "Faq.answer", "Helpline.phone", "NavigationLink.title", "Post.translationSource"]));
  });

  it("creates the signed publish/unpublish/delete webhook to the site's /api/revalidate", () => {
    expect(steps.filter((step) => step.operationName === "createWebhook").map((step) => step.params)).toEqual([
      expect.objectContaining({ name: WEBHOOK_NAME, url: "https://stiaware.example/api/revalidate", method: "POST", secretKey: "webhook-secret", triggerActions: ["PUBLISH", "UNPUBLISH", "DELETE"], models: [], stages: [] }),
    ]);
  });
});

describe("npm run hygraph:setup -- --dry-run against recorded Management API answers", () => {
  it("reads the project's schema from the Management API, then plans everything for an empty project", async () => {
    const api = managementApi(answer("empty-project"));
    const lines: string[] = [];
    const { changes: planned } = await runSetup({ endpoint: ENDPOINT, token: "mgmt-token", webhook: WEBHOOK, previewSecret: "preview-secret" }, { dryRun: true, fetchImpl: api.fetchImpl, log: (line) => lines.push(line) });
    expect(api.calls).toEqual([{ url: managementUrl(ENDPOINT), body: { query: PROJECT_SCHEMA_QUERY }, authorization: "Bearer mgmt-token" }]);
    expect(api.calls[0].url).toBe("https://management.hygraph.com/graphql");
    expect(managementUrl("https://api-eu-west-2.hygraph.com/v2/demo-project/master", {})).toBe("https://management-eu-west-2.hygraph.com/graphql");
    expect(planned).toBe(steps.length);
    expect(lines[0]).toBe(`${steps.length} changes to make:`);
    expect(lines).toContain("  createRelationalField Post.author → Author  (required no, unique no, localized no, list no, visibility READ_WRITE)");
    expect(lines.at(-1)).toContain("https://stiaware.example/api/preview?secret=preview-secret&slug={slug}");
  });

  it("plans nothing for a project that has been set up", async () => {
    const lines: string[] = [];
    const { changes: planned } = await runSetup({ endpoint: ENDPOINT, token: "mgmt-token", webhook: WEBHOOK }, { dryRun: true, fetchImpl: managementApi(answer("set-up-project")).fetchImpl, log: (line) => lines.push(line) });
    expect(planned).toBe(0);
    expect(lines[0]).toBe("The project already has every model, field and the webhook: nothing to change.");
  });

  it("marks a field the project has but does not localize, and makes Spanish the locale it lacks; nothing else", () => {
    const project = projectSchemaFrom(answer("set-up-project"), ENDPOINT);
    const unlocalized = {
      ...project,
      locales: project.locales.filter((locale) => locale.apiId !== "es"),
      models: project.models.map((model) => (model.apiId === "Post" ? { ...model, localized: (model.localized ?? []).filter((field) => field !== "title") } : model)),
    };
    expect((dryRunPlan(definitions, unlocalized, WEBHOOK) as Step[]).map((step) => [step.operationName, step.params])).toEqual([
      ["createLocale", { apiId: "es", displayName: "Spanish" }],
      ["updateSimpleField", { parentApiId: "Post", apiId: "title", isLocalized: true }],
    ]);
    // A project whose default is another locale gets English made the default; every such step is within the SDK's stated constraints.
    const otherDefault = { ...unlocalized, locales: [{ apiId: "de", isDefault: true }, { apiId: "en", isDefault: false }] };
    const steps = dryRunPlan(definitions, otherDefault, WEBHOOK) as Step[];
    expect(steps.map((step) => step.operationName)).toEqual(["createLocale", "updateLocale", "updateSimpleField"]);
    expect(steps[1].params).toEqual({ apiId: "en", isDefault: true });
    expect(brokenConstraints(steps)).toEqual([]);
  });

  it("finds the environment by every address the installed Management SDK matches (endpoint, newDeliveryUrl)", () => {
    // The oracle is the SDK's own code: the fields ManagementAPIClient.getEnvironmentInfo compares with the endpoint it is given.
    const sdk = readFileSync(join(import.meta.dirname, "..", "..", "node_modules", "@hygraph", "management-sdk", "dist", "src", "ManagementAPIClient.js"), "utf8");
    const matched = [...new Set([...sdk.matchAll(/environment\.(\w+) === this\.contentApiEndpoint/g)].map((match) => match[1]))];
    expect(matched.sort()).toEqual(["endpoint", "newDeliveryUrl"]);
    const regular = "https://api-eu-west-2.hygraph.com/v2/demo-project/master";
    for (const field of matched) {
      const project = answer("set-up-project");
      const environments = project.data!.viewer!.project!.environments;
      // Only `field` names ENDPOINT; the other address is the environment's other one.
      environments[0] = { ...environments[0], endpoint: regular, newDeliveryUrl: regular, [field]: ENDPOINT };
      expect(PROJECT_SCHEMA_QUERY).toMatch(new RegExp(`\\b${field}\\b`));
      expect(projectSchemaFrom(project, ENDPOINT).models.length, field).toBeGreaterThan(0);
    }
  });

  it("names the endpoint when the token's project has no such environment", async () => {
    const other = "https://eu-west-2.cdn.hygraph.com/content/other-project/master";
    await expect(runSetup({ endpoint: other, token: "t" }, { dryRun: true, fetchImpl: managementApi(answer("empty-project")).fetchImpl, log: () => {} })).rejects.toThrow(`no environment serving ${other}`);
  });
});
