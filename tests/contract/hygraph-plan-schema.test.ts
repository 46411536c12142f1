import { getNamedType, isNonNullType, type GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { hygraphSchema, hygraphSdl } from "@/content-service/hygraph/hygraph-schema";
import { readModelDefinitions } from "@/content-service/hygraph/model-definitions";
import { definitionsFromPlan, planDefinitions } from "@/content-service/hygraph/plan-definitions";
import { dryRunPlan, EMPTY_PROJECT } from "@/content-service/hygraph/schema-plan";
import { operationProblems, toolOperations } from "@/scripts/lib/hygraph-contract";

/**
 * The contract check's Hygraph schema comes from the setup's plan (the Management SDK's dry run
 * for a new project, read back by Hygraph's rules), not from models.graphql: what the plan does
 * not create or require is not in it, and the names are the ones Hygraph generates.
 */

type Step = { operationName: string; params: Record<string, unknown> };
const steps = dryRunPlan(readModelDefinitions(), EMPTY_PROJECT) as Step[];
const field = (schema: ReturnType<typeof hygraphSchema>, type: string, name: string) => (schema.getType(type) as GraphQLObjectType).getFields()[name];

describe("the content API derived from the setup's plan", () => {
  const schema = hygraphSchema();

  it("is the contract check's schema, and every operation of the CLI, the build and the import validates on it", () => {
    expect(hygraphSdl()).toBe(hygraphSdl(planDefinitions()));
    expect(toolOperations().length).toBeGreaterThan(20);
    expect(operationProblems(schema, toolOperations())).toEqual([]);
  });

  it("leaves a relation the plan cannot require nullable, though models.graphql requires it", () => {
    const windowPeriod = readModelDefinitions().models.find((model) => model.apiId === "WindowPeriod");
    expect(windowPeriod?.fields.find((candidate) => candidate.apiId === "reviewedBy")?.required).toBe(true);
    expect(isNonNullType(field(schema, "WindowPeriod", "reviewedBy").type)).toBe(false);
    expect(isNonNullType(field(schema, "Post", "slug").type)).toBe(true);
  });

  it("names what Hygraph generates: rich text, a modular-component union, Asset's own localized fields, two-way relations' reverse side", () => {
    expect(getNamedType(field(schema, "Post", "content").type).name).toBe("PostContentRichText");
    expect(getNamedType(field(schema, "NavigationMenu", "content").type).name).toBe("NavigationMenucontentUnion");
    expect(Object.keys((schema.getType("Asset") as GraphQLObjectType).getFields())).toEqual(expect.arrayContaining(["handle", "fileName", "width", "alt", "key", "url", "locale", "localizations"]));
    expect(getNamedType(field(schema, "Author", "posts").type).name).toBe("Post");
    expect(field(schema, "Author", "seoReviewedBy")).toBeUndefined();
  });

  it("fails the operations that ask for a field the plan does not create, naming them", () => {
    const withoutExcerpt = steps.filter((step) => !(step.operationName === "createSimpleField" && step.params.parentApiId === "Post" && step.params.apiId === "excerpt"));
    const problems = operationProblems(hygraphSchema(definitionsFromPlan(withoutExcerpt)), toolOperations());
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.includes('Cannot query field "excerpt" on type "Post"') || problem.includes('"excerpt"'))).toBe(true);
  });
});
