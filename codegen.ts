import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * schema.graphql (the content service's SDL, `npm run schema`) + the documents in queries/ →
 * typed documents in queries/generated/ (`npm run codegen`). Documents are plain strings with
 * their fragments appended (documentMode "string"): nothing is parsed at runtime, and fragment
 * masking is off because components only `import type` (document values stay on the server).
 */
/**
 * The client preset's `graphql()` looks a document up with `(documents as any)[source]`, the only
 * `any` it writes; the same lookup typed. Applied on write and by `npm run codegen:check`.
 */
export function typeDocumentLookup(_path: string, content: string): string {
  return content.replace("(documents as any)[source]", "(documents as Record<string, unknown>)[source]");
}

const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["queries/**/*.ts", "!queries/generated/**"],
  ignoreNoDocuments: false,
  hooks: { beforeOneFileWrite: [typeDocumentLookup] },
  generates: {
    "queries/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        onlyOperationTypes: true,
        // A field the schema allows to be null is `T | null`, always present (never `?:`).
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        strictScalars: true,
        scalars: {
          DateTime: "string",
          Date: "string",
          Json: "unknown",
          RichTextAST: "@sti-aware/contract/rich-text#RichTextDocument",
        },
      },
    },
  },
};

export default config;
