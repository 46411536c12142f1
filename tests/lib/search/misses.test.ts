import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missShares, MISSES_PER_CLIENT_PER_DAY } from "@/lib/server/search/miss-shares";
import { fileMissStore, MAX_QUERIES_PER_DAY, missKey, redisMissStore } from "@/lib/server/search/misses";
import { startRedis } from "../../../scripts/lib/cluster";
import { freePort, stop } from "../../../scripts/lib/processes";
import { fixClock } from "../../support/clock";

/**
 * The counts of searches that found nothing (lib/server/search/misses.ts): what a stranger can
 * make them keep (no personal data in any script, a bounded size whatever they send) and what a
 * damaged file or a full disk does to them (nothing lost that was written, the site never down).
 */

/** One client's day of unique misses at the search rate limit's burst pace (30 a minute), with the readers' real misses among them. */
function simulateDay(record: (query: string, now: Date) => void, day: Date): number {
  const words = ["zorb", "quix", "vlem", "drap", "snof", "kilt", "brun", "tave"];
  let sent = 0;
  for (let minute = 0; minute < 24 * 60; minute++) {
    const now = new Date(day.getTime() + minute * 60_000);
    for (let i = 0; i < 30; i++, sent++) record(`${words[sent % 8]} ${words[(sent >> 3) % 8]} ${sent.toString(36)}`, now);
    // A real reader's miss, once an hour.
    if (minute % 60 === 0) record("doxy pep", now);
  }
  return sent;
}

// The simulated day is 25 November 2026: the store keeps recent days only, so the clock says it is that day.
fixClock("2026-11-25T23:30:00.000Z");

describe("no personal data is kept, however it is written", () => {
  it.each([
    ["an e-mail with a full-width at sign", "jane＠example.com herpes"],
    ["an e-mail with a small at sign", "jane﹫example com"],
    ["a phone number in full-width digits", "０７７００ ９００１２３ chlamydia"],
    ["a phone number in Arabic-Indic digits", "٠٧٧٠٠٩٠٠١٢٣ hiv"],
    ["a phone number in mathematical digits", "𝟎𝟕𝟕𝟎𝟎 𝟗𝟎𝟎𝟏𝟐𝟑"],
    ["a phone number in groups of three", "call 077 009 001 23"],
    ["a host name", "results from myclinic.co.uk"],
    ["an address spelt out", "jane at example dot com"],
    ["a UK postcode", "sexual health clinic SW1A 1AA"],
    ["a UK postcode without its space, in lower case", "chlamydia test m11ae"],
    ["a Canadian postcode", "prep clinic K1A 0B1"],
    ["an Irish Eircode", "hiv test D02 X285"],
    ["a US ZIP code", "free std testing 94103"],
  ])("drops %s", (_case, query) => {
    expect(missKey(query)).toBeNull();
  });

  it("keeps ordinary questions, with their short numbers", () => {
    expect(missKey("HPV 9 vaccine after 26")).toBe("hpv 9 vaccine after 26");
    expect(missKey("Ｃｒａｂｓ treatment")).toBe("crabs treatment");
    // Letters and digits that are not a postcode.
    expect(missKey("b12 shot hiv 1 and 2")).toBe("b12 shot hiv 1 and 2");
    expect(missKey("covid 19 and mpox")).toBe("covid 19 and mpox");
  });
});

describe("each client's share of the day", () => {
  it(`is ${MISSES_PER_CLIENT_PER_DAY} misses a day; an IPv6 client is its /64, however many of its addresses it uses`, () => {
    const shares = missShares();
    const inOneSubnet = Array.from({ length: MISSES_PER_CLIENT_PER_DAY + 1 }, (_, i) => shares.take(`2001:db8:aa:bb::${(i + 1).toString(16)}`, "2026-11-25"));
    expect(inOneSubnet.filter(Boolean)).toHaveLength(MISSES_PER_CLIENT_PER_DAY);
    expect(shares.take("2001:db8:aa:bc::1", "2026-11-25")).toBe(true);
    expect(shares.take("2001:0db8:00aa:00bb:0000:0000:0000:0fff", "2026-11-25")).toBe(false);
    // A new day, a new share.
    expect(shares.take("2001:db8:aa:bb::1", "2026-11-26")).toBe(true);
  });
});

