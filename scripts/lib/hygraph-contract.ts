import { buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, parse, validate, type GraphQLField, type GraphQLInputField, type GraphQLSchema, type GraphQLType } from "graphql";
import type { Types } from "@graphql-codegen/plugin-helpers";
import { everyCliOperation } from "../../content-service/editor/cli-operations";
import { everyImportTranslationOperation } from "../../content-service/editor/import-translations";
import { hygraphSdl } from "../../content-service/hygraph/hygraph-schema";
import { ImportModels } from "../../content-service/hygraph/import-models";
import { everyImportOperation } from "../../content-service/hygraph/import-operations";
import { componentLocalizationInputs } from "../../content-service/api/mutations/localization-mutations";
import { REVIEW_SUMMARY_QUERY } from "../../lib/server/config/content-health";
import { TRANSLATION_SUMMARY_QUERY } from "../../lib/server/config/translation-health";
import { SCHEMA_FILE } from "../../content-service/scripts/print-schema";
import { readFileSync } from "node:fs";
import { generateInMemory } from "./contract";

/**
 * The check that the site would run on a hosted Hygraph project: every operation the site
 * (queries/), the CLI (content-service/editor/cli-operations.ts) and the build's tools send must
 * validate against the API Hygraph generates for the project the setup's plan makes
 * (content-service/hygraph/plan-definitions.ts, hygraph-schema.ts), not only against the embedded service's. Each problem names the operation
 * (or document file) and the field.
 */

export type Operation = { name: string; query: string };

/** The operations sent outside queries/: the CLI's, and the build's review summary. */
export function toolOperations(): Operation[] {
  return [
    ...[...everyCliOperation(), ...everyImportTranslationOperation()].map((operation) => ({ ...operation, name: `CLI ${operation.name}` })),
    { name: "build ReviewSummary (lib/server/config/content-health.ts)", query: REVIEW_SUMMARY_QUERY },
    { name: "build TranslationSummary (lib/server/config/translation-health.ts)", query: TRANSLATION_SUMMARY_QUERY },
    ...everyImportOperation(new ImportModels()),
  ];
}

export function operationProblems(schema: GraphQLSchema, operations: Operation[]): string[] {
  return operations.flatMap(({ name, query }) => {
    try {
      return validate(schema, parse(query)).map((error) => `${name}: ${error.message}`);
    } catch (error) {
      return [`${name}: ${error instanceof Error ? error.message : String(error)}`];
    }
  });
}

/** The site's documents through codegen (which validates each, naming the file and field) with Hygraph's schema. */
async function documentProblems(sdl: string, overrides: Partial<Types.Config>): Promise<string[]> {
  try {
    await generateInMemory({ ...overrides, schema: sdl });
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [`queries/ against Hygraph's schema: ${message}`];
  }
}

/**
 * Where the embedded service still serves what Hygraph's API (as derived) lacks, each with why it
 * stays: the check fails on any other. Types, fields, arguments, input fields and enum values are
 * compared by name and named type (a stricter non-null on the service's side refuses no valid
 * Hygraph request).
 */
