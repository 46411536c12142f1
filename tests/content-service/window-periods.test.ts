import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkContent } from "@/content-service/check/check";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { ContentStore } from "@/content-service/store/store";
import { followUpProblems, windowPeriodProblems } from "@/content-service/store/window-periods";
import { graphql } from "./helpers";

/** The test planner's rows: a content model, validated on write and by the editors' check. */
const TOKEN = "window-period-token";
const shipped = ContentStore.load(DEFAULT_CONTENT_DIR).all("WindowPeriod", "PUBLISHED");
const row = { earliestDays: 7, reliableDays: 14, sourceTitle: "Guidance", sourcePublisher: "CDC", sourceUrl: "https://www.cdc.gov/std/treatment-guidelines/" };

describe("a window-period row", () => {
  it.each([
    [{ ...row, earliestDays: -1 }, "earliestDays must be a whole number of days from 0 to 365 (got -1)"],
    [{ ...row, reliableDays: 14.5 }, "reliableDays must be a whole number of days from 0 to 365 (got 14.5)"],
    [{ ...row, reliableDays: "14" }, 'reliableDays must be a whole number of days from 0 to 365 (got "14")'],
    [{ ...row, earliestDays: 20 }, "earliestDays (20) must not be after reliableDays (14)"],
    [{ ...row, sourceUrl: "http://www.cdc.gov/" }, "sourceUrl must be the https address of the guidance this row comes from"],
    [{ ...row, sourceTitle: " " }, "sourceTitle is required: every row names its source"],
    [{ ...row, copyPatterns: ["NAT (\\d+"] }, "copyPatterns[0] is not a regular expression"],
    [{ ...row, copyPatterns: ["NAT \\d+ days"] }, "copyPatterns[0] has no group ( ) capturing the figure"],
  ])("is refused when it breaks a rule: %j", (candidate, problem) => {
    expect(windowPeriodProblems(candidate)).toContainEqual(expect.stringContaining(problem));
  });

  it("ships for every infection and test the planner promises, each with a public-health source and a review", () => {
    expect(shipped.map((entry) => `${entry.infection}: ${entry.testType}`)).toEqual(
      expect.arrayContaining([
        "HIV: Lab antigen/antibody test (blood from a vein)",
        "HIV: Antibody test (most rapid tests and self-tests)",
        "HIV: Nucleic acid test (NAT)",
        "Chlamydia: NAAT (urine or swab)",
        "Gonorrhea: NAAT (urine or swab)",
        "Syphilis: Blood test",
        "Hepatitis B: Surface antigen (HBsAg) blood test",
        "Hepatitis C: Antibody blood test",
        "Trichomoniasis: NAAT (urine or swab)",
      ]),
    );
    for (const entry of shipped) {
      expect(windowPeriodProblems(entry), String(entry.id)).toEqual([]);
      expect(new URL(String(entry.sourceUrl)).hostname, String(entry.id)).toBe("www.cdc.gov");
      expect(entry.lastReviewed, String(entry.id)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("what PEP and PrEP change (PreventionFollowUp)", () => {
  const followUp = { prevention: "pep", finalDays: 84, sourceUrl: "https://www.cdc.gov/mmwr/volumes/74/rr/rr7401a1.htm", windowPeriods: ["window-period-hiv-nat"] };
  it.each([
    [{ ...followUp, prevention: "doxy-pep" }, 'prevention must be one of pep, oral-prep, injectable-prep (got "doxy-pep")'],
    [{ ...followUp, finalDays: 400 }, "finalDays must be a whole number of days from 0 to 365 (got 400)"],
    [{ ...followUp, sourceUrl: "http://www.cdc.gov/" }, "sourceUrl must be the https address of the guidance this follow-up comes from"],
    [{ ...followUp, windowPeriods: [] }, "windowPeriods must name the tests this follow-up changes"],
  ])("is refused when it breaks a rule: %j", (candidate, problem) => {
    expect(followUpProblems(candidate)).toContain(problem);
  });

  it("ships for PEP, PrEP pills and PrEP injections, each naming the HIV tests, a final test and a dated CDC source", () => {
    const followUps = ContentStore.load(DEFAULT_CONTENT_DIR)
      .all("PreventionFollowUp", "PUBLISHED")
      .sort((a, b) => Number(a.position) - Number(b.position));
    expect(followUps.map((entry) => entry.prevention)).toEqual(["pep", "oral-prep", "injectable-prep"]);
    for (const entry of followUps) {
      expect(followUpProblems(entry), String(entry.id)).toEqual([]);
      expect(entry.windowPeriods).toEqual(expect.arrayContaining(["window-period-hiv-nat", "window-period-hiv-antibody"]));
      expect(new URL(String(entry.sourceUrl)).hostname).toBe("www.cdc.gov");
      expect(entry.sourceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(followUps[0]).toMatchObject({ finalDays: 84, finalTest: "a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure" });
  });

  it("ships the hepatitis C RNA row pointing to its final antibody test", () => {
    const rna = shipped.find((entry) => entry.id === "window-period-hepatitis-c-rna");
    expect(rna?.finalTest).toBe("window-period-hepatitis-c-antibody");
  });
});

describe("edited through the API like an article", () => {
  let service: ContentService;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = mkdtempSync(join(tmpdir(), "window-periods-"));
    cpSync(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
    service = await startContentService({ port: 0, contentDir, token: TOKEN });
  });
  afterAll(async () => {
    await service?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });
  const update = (data: Record<string, unknown>) =>
    graphql<{ updateWindowPeriod: { earliestDays: number; reliableDays: number } | null }>(
      service,
      'mutation ($data: WindowPeriodUpdateInput!) { updateWindowPeriod(where: { id: "window-period-chlamydia-naat" }, data: $data) { earliestDays reliableDays } }',
      { data },
      { token: TOKEN },
    );
  const file = () => readFileSync(join(contentDir, "window-periods", "window-period-chlamydia-naat.json"), "utf8");

  it("refuses a row whose earliest date is after its reliable one, naming the rule, and changes nothing", async () => {
    const before = file();
    const answer = await update({ earliestDays: 30 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].message).toContain("earliestDays (30) must not be after reliableDays (14)");
    expect(file()).toBe(before);
  });

  it("refuses a row without its source", async () => {
    const answer = await update({ sourceUrl: "" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].message).toContain("sourceUrl must be the https address");
  });

  it("sets the row whose test is final, by Hygraph's connect", async () => {
    const answer = await graphql<{ updateWindowPeriod: { finalTest: { id: string } | null } | null }>(
      service,
      'mutation { updateWindowPeriod(where: { id: "window-period-hepatitis-b-surface-antigen" }, data: { finalTest: { connect: { id: "window-period-hepatitis-c-antibody" } } }) { finalTest { id } } }',
      {},
      { token: TOKEN },
    );
    expect(answer.body.data?.updateWindowPeriod?.finalTest).toEqual({ id: "window-period-hepatitis-c-antibody" });
  });

  it("accepts a reviewed change into the draft, and publishes it", async () => {
    const answer = await update({ reliableDays: 21, note: "Reviewed.", lastReviewed: "2026-11-25" });
    expect(answer.body.data?.updateWindowPeriod).toEqual({ earliestDays: 7, reliableDays: 21 });
    const published = await graphql<{ publishWindowPeriod: { reliableDays: number } }>(
      service,
      'mutation { publishWindowPeriod(where: { id: "window-period-chlamydia-naat" }) { reliableDays } }',
      {},
      { token: TOKEN },
    );
    expect(published.body.data?.publishWindowPeriod.reliableDays).toBe(21);
  });
});

describe("the editors' check", () => {
  it("fails a final test that is not later than the row's own reliable date", () => {
    const dir = mkdtempSync(join(tmpdir(), "window-check-"));
    try {
      cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
      const path = join(dir, "window-periods", "window-period-hepatitis-c-antibody.json");
      writeFileSync(path, JSON.stringify({ ...(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>), finalTest: "window-period-hepatitis-c-rna" }));
      const errors = checkContent(ContentStore.load(dir), { now: new Date("2026-11-26T23:59:59Z") }).filter((finding) => finding.field === "finalTest");
      expect(errors.map((finding) => `${finding.slug}: ${finding.message}`)).toEqual([
        "window-period-hepatitis-c-antibody: window-period-hepatitis-c-rna is reliable from day 42, not after this row's day 180: a final test comes later",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails a row without a source, naming it", () => {
    const dir = mkdtempSync(join(tmpdir(), "window-check-"));
    try {
      cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
      const path = join(dir, "window-periods", "window-period-syphilis-serology.json");
      const stored = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
      writeFileSync(path, JSON.stringify({ ...stored, sourceUrl: "", sourcePublisher: "" }));
      const errors = checkContent(ContentStore.load(dir), { now: new Date("2026-11-26T00:00:00Z") }).filter((finding) => finding.level === "error");
      expect(errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ model: "windowperiod", slug: "window-period-syphilis-serology", message: expect.stringContaining("sourceUrl must be the https address") }),
          expect.objectContaining({ model: "windowperiod", slug: "window-period-syphilis-serology", message: "sourcePublisher is required: every row names its source" }),
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
