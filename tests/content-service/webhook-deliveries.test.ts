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

/** A stand-in for the site's /api/revalidate: answers as the real one does (the job queued, before any regeneration), failing on demand. */
type Mode = { failures: number; alwaysFail?: boolean };
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
      res.setHeader("content-type", "application/json");
      if (mode.failures > 0 || mode.alwaysFail) {
        mode.failures = Math.max(0, mode.failures - 1);
        res.writeHead(503).end(JSON.stringify({ error: "Revalidation queue unavailable (shared store unreachable); retry later" }));
        return;
      }
      res.writeHead(202).end(JSON.stringify({ accepted: true, duplicate: false, job: `job${received}` }));
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
  it("retries a site that fails twice, then reports that it took the change", async () => {
    await draft("retried-post");
    mode.failures = 2;
    received = 0;
    const published = await content("publish", "post", "retried-post");
    expect(published.status).toBe(0);
    expect(received).toBe(3);
    expect(published.output).toContain("Site accepted the change (after 3 attempts) (job job3): its pages regenerate in the background");

    const log = await content("webhooks");
    expect(log.output).toMatch(/^\w{8} {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}publish Post retried-post {2}delivered, 3 attempts$/m);
    // The log is the service's record, outside the content files, and survives a restart.
    const stored = readDeliveryLog(join(test.stateDir, DELIVERY_LOG_FILE));
    expect(stored[0]).toMatchObject({ slug: "retried-post", status: "delivered", attempts: 3, answer: { accepted: true, job: "job3" } });
  });

  it("reports a site that keeps failing to take the change, in its words", async () => {
    await draft("failing-post");
    mode.alwaysFail = true;
    try {
      const published = await content("publish", "post", "failing-post");
      expect(published.status).toBe(2);
      expect(published.output).toContain("Site did NOT take the change (after 5 attempts): it answered HTTP 503: Revalidation queue unavailable (shared store unreachable); retry later.");
    } finally {
      delete mode.alwaysFail;
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
    expect(resent.output).toMatch(/Site accepted the change \(job job\d+\)/);
  });

  it("keeps the log to the editor token", async () => {
    const anonymous = await fetch(`${test.service.url}/webhooks`);
    expect(anonymous.status).toBe(401);
  });
});
