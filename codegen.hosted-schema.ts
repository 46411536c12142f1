import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * `npm run schema:hosted`: schema.graphql from a hosted Hygraph project's introspection, for a
 * site reading that project instead of content-service/. Reads CONTENT_API_URL and
 * CONTENT_API_TOKEN (the token is needed when the project's Public Content API is off).
 */
const url = process.env.CONTENT_API_URL;
if (!url) throw new Error("Set CONTENT_API_URL to the hosted project's content API (and CONTENT_API_TOKEN if it is not public)");
const token = process.env.CONTENT_API_TOKEN;

const config: CodegenConfig = {
  schema: [{ [url]: { headers: token ? { Authorization: `Bearer ${token}` } : {} } }],
  generates: { "schema.graphql": { plugins: ["schema-ast"] } },
};

export default config;
