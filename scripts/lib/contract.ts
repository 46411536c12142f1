import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { generate } from "@graphql-codegen/cli";
import type { Types } from "@graphql-codegen/plugin-helpers";
import config, { typeDocumentLookup } from "../../codegen";
import { SCHEMA_FILE, servedSchemaSdl } from "../../content-service/scripts/print-schema";

/**
 * The contract from schema to screen, checked without writing anything: schema.graphql must be
 * the SDL the content service serves, and queries/generated must be what codegen makes of it
 * and of the documents in queries/ (codegen validates every document against the schema first).
 */

const ROOT = resolve(import.meta.dirname, "..", "..");

/** What codegen would write, in memory: file path (relative to the repo) → content. */
export async function generateInMemory(overrides: Partial<Types.Config> = {}): Promise<Map<string, string>> {
  const outputs: Types.FileOutput[] = await generate({ ...config, ...overrides, cwd: ROOT, silent: true, errorsOnly: true }, false);
  return new Map(outputs.map((output) => [relative(ROOT, resolve(ROOT, output.filename)), typeDocumentLookup(output.filename, output.content)]));
}

function filesUnder(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) => join(dir, file));
}

/** Every way the committed contract differs from a fresh one, in words saying which command fixes it. */
export async function contractProblems(): Promise<string[]> {
  const problems: string[] = [];
  if (!existsSync(SCHEMA_FILE) || readFileSync(SCHEMA_FILE, "utf8") !== servedSchemaSdl()) {
    problems.push("schema.graphql differs from the schema the content service serves: run `npm run schema`, then `npm run codegen`");
  }
  const fresh = await generateInMemory();
  const outputDirs = new Set(Object.keys(config.generates).map((output) => output.replace(/\/$/, "")));
  const committed = new Set([...outputDirs].flatMap(filesUnder));
  for (const [file, content] of fresh) {
    const path = join(ROOT, file);
    if (!existsSync(path)) problems.push(`${file} is missing: run \`npm run codegen\``);
    else if (readFileSync(path, "utf8") !== content) problems.push(`${file} is stale: run \`npm run codegen\``);
    committed.delete(file);
  }
  for (const file of committed) problems.push(`${file} is not generated any more: delete it (or run \`npm run codegen\`)`);
  return problems;
}
