import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_LOG_FILE, LEGACY_DELIVERY_LOG_FILE, readDeliveryLog } from "@/content-service/publishing/delivery-log";
import type { WebhookPayload } from "@/content-service/publishing/delivery";
import { WebhookDeliveries } from "@/content-service/publishing/webhook-deliveries";

/**
 * The webhook delivery log on disk (content-service/publishing/delivery-log.ts): what a delivery's
 * update writes does not grow with the log, the log rotates and keeps its deliveries, it is the
 * owner's alone, and a log kept in the earlier format is carried over.
 */
let site: Server;
let siteUrl: string;
const dirs: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ revalidated: ["/blog/x"], gone: [], failed: [] })));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const stateDir = () => {
  const root = mkdtempSync(join(tmpdir(), "delivery-log-"));
  dirs.push(root);
  return join(root, "state");
};
/** A publish of a long post: 350 sources, as the probe's. */
const payload = (slug: string): WebhookPayload => ({
  operation: "publish",
  data: { __typename: "Post", id: `id-${slug}`, slug, sources: Array.from({ length: 350 }, (_, i) => ({ title: `Source ${i}: guidance on testing after an exposure`, url: `https://example.org/guidance/${i}` })) },
});
const deliveries = (dir: string, rotateAtBytes?: number) => new WebhookDeliveries({ url: siteUrl, secret: "log-secret", baseDelayMs: 10, rotateAtBytes }, dir);

describe("the webhook delivery log", () => {
  it("is the owner's alone: the file 0600, its folder 0700", async () => {
    const dir = stateDir();
    const webhooks = deliveries(dir);
    webhooks.send(payload("first"));
    await webhooks.settled();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, DELIVERY_LOG_FILE)).mode & 0o777).toBe(0o600);
  });

  it("a delivery's updates append a line each and leave what was written before as it was, however long the log", async () => {
    const dir = stateDir();
    const webhooks = deliveries(dir);
    for (let i = 0; i < 60; i++) webhooks.send(payload(`post-${i}`));
    await webhooks.settled();
    const file = join(dir, DELIVERY_LOG_FILE);
    const before = readFileSync(file);
    expect(before.length).toBeGreaterThan(1_000_000);

    const delivery = webhooks.send(payload("post-60"))!;
    const afterSend = readFileSync(file);
    await webhooks.settled();
    const after = readFileSync(file);
    // What was there is untouched; the new delivery is one line, its two updates a few hundred bytes each.
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    expect(after.length - afterSend.length).toBeLessThan(1_000);
    expect(readDeliveryLog(file)[0]).toMatchObject({ id: delivery.id, slug: "post-60", status: "delivered", attempts: 1, answer: { revalidated: ["/blog/x"] } });
  });

  it("rotates at its size, keeping every delivery it holds, and a restart reads the rotated log", async () => {
    const dir = stateDir();
    const webhooks = deliveries(dir, 200_000);
    for (let i = 0; i < 30; i++) {
      webhooks.send(payload(`post-${i}`));
      await webhooks.settled();
    }
    const file = join(dir, DELIVERY_LOG_FILE);
    // Unrotated, 30 deliveries are 90 lines (one, then two updates each); a rotation writes each delivery as one.
    const lines = readFileSync(file, "utf8").trim().split("\n");
    expect(lines.length).toBeLessThan(90);
    const kept = readDeliveryLog(file);
    expect(kept.map((delivery) => delivery.slug)).toEqual(Array.from({ length: 30 }, (_, i) => `post-${29 - i}`));
    expect(kept.every((delivery) => delivery.status === "delivered")).toBe(true);
    const restarted = deliveries(dir, 200_000);
    expect(restarted.list(30).map((delivery) => delivery.slug)).toEqual(kept.map((delivery) => delivery.slug));
    expect(restarted.problems()).toEqual([]);
  });

  it("a log kept as one JSON array (before it was appended to) is read and carried over", async () => {
    const dir = stateDir();
    const first = deliveries(dir);
    first.send(payload("kept-post"));
    await first.settled();
    const legacy = join(dir, LEGACY_DELIVERY_LOG_FILE);
    writeFileSync(legacy, JSON.stringify(first.list(10), null, 2));
    rmSync(join(dir, DELIVERY_LOG_FILE));

    const restarted = deliveries(dir);
    expect(restarted.list(10)).toMatchObject([{ slug: "kept-post", status: "delivered" }]);
    expect(readDeliveryLog(join(dir, DELIVERY_LOG_FILE))).toMatchObject([{ slug: "kept-post", status: "delivered" }]);
    expect(() => statSync(legacy)).toThrow();
  });

  it("a log in the earlier format that cannot be read is set aside under its own name, and a new log begun", async () => {
    const dir = stateDir();
    const first = deliveries(dir);
    first.send(payload("first"));
    await first.settled();
    const legacy = join(dir, LEGACY_DELIVERY_LOG_FILE);
    writeFileSync(legacy, '[{"id": "torn');
    rmSync(join(dir, DELIVERY_LOG_FILE));
    const restarted = deliveries(dir);
    expect(restarted.list()).toEqual([]);
    expect(restarted.problems()).toEqual([expect.stringMatching(/^the webhook log could not be read \(.+\); it was moved to .+\/webhook-deliveries\.json\.damaged-[\dT-]+Z, and a new log begun$/)]);
  });
});
