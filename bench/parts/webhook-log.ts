import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DeliveryLogFile } from "../../content-service/publishing/delivery-log";
import type { Delivery } from "../../content-service/publishing/delivery";
import { writeFileAtomic } from "../../content-service/store/atomic-file";
import { median, percentile, round } from "../stats";

/**
 * The webhook-log part: what one delivery update costs the content service (its event loop: the
 * writes are synchronous) with a log of 1 MB and of 20 MB. Now: one line appended and synced
 * (content-service/publishing/delivery-log.ts). Before: the whole log rewritten and synced, timed
 * on the same deliveries for comparison. The deliveries are publishes of a post with 350 sources,
 * as the probe's (~30 kB each).
 */
const SIZES_MB = [1, 20];
const UPDATES = 200;
const REWRITES = 5;

function delivery(index: number): Delivery {
  const now = new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString();
  const sources = Array.from({ length: 350 }, (_, i) => ({ title: `Source ${i}: guidance on testing after an exposure`, publisher: "CDC", url: `https://example.org/guidance/${i}` }));
  return {
    id: `d${String(index).padStart(7, "0")}`,
    createdAt: now,
    updatedAt: now,
    operation: "publish",
    model: "Post",
    entryId: `post-${index}`,
    slug: `post-${index}`,
    url: "https://site.example/api/revalidate",
    attempts: 1,
    status: "delivered",
    httpStatus: 200,
    error: null,
    answer: { accepted: true, job: `job-${index}` },
    resendOf: null,
    payload: { operation: "publish", data: { __typename: "Post", id: `post-${index}`, slug: `post-${index}`, sources } },
  };
}

const timed = (run: () => void) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

export async function benchWebhookLog(scratch: string) {
  const rows = [];
  for (const megabytes of SIZES_MB) {
    const dir = join(scratch, `webhook-log-${megabytes}mb`);
    mkdirSync(dir, { recursive: true });
    // No rotation while measuring: the log stays at the size measured.
    const log = new DeliveryLogFile(dir, Number.POSITIVE_INFINITY, 1024 * 1024 * 1024);
    const deliveries: Delivery[] = [];
    for (let index = 0; deliveries.length === 0 || Buffer.byteLength(JSON.stringify(deliveries)) < megabytes * 1024 * 1024; index++) deliveries.unshift(delivery(index));
    log.rewrite(deliveries);
    const appends = Array.from({ length: UPDATES }, (_, i) => timed(() => log.append({ id: deliveries[i % deliveries.length].id, set: { attempts: 2, updatedAt: new Date().toISOString() } }, deliveries))).sort((a, b) => a - b);
    const before = join(dir, "webhook-deliveries.json");
    const rewrites = Array.from({ length: REWRITES }, () => timed(() => writeFileAtomic(before, JSON.stringify(deliveries, null, 2) + "\n")));
    const read = timed(() => log.read());
    const row = {
      logMB: megabytes,
      deliveries: deliveries.length,
      updateP50ms: round(percentile(appends, 50), 2),
      updateP90ms: round(percentile(appends, 90), 2),
      updateP99ms: round(percentile(appends, 99), 2),
      beforeWholeRewriteMedianMs: round(median(rewrites), 1),
      readAtStartMs: round(read, 1),
    };
    console.log("webhook log:", row);
    rows.push(row);
  }
  return rows;
}
