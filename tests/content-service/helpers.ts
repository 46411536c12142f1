import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateContent } from "@/content-service/scripts/generate";
import { startContentService, type ContentService, type ContentServiceOptions } from "@/content-service/server";

/** A real content service on a free port, over a generated content directory. */
export async function startTestService(posts: number, options: ContentServiceOptions = {}) {
  const contentDir = mkdtempSync(join(tmpdir(), "content-test-"));
  generateContent(posts, contentDir);
  const service = await startContentService({ port: 0, contentDir, ...options });
  return {
    service,
    contentDir,
    async stop() {
      await service.close();
      rmSync(contentDir, { recursive: true, force: true });
    },
  };
}

export type GraphQLAnswer<T> = { status: number; body: { data: T | null; errors?: { message: string }[] } };

export async function graphql<T>(
  service: ContentService,
  query: string,
  variables?: Record<string, unknown>,
  options: { path?: string; token?: string } = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${service.url}${options.path ?? "/graphql"}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer<T>["body"] };
}
