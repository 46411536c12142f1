import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_LOG_FILE, readDeliveryLog } from "@/content-service/publishing/delivery-log";
import { contentCli, graphql, publishableFields, withTestService } from "./helpers";

/**
 * A publish is done when the site says so: the service retries a failing site, logs each
 * delivery with the site's answer, and the editor CLI reports it (or that the site is down).
 */
const TOKEN = "webhook-token";

/** A stand-in for the site's /api/revalidate: answers as the real one does, failing on demand. */
type Mode = { failures: number; alwaysFailPath?: string };
const mode: Mode = { failures: 0 };
let received = 0;
let site: Server;
let sitePort: number;
const listen = (port = 0) => new Promise<void>((resolve) => site.listen(port, "127.0.0.1", resolve));

beforeAll(async () => {
  site = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received++;
      const { data } = JSON.parse(body) as { data: { slug: string } };
      const paths = [`/blog/${data.slug}`, "/blog"];
      res.setHeader("content-type", "application/json");
      if (mode.failures > 0 || mode.alwaysFailPath) {
        mode.failures = Math.max(0, mode.failures - 1);
        const failed = mode.alwaysFailPath ?? "/blog";
        res.writeHead(502).end(JSON.stringify({ error: `1 of 2 paths failed to regenerate`, revalidated: paths.filter((path) => path !== failed), gone: [], failed: [{ path: failed, error: "Invalid response 500" }] }));
        return;
      }
      res.writeHead(200).end(JSON.stringify({ revalidated: paths, gone: [], failed: [] }));
    });
  });
  await listen();
  sitePort = (site.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

const test = withTestService(4, () => ({
  token: TOKEN,
  webhookUrl: `http://127.0.0.1:${sitePort}/api/revalidate`,
  webhookSecret: "webhook-secret",
  webhookBaseDelayMs: 50,
}));
const content = contentCli(() => test.service, TOKEN);

async function draft(slug: string): Promise<void> {
  const created = await graphql(
    test.service,
    `mutation { createPost(data: { title: "Webhook ${slug}", slug: "${slug}", author: { connect: { slug: "amara-okafor" } }, category: { connect: { slug: "prevention" } }, ${publishableFields()} }) { id } }`,
    undefined,
    { token: TOKEN },
  );
  expect(created.body.errors).toBeUndefined();
}

describe("webhook deliveries", () => {
  it("retries a site that fails twice, then reports the paths it regenerated", async () => {
    await draft("retried-post");
    mode.failures = 2;
    received = 0;
    const published = await content("publish", "post", "retried-post");
    expect(published.status).toBe(0);
    expect(received).toBe(3);
    expect(published.output).toContain("Site updated (after 3 attempts): regenerated 2 paths: /blog/retried-post, /blog");

    const log = await content("webhooks");
    expect(log.output).toMatch(/^\w{8} {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}publish Post retried-post {2}delivered, 3 attempts$/m);
    // The log is the service's record, outside the content files, and survives a restart.
    const stored = readDeliveryLog(join(test.stateDir, DELIVERY_LOG_FILE));
    expect(stored[0]).toMatchObject({ slug: "retried-post", status: "delivered", attempts: 3, answer: { revalidated: ["/blog/retried-post", "/blog"] } });
  });

  it("reports the paths that failed to regenerate when the site keeps failing", async () => {
    await draft("failing-post");
    mode.alwaysFailPath = "/blog";
    try {
      const published = await content("publish", "post", "failing-post");
      expect(published.status).toBe(2);
      expect(published.output).toContain("Site NOT fully updated (after 5 attempts): 1 path failed to regenerate: /blog (Invalid response 500)");
      expect(published.output).toContain("Regenerated: /blog/failing-post");
    } finally {
      delete mode.alwaysFailPath;
    }
  });

  it("reports a site that cannot be reached, and re-sends the delivery once it is back", async () => {
    await draft("outage-post");
    await new Promise((resolve) => site.close(resolve));
    let deliveryId: string;
    try {
      const published = await content("publish", "post", "outage-post");
      expect(published.status).toBe(2);
      expect(published.output).toMatch(new RegExp(`Site NOT updated: it could not be reached at http://127\\.0\\.0\\.1:${sitePort}/api/revalidate \\(connect ECONNREFUSED [\\d.:]+; 5 attempts\\)\\.`));
      deliveryId = /webhooks resend (\w+)/.exec(published.output)?.[1] ?? "";
      expect((await content("webhooks")).output).toContain(`${deliveryId}  `);
    } finally {
      await listen(sitePort);
    }
    const resent = await content("webhooks", "resend", deliveryId);
    expect(resent.status).toBe(0);
    expect(resent.output).toContain(`Re-sending ${deliveryId} as `);
    expect(resent.output).toContain("Site updated: regenerated 2 paths: /blog/outage-post, /blog");
  });

  it("keeps the log to the editor token", async () => {
    const anonymous = await fetch(`${test.service.url}/webhooks`);
    expect(anonymous.status).toBe(401);
  });
});
