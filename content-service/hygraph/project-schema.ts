import type { ProjectSchema } from "./schema-plan";

/**
 * The project's current schema, read from Hygraph's Management API (GraphQL) before planning:
 * the environment whose Content API endpoint is the one given, as the Management SDK finds it
 * (ManagementAPIClient.js: `endpoint` or `newDeliveryUrl`, so the regular `api-<region>` address and
 * the high-performance `<region>.cdn` one both name it),
 * its models (system ones included, for Asset), components (with which simple fields are
 * localized), enumerations, locales and webhooks.
 */

export const PROJECT_SCHEMA_QUERY = `query ProjectSchema {
  viewer {
    ... on TokenViewer {
      project {
        environments {
          name
          endpoint
          newDeliveryUrl
          contentModel {
            models(includeSystemModels: true) { apiId apiIdPlural isSystem fields { apiId ... on SimpleField { isLocalized } } }
            components { apiId fields { apiId ... on SimpleField { isLocalized } } }
            enumerations { apiId }
            locales { apiId isDefault }
          }
          webhooks { name url }
        }
      }
    }
  }
}`;

type Fields = { apiId: string; fields: { apiId: string; isLocalized?: boolean }[] };
export type ProjectSchemaAnswer = {
  data?: {
    viewer?: {
      project?: {
        environments: { name: string; endpoint: string; newDeliveryUrl?: string | null; contentModel: { models: Fields[]; components: Fields[]; enumerations: { apiId: string }[]; locales?: { apiId: string; isDefault: boolean }[] }; webhooks: { name: string; url: string }[] }[];
      };
    };
  };
  errors?: { message: string }[];
};

/**
 * The Management API's address for a Content API endpoint, where the SDK's run sends it:
 * `api-<region>.hygraph.com` → `management-<region>.hygraph.com/graphql`; any other host (the
 * `<region>.cdn.hygraph.com` endpoints) → the global `management.hygraph.com/graphql`, the SDK's
 * fallback. MGMT_SERVER_URL overrides both, as it does for the SDK.
 */
export function managementUrl(contentEndpoint: string, env: Record<string, string | undefined> = process.env): string {
  if (env.MGMT_SERVER_URL) return env.MGMT_SERVER_URL;
  const url = new URL(contentEndpoint);
  if (!url.hostname.includes("api")) return "https://management.hygraph.com/graphql";
  url.hostname = url.hostname.replace("api", "management");
  url.pathname = "graphql";
  return url.toString();
}

/** The schema in the answer, for the environment serving `contentEndpoint`; throws naming what is missing. */
export function projectSchemaFrom(answer: ProjectSchemaAnswer, contentEndpoint: string): ProjectSchema {
  if (answer.errors?.length) throw new Error(`Management API: ${answer.errors.map((error) => error.message).join("; ")}`);
  const environments = answer.data?.viewer?.project?.environments ?? [];
  const environment = environments.find((candidate) => candidate.endpoint === contentEndpoint || candidate.newDeliveryUrl === contentEndpoint);
  const addresses = environments.flatMap((candidate) => [candidate.endpoint, candidate.newDeliveryUrl ?? []].flat());
  if (!environment) throw new Error(`The management token's project has no environment serving ${contentEndpoint} (it has: ${addresses.join(", ") || "none"})`);
  const { contentModel } = environment;
  const describe = (types: Fields[]) =>
    types.map((type) => ({ apiId: type.apiId, fields: type.fields.map((field) => field.apiId), localized: type.fields.filter((field) => field.isLocalized).map((field) => field.apiId) }));
  return {
    models: describe(contentModel.models),
    components: describe(contentModel.components),
    enumerations: contentModel.enumerations.map((enumeration) => enumeration.apiId),
    locales: (contentModel.locales ?? []).map((locale) => ({ apiId: locale.apiId, isDefault: locale.isDefault })),
    webhooks: environment.webhooks.map((webhook) => ({ name: webhook.name, url: webhook.url })),
    environment: { name: environment.name, endpoint: environment.endpoint, ...(environment.newDeliveryUrl ? { newDeliveryUrl: environment.newDeliveryUrl } : {}) },
  };
}

export async function readProjectSchema(contentEndpoint: string, token: string, fetchImpl: typeof fetch = fetch): Promise<ProjectSchema> {
  const url = managementUrl(contentEndpoint);
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: PROJECT_SCHEMA_QUERY }),
  }).catch((error: unknown) => {
    throw new Error(`The Management API does not answer at ${url} (${error instanceof Error ? error.message : String(error)})`);
  });
  if (!response.ok) throw new Error(`Management API answered ${response.status} ${response.statusText}`);
  return projectSchemaFrom((await response.json()) as ProjectSchemaAnswer, contentEndpoint);
}