describe("one client's day of misses does not grow the store without bound", () => {
  it(`file store: at most ${MAX_QUERIES_PER_DAY} queries a day, the readers' miss still counted, and no flush holds the site`, async () => {
    const dir = mkdtempSync(join(tmpdir(), "misses-day-"));
    try {
      const store = fileMissStore(dir);
      const day = new Date(Date.UTC(2026, 10, 25));
      // What the site pays: the process's CPU time per flush (the disk's wait is off the event
      // loop; wall-clock delays on a shared machine would measure the other processes).
      const flushes: number[] = [];
      let sent = 0;
      // Flushed every simulated 5 s of searches (150 misses), as the store's timer does.
      let pending = 0;
      const record = (query: string, now: Date) => {
        store.record(query, now);
        pending++;
      };
      for (let hour = 0; hour < 24; hour++) {
        sent += simulateDay((query, now) => (now.getUTCHours() === hour ? record(query, now) : undefined), day) / 24;
        while (pending > 0) {
          const started = process.cpuUsage();
          await store.flush();
          const used = process.cpuUsage(started);
          flushes.push((used.user + used.system) / 1000);
          pending = Math.max(0, pending - 150);
        }
      }
      const file = join(dir, "2026-11-25.json");
      const counts = JSON.parse(readFileSync(file, "utf8")) as Record<string, number>;
      const bytes = statSync(file).size;
      console.log(`file store after a simulated day of ${Math.round(sent)} unique misses from one client: ${Object.keys(counts).length} queries, ${(bytes / 1024).toFixed(1)} kB; costliest flush ${Math.max(...flushes).toFixed(1)} ms of CPU`);
      expect(Object.keys(counts).length).toBe(MAX_QUERIES_PER_DAY);
      expect(bytes).toBeLessThan(100 * 1024);
      expect(counts["doxy pep"]).toBe(24);
      expect(Math.max(...flushes)).toBeLessThan(50);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("Redis store", () => {
    let redis: ChildProcess;
    let redisDir: string;
    let url: string;
    beforeAll(async () => {
      redisDir = mkdtempSync(join(tmpdir(), "misses-redis-"));
      const port = await freePort();
      redis = startRedis(port, redisDir, { stdio: "ignore" });
      url = `redis://127.0.0.1:${port}`;
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    afterAll(async () => {
      await stop(redis);
      rmSync(redisDir, { recursive: true, force: true });
    });

    it(`keeps at most ${MAX_QUERIES_PER_DAY} queries a day, with every instance counting`, async () => {
      const [first, second] = [redisMissStore(url), redisMissStore(url)];
      const day = new Date(Date.UTC(2026, 10, 25));
      let turn = 0;
      simulateDay((query, now) => (turn++ % 2 ? first : second).record(query, now), day);
      await Promise.all([first.flush(), second.flush()]);
      const reader = createClient({ url });
      await reader.connect();
      try {
        const key = "sti-aware:search-misses:2026-11-25";
        const bytes = Number(await reader.memoryUsage(key));
        console.log(`Redis store after the same day: ${await reader.hLen(key)} queries, ${(bytes / 1024).toFixed(1)} kB`);
        expect(await reader.hLen(key)).toBe(MAX_QUERIES_PER_DAY);
        expect(await reader.hGet(key, "doxy pep")).toBe("24");
        expect(bytes).toBeLessThan(150 * 1024);
      } finally {
        await reader.quit();
        await Promise.all([first.close(), second.close()]);
      }
    });
  });
});

describe("the file store's writes are durable and never take the site down", () => {
  it("a damaged day file is moved aside at start, said in the log, and counting goes on", async () => {
    const dir = mkdtempSync(join(tmpdir(), "misses-damaged-"));
    try {
      const today = new Date();
      const day = today.toISOString().slice(0, 10);
      writeFileSync(join(dir, `${day}.json`), '{"crabs": 4, "zika"');
      writeFileSync(join(dir, `${day}.json.tmp`), "");
      const log: string[] = [];
      const store = fileMissStore(dir, (message) => log.push(message));
      store.record("zika", today);
      await store.flush();
      expect(await store.read(1, today)).toEqual([{ query: "zika", count: 1 }]);
      expect(log).toEqual([expect.stringContaining(`${day}.json could not be read as miss counts`)]);
      const files = readdirSync(dir);
      expect(files.filter((file) => file.includes(".damaged-"))).toHaveLength(1);
      expect(files.filter((file) => file.endsWith(".tmp"))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const root = process.getuid?.() === 0;
  it.skipIf(!root)("on a full disk (a 64 kB tmpfs) a flush fails, the day's file stays whole, the counts wait in memory and are written once there is room", async () => {
    const mount = mkdtempSync(join(tmpdir(), "misses-full-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount]);
    try {
      const dir = join(mount, "misses");
      mkdirSync(dir);
      const today = new Date();
      const file = join(dir, `${today.toISOString().slice(0, 10)}.json`);
      const store = fileMissStore(dir, () => undefined);
      store.record("crabs", today);
      await store.flush();
      const before = readFileSync(file, "utf8");
      // Fill the disk.
      const filler = join(mount, "filler");
      try {
        writeFileSync(filler, Buffer.alloc(128 * 1024));
      } catch {
        // ENOSPC once full: what we want.
      }
      for (let i = 0; i < 400; i++) store.record(`query number ${i.toString(36)} here`, today);
      store.record("crabs", today);
      await expect(store.flush()).rejects.toThrow(/ENOSPC|short write/);
      expect(readFileSync(file, "utf8")).toBe(before);
      expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
      rmSync(filler);
      await store.flush();
      const counts = JSON.parse(readFileSync(file, "utf8")) as Record<string, number>;
      expect(counts.crabs).toBe(2);
      expect(Object.keys(counts)).toHaveLength(401);
    } finally {
      execFileSync("umount", [mount]);
      if (existsSync(mount)) rmSync(mount, { recursive: true, force: true });
    }
  });
});
