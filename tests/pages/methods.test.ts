import type { IncomingMessage, ServerResponse } from "node:http";
import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from "next";
import { describe, expect, it } from "vitest";
import { whenToTestProps } from "@/lib/server/page-data/when-to-test";
import { robotsResponse, rssResponse } from "@/lib/server/crawlers/routes";
import exitPreview from "@/pages/api/exit-preview";
import preview from "@/pages/api/preview";

/**
 * Methods a route does not support get 405 with `Allow`, before the route does any work (no
 * content is read: these run without a content service). `/when-to-test` used to answer a
 * DELETE or PUT as if it were a GET.
 */
type Recorded = { status: number; headers: Record<string, string>; body: string };

function exchange(method: string): { req: IncomingMessage; res: ServerResponse; recorded: Recorded } {
  const recorded: Recorded = { status: 200, headers: {}, body: "" };
  const res = {
    set statusCode(code: number) {
      recorded.status = code;
    },
    get statusCode() {
      return recorded.status;
    },
    setHeader(name: string, value: string) {
      recorded.headers[name.toLowerCase()] = String(value);
      return res;
    },
    end(body?: string) {
      recorded.body = body ?? "";
      return res;
    },
  };
  return { req: { method, headers: {}, url: "/" } as IncomingMessage, res: res as unknown as ServerResponse, recorded };
}

const context = (req: IncomingMessage, res: ServerResponse) => ({ req, res, query: {}, params: {}, resolvedUrl: "/" }) as unknown as GetServerSidePropsContext;

describe("unsupported methods are refused with 405 and Allow", () => {
  it.each(["DELETE", "PUT", "PATCH", "OPTIONS"])("/when-to-test refuses %s (GET, HEAD and its form's POST are allowed)", async (method) => {
    const { req, res, recorded } = exchange(method);
    await whenToTestProps(context(req, res));
    expect(recorded.status).toBe(405);
    expect(recorded.headers.allow).toBe("GET, HEAD, POST");
    expect(recorded.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["/robots.txt", robotsResponse],
    ["/rss.xml", rssResponse],
  ])("%s refuses POST", async (_path, handler) => {
    const { req, res, recorded } = exchange("POST");
    await handler(context(req, res));
    expect(recorded.status).toBe(405);
    expect(recorded.headers.allow).toBe("GET, HEAD");
  });

  it.each([
    ["/api/preview", preview],
    ["/api/exit-preview", exitPreview],
  ])("%s refuses DELETE", async (_path, handler) => {
    const { req, res, recorded } = exchange("DELETE");
    await handler(req as NextApiRequest, res as unknown as NextApiResponse);
    expect(recorded.status).toBe(405);
    expect(recorded.headers.allow).toBe("GET, HEAD");
  });
});
