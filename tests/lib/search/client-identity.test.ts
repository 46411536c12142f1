import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from "next";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedis } from "../../../scripts/lib/cluster";
import { freePort, stop } from "../../../scripts/lib/processes";
import { startTestService } from "../../content-service/helpers";

/**
 * A client is who the client is, in each topology: the real search API behind a peer that is not
 * loopback (deploy/compose.yaml: nginx reaches the instances over the container network; here
 * nginx's address is 127.0.0.2, a second loopback address, and a stranger's 127.0.0.3), and the
 * cluster's instances sharing one bucket per client through a real Redis.
 */
let upstream: Awaited<ReturnType<typeof startTestService>>;
let site: Server;
let port: number;
let missesDir: string;

beforeAll(async () => {
  upstream = await startTestService(20);
  missesDir = mkdtempSync(join(tmpdir(), "identity-misses-"));
  Object.assign(process.env, {
    CONTENT_API_URL: `${upstream.service.url}/graphql`,
    CONTENT_PREVIEW_API_URL: `${upstream.service.url}/graphql/preview`,
    NEXT_PUBLIC_SITE_URL: "https://sti-aware.example",
    SEARCH_MISSES_DIR: missesDir,
    // nginx, as compose.yaml names it.
    TRUSTED_PROXIES: "127.0.0.2",
  });
  vi.resetModules();
  const { searchApi } = await import("@/lib/server/api/search");
  site = createServer((req, res) => {
    const api = Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
      json: (body: unknown) => res.setHeader("content-type", "application/json").end(JSON.stringify(body)),
    });
    void searchApi(req as NextApiRequest, api as unknown as NextApiResponse);
  });
  await new Promise<void>((resolve) => site.listen(0, "0.0.0.0", resolve));
  port = (site.address() as AddressInfo).port;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await upstream.stop();
  rmSync(missesDir, { recursive: true, force: true });
  delete process.env.TRUSTED_PROXIES;
  delete process.env.SEARCH_MISSES_DIR;
});

