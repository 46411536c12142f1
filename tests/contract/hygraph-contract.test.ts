import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hygraphSchema } from "@/content-service/hygraph/hygraph-schema";
import { buildSchema } from "graphql";
import { SCHEMA_FILE } from "@/content-service/scripts/print-schema";
import { hygraphProblems, operationProblems, toolOperations, unexpectedDrift } from "@/scripts/lib/hygraph-contract";

/**
 * The operations of the site, the CLI and the build, checked against the API Hygraph generates
 * for the project the setup's plan makes (not the embedded service's): `npm run codegen:check` runs the same check.
 */
const scratch = mkdtempSync(join(tmpdir(), "sti-aware-hygraph-contract-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const schema = hygraphSchema();

describe("the Hygraph-shaped contract check", () => {
  it("passes every operation the site, the CLI and the build send", async () => {
    expect(toolOperations().length).toBeGreaterThan(20);
    expect(await hygraphProblems()).toEqual([]);
  });

  it("fails a site document that asks for a field Hygraph lacks, naming the document and the field", async () => {
    const file = join(scratch, "planted.ts");
    writeFileSync(file, 'import { graphql } from "./generated";\n\nexport const Q = graphql(`query PlantedSeoDates { posts(first: 1) { seo { title updatedAt } } }`);\n');
    const problems = await hygraphProblems({ documents: [file], operations: [] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/Cannot query field "updatedAt" on type "Seo"/);
    expect(problems[0]).toContain("planted.ts");
  });

  it("fails a tool's operation with an invented field or argument, naming the operation", () => {
    expect(
      operationProblems(schema, [
        { name: "planted first publication on Author", query: "{ authors { firstPublishedAt } }" },
        { name: "planted force", query: 'mutation { unpublishPost(where: { slug: "a" }, force: true) { id } }' },
        { name: "planted component date", query: "{ pages { seo { publishedAt } } }" },
      ]),
    ).toEqual([
      'planted first publication on Author: Cannot query field "firstPublishedAt" on type "Author". Did you mean "publishedAt" or "publishedBy"?',
      'planted force: Unknown argument "force" on field "Mutation.unpublishPost". Did you mean "from"?',
      'planted component date: Cannot query field "publishedAt" on type "Seo".',
    ]);
  });

  it("knows Hygraph's system fields, components' id and stage, plural API ids and mutation shapes", () => {
    expect(
      operationProblems(schema, [
        { name: "system", query: "{ posts { id stage createdAt updatedAt publishedAt firstPublishedAt createdBy { name } updatedBy { name } publishedBy { name } documentInStages(stages: [DRAFT]) { id } history { revision } scheduledIn { id } seo { id stage } } }" },
        { name: "plural", query: "{ rankingCriteria { slug } rankingCriteriaConnection { aggregate { count } } }" },
        {
          name: "mutations",
          query:
            'mutation { upsertFaq(where: { id: "x" }, upsert: { create: { question: "q", answer: "a" }, update: { answer: "b" } }) { id } ' +
            'createPost(data: { title: "t", slug: "s", author: { connect: { slug: "a" } }, seo: { create: { title: "t" } } }) { id } ' +
            'publishManyPostsConnection(where: { slug_in: ["s"] }, to: PUBLISHED) { aggregate { count } } }',
        },
      ]),
    ).toEqual([]);
  });

  it("checks the localized arguments, fields and mutations: a locale the project lacks, a model without localized fields, a non-localized field in a localization all fail", () => {
    expect(
      operationProblems(schema, [
        {
          name: "localized reads",
          query:
            '{ posts(locales: [es, en]) { locale localizations(locales: [es], includeCurrent: true) { locale slug updatedAt(variation: LOCALIZATION) } author(locales: [es]) { title } } faq(where: { id: "f" }, locales: [es]) { question } }',
        },
        {
          name: "localized writes",
          query:
            'mutation { updatePost(where: { slug: "s" }, data: { localizations: { upsert: [{ locale: es, create: { title: "t", slug: "s" }, update: { title: "u" } }], delete: [es] } }) { id } ' +
            'publishPost(where: { slug: "s" }, locales: [es], publishBase: false, withDefaultLocale: false) { id } unpublishPost(where: { slug: "s" }, locales: [es], unpublishBase: false) { id } }',
        },
      ]),
    ).toEqual([]);
    expect(
      operationProblems(schema, [
        { name: "planted French", query: "{ posts(locales: [fr]) { title } }" },
        { name: "planted locale on a model without localized fields", query: "{ deepLinks { name } advertisers { locale } }" },
        { name: "planted tags in a localization", query: 'mutation { updatePost(where: { slug: "s" }, data: { localizations: { update: [{ locale: es, data: { tags: ["x"] } }] } }) { id } }' },
      ]),
    ).toEqual([
      'planted French: Value "fr" does not exist in "Locale" enum.',
      'planted locale on a model without localized fields: Cannot query field "locale" on type "Advertiser".',
      'planted tags in a localization: Field "tags" is not defined by type "PostUpdateLocalizationDataInput".',
    ]);
  });

  it("fails when the embedded service serves a field, argument or input Hygraph lacks", () => {
    const served = readFileSync(SCHEMA_FILE, "utf8");
    expect(unexpectedDrift(buildSchema(served), schema)).toEqual([]);
    const planted = served
      .replace("type Seo {\n  id: ID!\n  stage: Stage!", "type Seo {\n  id: ID!\n  stage: Stage!\n  updatedAt: DateTime")
      .replace("unpublishPost(where: PostWhereUniqueInput!", "unpublishPost(force: Boolean, where: PostWhereUniqueInput!");
    expect(planted).not.toBe(served);
    expect(unexpectedDrift(buildSchema(planted), schema)).toEqual([
      "the embedded service serves what Hygraph lacks: Seo.updatedAt is not in Hygraph's API (Seo.updatedAt)",
      "the embedded service serves what Hygraph lacks: Mutation.unpublishPost(force: Boolean) is not Hygraph's (Mutation.unpublishPost(force))",
    ]);
  });
});
