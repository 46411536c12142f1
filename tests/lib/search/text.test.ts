import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { highlight, passage } from "@/lib/server/search/engine";
import { fileMissStore, missKey } from "@/lib/server/search/misses";
import { createRateLimiter } from "@/lib/server/search/rate-limit";
import { checkQuery, cleanQuery, MAX_QUERY_LENGTH, processTerm, tokenize } from "@/lib/server/search/text";

describe("how the search reads words", () => {
  it("maps British spellings to American ones, on both sides of the index", () => {
    for (const [british, american] of [
      ["Gonorrhoea", "gonorrhea"],
      ["diarrhoea", "diarrhea"],
      ["oestrogen", "estrogen"],
      ["haemorrhage", "hemorrhage"],
      ["anaemia", "anemia"],
      ["paediatric", "pediatric"],
      ["behaviour", "behavior"],
      ["immunisation", "immunization"],
      ["recognise", "recognize"],
      ["centre", "center"],
      ["licence", "license"],
    ]) expect(processTerm(british), british).toBe(processTerm(american));
  });

  it("drops stop words and the operators of other engines, keeps medical abbreviations", () => {
    expect(tokenize('what is "HIV" AND site:nhs.uk -warts').map(processTerm).filter(Boolean)).toEqual(["hiv", "site", "nhs", "uk", "warts"]);
    expect(processTerm("PrEP")).toBe("prep");
    expect(processTerm("the")).toBeNull();
  });

  it("folds accents and drops control characters", () => {
    expect(processTerm("Écoulement")).toBe("ecoulement");
    expect(cleanQuery("herpes\u0000\u0007\u200b\u202e symptoms\n\t")).toBe("herpes symptoms");
  });
});

describe("bad input gets a clear answer", () => {
  it("10,000 characters are refused with the limit named; an empty query is no search at all", () => {
    expect(checkQuery("a".repeat(10_000))).toMatchObject({ ok: false, problem: expect.stringContaining(String(MAX_QUERY_LENGTH)) });
    expect(checkQuery("")).toEqual({ ok: true, query: "" });
    expect(checkQuery(undefined)).toEqual({ ok: true, query: "" });
    expect(checkQuery(["a", "b"])).toMatchObject({ ok: false });
    expect(checkQuery(`  ${"x".repeat(MAX_QUERY_LENGTH)}  `)).toMatchObject({ ok: true });
  });

  it("a flood from one client is refused after its burst, others are not affected, and it recovers", async () => {
    const limiter = createRateLimiter(120);
    const now = 1_000_000;
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.take("198.51.100.7", now)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(30);
    expect(answers.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.take("203.0.113.9", now)).toEqual({ allowed: true });
    expect(await limiter.take("198.51.100.7", now + 1_000)).toEqual({ allowed: true });
  });
});

describe("passages", () => {
  it("marks the words that matched, whatever their case or spelling", () => {
    const matched = new Set(["gonorrhea", "test"]);
    expect(highlight("Gonorrhoea: a test, tests.", matched)).toEqual([
      { text: "Gonorrhoea", mark: true },
      { text: ": a ", mark: false },
      { text: "test", mark: true },
      { text: ", tests.", mark: false },
    ]);
  });

  it("shows the sentence with the most matched words, else the summary", () => {
    const body = "Condoms lower the risk.\nA swab or urine test finds chlamydia. Treatment is simple.";
    expect(passage(body, "Summary.", new Set(["chlamydia", "urine"])).map((segment) => segment.text).join("")).toBe("A swab or urine test finds chlamydia. Treatment is simple.");
    expect(passage(body, "Summary.", new Set(["zebra"])).map((segment) => segment.text).join("")).toBe("Summary.");
  });
});

describe("what editors learn from searches that found nothing", () => {
  it("keeps the words of a query, never anything that looks like personal data", () => {
    expect(missKey("  Crabs   TREATMENT ")).toBe("crabs treatment");
    expect(missKey("jane@example.com herpes")).toBeNull();
    expect(missKey("07700 900123 chlamydia")).toBeNull();
    expect(missKey("https://example.com")).toBeNull();
    expect(missKey("one two three four five six seven eight nine")).toBeNull();
  });

  it("counts per UTC day only, and deletes days older than 90 days", async () => {
    const dir = mkdtempSync(join(tmpdir(), "misses-"));
    try {
      writeFileSync(join(dir, "2020-01-01.json"), JSON.stringify({ old: 1 }));
      const store = fileMissStore(dir);
      const now = new Date();
      store.record("Crabs", now);
      store.record("crabs", now);
      store.record("zika", now);
      await store.flush();
      expect(await store.read(7, now)).toEqual([
        { query: "crabs", count: 2 },
        { query: "zika", count: 1 },
      ]);
      const files = readdirSync(dir);
      expect(files).toEqual([`${now.toISOString().slice(0, 10)}.json`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