/** A search sent from `from` (the peer address the site sees), with the headers a proxy would add. */
function search(from: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ q: "herpes" });
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, localAddress: from, method: "POST", path: "/api/search", headers: { "content-type": "application/json", ...headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const statuses = async (count: number, send: (index: number) => Promise<number>) => {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push(await send(i));
  return answers;
};

describe("compose topology: nginx is a peer on the container network", () => {
  it("one visitor's searches through nginx give that visitor 429, never the other visitors", async () => {
    // 40: the burst is 30, and two more tokens a second come back while the index is first built.
    const first = await statuses(40, () => search("127.0.0.2", { "x-forwarded-for": "198.51.100.7", "x-real-ip": "198.51.100.7" }));
    expect(first.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(first.at(-1)).toBe(429);
    expect(await search("127.0.0.2", { "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.9" })).toBe(200);
  }, 60_000);

  it("a peer that is not a trusted proxy is itself the client, whatever it writes in X-Forwarded-For", async () => {
    const forged = await statuses(40, (i) => search("127.0.0.3", { "x-forwarded-for": `192.0.2.${i}`, "x-real-ip": `192.0.2.${i}` }));
    expect(forged.at(-1)).toBe(429);
    // …and the addresses it named were not charged.
    expect(await search("127.0.0.2", { "x-forwarded-for": "192.0.2.1" })).toBe(200);
  }, 60_000);

  it("a client's own X-Forwarded-For entries left of what nginx appended are not believed", async () => {
    const forged = await statuses(40, (i) => search("127.0.0.2", { "x-forwarded-for": `192.0.2.${100 + i}, 198.51.100.80` }));
    expect(forged.at(-1)).toBe(429);
  }, 60_000);
});

describe("the day's miss counts are shared out per client", () => {
  it("a client through nginx that uses up its share of misses leaves another client's misses counted", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T09:00:00Z"), shouldAdvanceTime: true });
    try {
      const { missStore } = await import("@/lib/server/search/run");
      const { MISSES_PER_CLIENT_PER_DAY } = await import("@/lib/server/search/miss-shares");
      const miss = (from: string, q: string) => {
        const body = JSON.stringify({ q });
        return new Promise<number>((resolve, reject) => {
          const headers = { "content-type": "application/json", "x-forwarded-for": from, "x-real-ip": from };
          const req = request({ host: "127.0.0.1", port, localAddress: "127.0.0.2", method: "POST", path: "/api/search", headers }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          });
          req.on("error", reject);
          req.end(body);
        });
      };
      const filler = await statuses(MISSES_PER_CLIENT_PER_DAY + 5, (i) => miss("198.51.100.41", `zqxv filler ${i.toString(36)}x`));
      expect(filler.every((status) => status === 200)).toBe(true);
      expect(await miss("203.0.113.41", "zqxv reader")).toBe(200);
      await missStore().flush();
      const counted = (await missStore().read(1)).map((row) => row.query);
      expect(counted.filter((query) => query.startsWith("zqxv filler"))).toHaveLength(MISSES_PER_CLIENT_PER_DAY);
      expect(counted).toContain("zqxv reader");
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});

describe("cluster: one client, one bucket across instances", () => {
  let redis: ChildProcess;
  let redisDir: string;
  let url: string;
  beforeAll(async () => {
    redisDir = mkdtempSync(join(tmpdir(), "identity-redis-"));
    const redisPort = await freePort();
    redis = startRedis(redisPort, redisDir, { stdio: "ignore" });
    url = `redis://127.0.0.1:${redisPort}`;
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    if (redis.pid) process.kill(redis.pid, "SIGCONT");
    await stop(redis);
    rmSync(redisDir, { recursive: true, force: true });
  });

  it("searches alternating between two instances share the client's burst of 30; another client is not affected", async () => {
    const { sharedRateLimiter } = await import("@/lib/server/search/rate-limit");
    const instances = [sharedRateLimiter(120, url), sharedRateLimiter(120, url)];
    const now = Date.now();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await instances[i % 2].take("198.51.100.7", now));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(30);
    expect(answers.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await instances[1].take("203.0.113.9", now)).toEqual({ allowed: true });
  });

  it("with Redis hung, each instance decides on its own within the deadline", async () => {
    const { sharedRateLimiter } = await import("@/lib/server/search/rate-limit");
    const limiter = sharedRateLimiter(120, url);
    expect(await limiter.take("198.51.100.20")).toEqual({ allowed: true });
    process.kill(redis.pid!, "SIGSTOP");
    const started = performance.now();
    expect(await limiter.take("198.51.100.20")).toEqual({ allowed: true });
    expect(performance.now() - started).toBeLessThan(1_500);
    process.kill(redis.pid!, "SIGCONT");
  });
});

describe("only the site's own pages may search", () => {
  const post = (headers: Record<string, string>, body = JSON.stringify({ q: "zzqx" })) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path: "/api/search", headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.end(body);
    });

  it.each([
    ["a form's text/plain POST from another site", { "content-type": "text/plain", origin: "https://evil.example", "sec-fetch-site": "cross-site" }, 403],
    ["a text/plain POST with no browser headers", { "content-type": "text/plain" }, 415],
    ["a JSON POST naming another origin", { "content-type": "application/json", origin: "https://evil.example" }, 403],
    ["a JSON POST from a sibling subdomain", { "content-type": "application/json", "sec-fetch-site": "same-site" }, 403],
  ])("refuses %s", async (_case, headers, status) => {
    expect(await post(headers)).toBe(status);
  });

  it("answers the site's own page", async () => {
    expect(await post({ "content-type": "application/json", origin: "https://sti-aware.example", "sec-fetch-site": "same-origin" })).toBe(200);
  });
});

describe("another site's pages cannot fill the miss counts through the results page either", () => {
  it("a /search?q=… the browser sends for another site (a link, an image, a frame) is answered but not counted; the site's own form is", async () => {
    const { searchPageProps } = await import("@/lib/server/page-data/search");
    const { missStore } = await import("@/lib/server/search/run");
    const ask = async (q: string, headers: Record<string, string>) => {
      const res = { statusCode: 200, setHeader: () => undefined };
      const req = Object.assign(Readable.from([]), { method: "GET", headers, socket: { remoteAddress: "127.0.0.9" } });
      return searchPageProps({ req, res, query: { q } } as unknown as GetServerSidePropsContext);
    };
    const crossSite = await ask("qwzx plmkj", { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" });
    expect(crossSite.props.answer?.total).toBe(0);
    await ask("qwzx vbnkj", { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" });
    await missStore().flush();
    const counted = (await missStore().read(1)).map((row) => row.query);
    expect(counted).toContain("qwzx vbnkj");
    expect(counted).not.toContain("qwzx plmkj");
  }, 30_000);
});
