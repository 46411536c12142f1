import { buildSchema, parse, validate, type GraphQLSchema } from "graphql";
import type { Types } from "@graphql-codegen/plugin-helpers";
import { everyCliOperation } from "../../content-service/cli-operations";
import { hygraphSdl } from "../../content-service/hygraph/hygraph-schema";
import { REVIEW_SUMMARY_QUERY } from "../../lib/server/config/content-health";
import { generateInMemory } from "./contract";

/**
 * The check that the site would run on a hosted Hygraph project: every operation the site
 * (queries/), the CLI (content-service/cli-operations.ts) and the build's tools send must
 * validate against the API Hygraph generates from models.graphql (content-service/hygraph/
 * hygraph-schema.ts), not only against the embedded service's. Each problem names the operation
 * (or document file) and the field.
 */

export type Operation = { name: string; query: string };

/** The operations sent outside queries/: the CLI's, and the build's review summary. */
export function toolOperations(): Operation[] {
  return [...everyCliOperation().map((operation) => ({ ...operation, name: `CLI ${operation.name}` })), { name: "build ReviewSummary (lib/server/config/content-health.ts)", query: REVIEW_SUMMARY_QUERY }];
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

/** Every operation that Hygraph would refuse; `documents`/`operations` replace the real ones (tests). */
export async function hygraphProblems(options: { documents?: Types.Config["documents"]; operations?: Operation[] } = {}): Promise<string[]> {
  const sdl = hygraphSdl();
  const schema = buildSchema(sdl);
  return [...(await documentProblems(sdl, options.documents ? { documents: options.documents } : {})), ...operationProblems(schema, options.operations ?? toolOperations())];
}
