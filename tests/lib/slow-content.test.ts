import type { NextApiRequest, NextApiResponse } from "next";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestService } from "../content-service/helpers";
import { hangingEdge } from "../support/hanging-edge";

/**
 * A content service that hangs (accepts, never answers) is not down: nothing fails fast. A
 * visitor's "Load more" waited 30 s (a 10 s timeout, retried twice); now one bounded attempt,
 * then the last good page of that list, or a clear 503 with Retry-After. The fault is injected
 * at the edge: a pass-through to the real content service that can be told to hang.
 */
let upstream: Awaited<ReturnType<typeof startTestService>>;
let edge: Awaited<ReturnType<typeof hangingEdge>>;

beforeAll(async () => {
  upstream = await startTestService(60);
  edge = await hangingEdge(upstream.service.url);
  const url = edge.url;
  process.env.CONTENT_API_URL = `${url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${url}/graphql/preview`;
  process.env.NEXT_PUBLIC_SITE_URL = "https://sti-aware.example";
  vi.resetModules();
});

afterAll(async () => {
  await edge.close();
  await upstream.stop();
});

type Recorded = { status: number; headers: Record<string, string>; body: unknown };

async function loadMore(query: Record<string, string>): Promise<Recorded> {
  const { handleMorePosts } = await import("@/lib/server/api/more-posts");
  const recorded: Recorded = { status: 0, headers: {}, body: null };
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
  await handleMorePosts({ method: "GET", query } as unknown as NextApiRequest, res);
  return recorded;
}

const page = (offset: number) => ({ list: "category", category: "prevention", limit: "9", offset: String(offset) });

describe("a hanging content service gets a fast, clear answer", () => {
  it("Load more answers the list's last good page after one bounded attempt; a page never loaded is a 503 with Retry-After", { timeout: 15_000 }, async () => {
    edge.state.hanging = false;
    const fresh = await loadMore(page(9));
    expect(fresh.status).toBe(200);
    expect((fresh.body as { posts: unknown[] }).posts).toHaveLength(9);

    edge.state.hanging = true;
    const remembered = await loadMore(page(9));
    expect(remembered.status).toBe(200);
    expect(remembered.body).toEqual(fresh.body);
    // Possibly out of date: no cache may keep it.
    expect(remembered.headers["cache-control"]).toBe("no-store");

    const neverLoaded = await loadMore(page(18));
    expect(neverLoaded.status).toBe(503);
    expect(neverLoaded.headers["retry-after"]).toBe("5");
    expect(neverLoaded.headers["cache-control"]).toBe("no-store");
    // One bounded attempt each, no retries (the test's timeout is far below the 30 s of before).
    expect(edge.held.length).toBe(2);
  });
});