export const KNOWN_DRIFT: Record<string, string> = {
  "DocumentFileTypes.avif": "avif output: not in the enum as derived; unverified in Hygraph's schema reference, and no operation asks for it",
  "PageWhereInput.sitemap_in": "Boolean _in/_not_in filters: unverified for Hygraph, no operation uses them",
  "PageWhereInput.sitemap_not_in": "as above",
  "PageWhereInput.useHeroImage_in": "as above",
  "PageWhereInput.useHeroImage_not_in": "as above",
  "PageWhereInput.showRankingMethod_in": "as above",
  "PageWhereInput.showRankingMethod_not_in": "as above",
  "AdvertiserWhereInput.isDisabled_in": "as above",
  "AdvertiserWhereInput.isDisabled_not_in": "as above",
  "SeoUpdateOneInlineInput.update": "the Seo component is edited as `seo: { update: { …fields } }` (CLI, tests); Hygraph's nested component update wraps the fields in { where, data }",
  "PostCreateInput.seo": "as above: a new post's Seo is given in the update shape",
  "SourceUpdateManyInlineInput.create":
    "updatePost adds sources as `sources: { create: [{ …fields }] }` (CLI, tests); Hygraph's list-of-components update wraps each in `{ data, position }`",
  "ChangeLogEntryUpdateManyInlineInput.create": "as above, for the review history (`changeLog`)",
  // The menu's modular-component union: Hygraph names a union field's type `<Model><field>Union`
  // (plan-definitions.ts), the embedded service `NavigationMenuContent`; the site's queries name only its members.
  NavigationMenuContent: "the embedded service's name for the menu's union; Hygraph's is NavigationMenucontentUnion, and no operation names either",
  "NavigationMenu.content": "as above: the same field, typed by the union's name",
  "NavigationMenuCreateInput.content": "as above",
  NavigationMenuContentCreateInput: "as above",
  NavigationMenuContentCreateManyInlineInput: "as above",
  // A translation's component values (SEO title, a helpline's Spanish line, a source's Spanish title)
  // are given with the entry's localization, matched by the component's id; Hygraph changes a
  // component's localized fields through the component's own input, a shape not confirmed in its docs.
  ...Object.fromEntries(
    componentLocalizationInputs().map((key) => [key, "a translation's component fields in the localization data, by component id (localization-mutations.ts); Hygraph's own shape for localized component fields is unconfirmed"]),
  ),
};

const typeName = (field: { type: GraphQLType }) => getNamedType(field.type).name;

/** What `served` has that `hygraph` lacks or types differently, as "Type.field" keys with a description. */
export function servedDrift(served: GraphQLSchema, hygraph: GraphQLSchema): Map<string, string> {
  const drift = new Map<string, string>();
  for (const type of Object.values(served.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    const other = hygraph.getType(type.name);
    if (!other) {
      drift.set(type.name, `type ${type.name} is not in Hygraph's API`);
      continue;
    }
    if (isEnumType(type) && isEnumType(other)) {
      for (const value of type.getValues()) if (!other.getValue(value.name)) drift.set(`${type.name}.${value.name}`, `enum value ${type.name}.${value.name} is not in Hygraph's API`);
      continue;
    }
    const fieldsOf = (candidate: typeof type) =>
      isObjectType(candidate) || isInterfaceType(candidate) || isInputObjectType(candidate) ? (candidate.getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>) : null;
    const own = fieldsOf(type);
    const theirs = fieldsOf(other);
    if (!own || !theirs) continue;
    for (const field of Object.values(own)) {
      const key = `${type.name}.${field.name}`;
      const match: GraphQLField<unknown, unknown> | GraphQLInputField | undefined = theirs[field.name];
      if (!match) drift.set(key, `${key} is not in Hygraph's API`);
      else if (typeName(field) !== typeName(match)) drift.set(key, `${key} is ${typeName(field)}, Hygraph's is ${typeName(match)}`);
      else if ("args" in field && "args" in match) {
        for (const arg of field.args) {
          const their = match.args.find((candidate) => candidate.name === arg.name);
          if (!their || typeName(arg) !== typeName(their)) drift.set(`${key}(${arg.name})`, `${key}(${arg.name}: ${typeName(arg)}) is not Hygraph's`);
        }
      }
    }
  }
  return drift;
}

/** The drift of the served schema (schema.graphql) beyond the known list above. */
export function unexpectedDrift(served: GraphQLSchema, hygraph: GraphQLSchema): string[] {
  return [...servedDrift(served, hygraph)].filter(([key]) => !(key in KNOWN_DRIFT)).map(([key, problem]) => `the embedded service serves what Hygraph lacks: ${problem} (${key})`);
}

/** The served schema's unexpected drift, and every operation Hygraph would refuse; `documents`/`operations` replace the real ones (tests). */
export async function hygraphProblems(options: { documents?: Types.Config["documents"]; operations?: Operation[] } = {}): Promise<string[]> {
  const sdl = hygraphSdl();
  const schema = buildSchema(sdl);
  return [
    ...unexpectedDrift(buildSchema(readFileSync(SCHEMA_FILE, "utf8")), schema),
    ...(await documentProblems(sdl, options.documents ? { documents: options.documents } : {})),
    ...operationProblems(schema, options.operations ?? toolOperations()),
  ];
}
