import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { printSchema } from "graphql";
import { MUTATIONS_SDL } from "../api/mutations/mutations";
import { buildContentSchema } from "../api/schema";

/**
 * The SDL of the API the content service serves (queries and mutations), as graphql's
 * printSchema writes it: the contract the site's code generator reads (`schema.graphql`).
 */
export function servedSchemaSdl(): string {
  return printSchema(buildContentSchema(MUTATIONS_SDL));
}

export const SCHEMA_FILE = join(import.meta.dirname, "..", "..", "schema.graphql");

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(SCHEMA_FILE, servedSchemaSdl());
  console.log(`wrote ${SCHEMA_FILE}`);
}
