import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentRequestError, type ContentRequestOptions, fetchAll, FALLBACK_ERROR_MESSAGE, joinErrorMessages, requestContent } from "@/queries/client/content-client";
import { TypedDocumentString } from "@/queries/generated/graphql";

/**
 * The content client's error rules (docs/requirements.md, Errors) against a real HTTP server that answers the way
 * a failing content service would: errors, redirects, throttling, outages, hangs.
 */
type Reply = (req: IncomingMessage, res: ServerResponse) => void;
const replies = new Map<string, Reply>();
const hits = new Map<string, number>();
let server: Server;
let base: string;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => (_req, res) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    req.resume();
    req.on("end", () => (replies.get(path) ?? json(404, {}))(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  replies.set("/ok", json(200, { data: { hello: "world" } }));
  replies.set("/errors", json(200, { data: null, errors: [{ message: "first problem" }, { message: "second problem" }] }));
  replies.set("/bad-request", json(400, { data: null, errors: [{ message: 'Field "nope" is not defined' }] }));
  replies.set("/empty-errors", json(400, { data: null, errors: [{}] }));
  replies.set("/redirect", json(302, { data: { hello: "moved" } }, { location: "/ok" }));
  replies.set("/unavailable", json(503, { message: "down" }));
  replies.set("/hang", () => undefined);
  // JSON.stringify escapes a lone surrogate and C0 controls as \u sequences, as a CMS would send them.
  replies.set("/ill-formed", json(200, { data: { title: "PrEP \uD800and\u0001 PEP\b", emoji: "Tests 🧪", tab: "a\tb" } }));
  let flakyCalls = 0;
  replies.set("/flaky", (req, res) => (++flakyCalls < 3 ? json(429, {})(req, res) : json(200, { data: { hello: "again" } })(req, res)));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const query = new TypedDocumentString<{ hello: string }, Record<string, never>>("query { hello }");
const fast = { backoffMs: 1, timeoutMs: 2_000 };

async function failure(path: string, options: ContentRequestOptions = fast): Promise<ContentRequestError> {
  try {
    await requestContent({ url: `${base}${path}` }, query, undefined, options);
  } catch (error) {
    if (error instanceof ContentRequestError) return error;
    throw error;
  }
  throw new Error(`expected ${path} to fail`);
}

describe("requestContent", () => {
  it("returns data", async () => {
    await expect(requestContent({ url: `${base}/ok` }, query)).resolves.toEqual({ hello: "world" });
  });

  it("drops characters HTML cannot carry (lone surrogates, C0 controls) so server and client render the same text", async () => {
    await expect(requestContent({ url: `${base}/ill-formed` }, query)).resolves.toEqual({ title: "PrEP and PEP", emoji: "Tests 🧪", tab: "a\tb" });
  });

  it("joins GraphQL error messages", async () => {
    const error = await failure("/errors");
    expect(error.message).toBe("first problem, second problem");
    expect(error.status).toBe(200);
  });

  it("uses the fallback text when errors carry no message", async () => {
    expect((await failure("/empty-errors")).message).toBe(FALLBACK_ERROR_MESSAGE);
    expect((await failure("/unavailable", { ...fast, retries: 0 })).message).toBe("Error message not found.");
  });

  it("treats any status of 300 or more as an error, redirects included", async () => {
    const redirect = await failure("/redirect");
    expect(redirect.status).toBe(302);
    const bad = await failure("/bad-request");
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('Field "nope" is not defined');
    expect(hits.get("/bad-request")).toBe(1);
  });

  it("retries throttling and server errors with backoff, then gives up", async () => {
    await expect(requestContent({ url: `${base}/flaky` }, query, undefined, fast)).resolves.toEqual({ hello: "again" });
    hits.delete("/unavailable");
    const error = await failure("/unavailable", { ...fast, retries: 2 });
    expect(error.status).toBe(503);
    expect(hits.get("/unavailable")).toBe(3);
  });

  it("times out a hung service with a message naming the endpoint", async () => {
    const error = await failure("/hang", { backoffMs: 1, timeoutMs: 200, retries: 0 });
    expect(error.message).toBe(`Content service at ${base}/hang could not be reached: timed out`);
  });

  it("sends the bearer token when one is configured", async () => {
    let authorization: string | undefined;
    replies.set("/auth", (req, res) => {
      authorization = req.headers.authorization;
      json(200, { data: { hello: "token" } })(req, res);
    });
    await requestContent({ url: `${base}/auth`, token: "secret-token" }, query);
    expect(authorization).toBe("Bearer secret-token");
  });
});

describe("joinErrorMessages", () => {
  it("joins messages and falls back when there are none", () => {
    expect(joinErrorMessages([{ message: "a" }, { message: "b" }])).toBe("a, b");
    expect(joinErrorMessages([])).toBe("Error message not found.");
    expect(joinErrorMessages(undefined)).toBe("Error message not found.");
  });
});

describe("fetchAll", () => {
  it("pages until there is no next page, never stopping at one page", async () => {
    const all = Array.from({ length: 250 }, (_, index) => index);
    const calls: { first: number; skip: number }[] = [];
    const nodes = await fetchAll(async ({ first, skip }) => {
      calls.push({ first, skip });
      const slice = all.slice(skip, skip + first);
      return { edges: slice.map((node) => ({ node })), pageInfo: { hasNextPage: skip + first < all.length } };
    });
    expect(nodes).toEqual(all);
    expect(calls).toEqual([
      { first: 100, skip: 0 },
      { first: 100, skip: 100 },
      { first: 100, skip: 200 },
    ]);
  });
});
