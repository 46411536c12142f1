import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { purgeCdn, schedulePurge, PURGE_DELAY_MS } from "@/lib/server/publishing/cdn-purge";

type Received = { method: string; headers: IncomingHttpHeaders; body: string };

/** A local stand-in for a CDN's purge API that records what it was sent. */
async function receiver(status = 200): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ method: request.method ?? "", headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, received, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("CDN purge hook", () => {
  it("posts the regenerated paths and their public URLs, with the token", async () => {
    const cdn = await receiver();
    servers.push(cdn.server);
    const outcome = await purgeCdn(["/blog/what-is-prep", "/"], { purgeUrl: cdn.url, token: "purge-token", siteUrl: "https://sti.example" });
    expect(outcome).toEqual({ status: "sent", paths: 2 });
    expect(cdn.received).toHaveLength(1);
    expect(cdn.received[0].method).toBe("POST");
    expect(cdn.received[0].headers.authorization).toBe("Bearer purge-token");
    expect(JSON.parse(cdn.received[0].body)).toEqual({
      paths: ["/blog/what-is-prep", "/"],
      urls: ["https://sti.example/blog/what-is-prep", "https://sti.example/"],
    });
  });

  it("is off by default: no URL, no request", async () => {
    expect(await purgeCdn(["/"], { purgeUrl: undefined, token: undefined, siteUrl: "https://sti.example" })).toEqual({ status: "off" });
    expect(schedulePurge(["/"], { purgeUrl: undefined, token: undefined, siteUrl: "https://sti.example" })).toBe("off");
  });

  it("reports a refusing or unreachable endpoint instead of throwing", async () => {
    const cdn = await receiver(503);
    servers.push(cdn.server);
    expect(await purgeCdn(["/"], { purgeUrl: cdn.url, token: undefined, siteUrl: "https://sti.example" })).toEqual({
      status: "failed",
      error: "purge endpoint answered 503",
    });
    const unreachable = await purgeCdn(["/"], { purgeUrl: "http://127.0.0.1:9/purge", token: undefined, siteUrl: "https://sti.example" });
    expect(unreachable.status).toBe("failed");
  });

  it("scheduled purges arrive after the proxy's micro-cache has expired", async () => {
    const cdn = await receiver();
    servers.push(cdn.server);
    const started = performance.now();
    expect(schedulePurge(["/blog"], { purgeUrl: cdn.url, token: undefined, siteUrl: "https://sti.example" })).toBe("scheduled");
    expect(cdn.received).toHaveLength(0);
    await expect.poll(() => cdn.received.length, { timeout: PURGE_DELAY_MS + 3_000, interval: 50 }).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(PURGE_DELAY_MS - 20);
    expect(JSON.parse(cdn.received[0].body).paths).toEqual(["/blog"]);
  });
});
