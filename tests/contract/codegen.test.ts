import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SCHEMA_FILE, servedSchemaSdl } from "@/content-service/scripts/print-schema";
import { generateInMemory } from "@/scripts/lib/contract";

/** schema.graphql → codegen → typed documents (README "How the code is laid out"). */
const scratch = mkdtempSync(join(tmpdir(), "sti-aware-codegen-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function documentFile(name: string, document: string): string {
  const file = join(scratch, `${name}.ts`);
  writeFileSync(file, `import { graphql } from "./generated";
\n\nexport const QUERY = graphql(\`${document}\`);\n`);
  return file;
}

describe("the GraphQL contract", () => {
  it("schema.graphql is the SDL the content service serves (npm run schema regenerates it)", () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(servedSchemaSdl());
  });

  it("codegen rejects a query selecting a field the schema does not have", async () => {
    const broken = documentFile("broken", "query BrokenPosts { posts(first: 1) { slug readingTime } }");
    await expect(generateInMemory({ documents: [broken] })).rejects.toThrow(/Cannot query field "readingTime" on type "Post"/);
  });

  it("codegen rejects a query passing a variable of the wrong type", async () => {
    const broken = documentFile("wrong-variable", "query WrongVariable($slug: Int!) { post(where: { slug: $slug }) { id } }");
    await expect(generateInMemory({ documents: [broken] })).rejects.toThrow(/Variable "\$slug" of type "Int!" used in position expecting type "String"/);
  });

  it("a valid query becomes a typed document with its text and the fragments it spreads", async () => {
    const valid = documentFile("valid", "query OnePost { posts(first: 1) { ...AssetOwner } }\n  fragment AssetOwner on Post { slug coverImage { url } }");
    const files = await generateInMemory({ documents: [valid] });
    const types = [...files.entries()].find(([file]) => file.endsWith("graphql.ts"))?.[1] ?? "";
    expect(types).toContain("export type OnePostQuery = { posts: Array<{ slug: string, coverImage: { url: string } | null }> };");
    expect(types).toMatch(/export const OnePostDocument = new TypedDocumentString\(`\s*query OnePost \{[\s\S]*fragment AssetOwner on Post/);
  });
});
