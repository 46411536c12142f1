import type { SiteEnv } from "./env";

/**
 * Asks the content API a trivial query before a build starts, so a build against a service
 * that is down stops at once with one message naming the endpoint, instead of failing page
 * by page.
 */
export async function assertContentServiceReachable(env: Pick<SiteEnv, "contentApiUrl" | "contentApiToken">, timeoutMs = 5_000): Promise<void> {
  try {
    const response = await fetch(env.contentApiUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(env.contentApiToken ? { authorization: `Bearer ${env.contentApiToken}` } : {}),
      },
      body: JSON.stringify({ query: "{ __typename }" }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 300) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The content service at ${env.contentApiUrl} is not reachable (${reason}). Start it with \`npm run content\`, or set CONTENT_API_URL (see .env.example).`,
    );
  }
}
