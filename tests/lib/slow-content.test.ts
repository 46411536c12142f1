import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { NextApiRequest, NextApiResponse } from "next";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * A content service that hangs (accepts, never answers) is not down: nothing fails fast. A
 * visitor's "Load more" waited 30 s (a 10 s timeout, retried twice); now one bounded attempt,
 * then a clear 503 with Retry-After. The hanging server is the fault injected at the edge.
 */
let hanging: Server;
const held: ServerResponse[] = [];

beforeAll(async () => {
  hanging = createServer((_req, res) => void held.push(res));
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  process.env.CONTENT_API_URL = `${url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${url}/graphql/preview`;
  process.env.NEXT_PUBLIC_SITE_URL = "https://sti-aware.example";
  vi.resetModules();
});

afterAll(async () => {
  for (const res of held) res.destroy();
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

describe("a hanging content service gets a fast, clear answer", () => {
  it("Load more answers 503 with Retry-After after one bounded attempt, not after 30 s", { timeout: 8_000 }, async () => {
    const { handleMorePosts } = await import("@/lib/server/api/more-posts");
    const recorded: { status: number; headers: Record<string, string>; body: unknown } = { status: 0, headers: {}, body: null };
    const res = {
      setHeader(name: string, value: string) {
        recorded.headers[name.toLowerCase()] = value;
        return res;
      },
      status(code: number) {
        recorded.status = code;
        return res;
      },
      json(body: unknown) {
        recorded.body = body;
        return res;
      },
    } as unknown as NextApiResponse;
    const req = { method: "GET", query: { list: "category", category: "prevention", limit: "9", offset: "9" } } as unknown as NextApiRequest;
    await handleMorePosts(req, res);
    expect(recorded.status).toBe(503);
    expect(recorded.headers["retry-after"]).toBe("5");
    expect(recorded.headers["cache-control"]).toBe("no-store");
    expect(held.length).toBe(1);
  });
});
