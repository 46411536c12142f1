import { E2E_SECRETS } from "./secrets";

/** Runs a mutation (editing, publishing) against the content service, as an editor's tool would. */
export async function mutate(contentUrl: string, query: string): Promise<unknown> {
  const response = await fetch(`${contentUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_SECRETS.contentToken}` },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: unknown; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join(", "));
  return body.data;
}
