import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkContent } from "../check/check";
import { DEFAULT_CONTENT_DIR } from "../http/server";
import { applySourceDates, SOURCE_DATES } from "../scripts/source-dates-2026-11-26";
import { ContentStore } from "../store/store";

/** The 26 November 2026 source dates: what the editors' check and the article's readers see. */
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
const NOW = new Date("2026-11-29T00:00:00Z"); // after the shipped content's last change
const PEP = "posts/post-pep-after-hiv-exposure.json";
const UNDATED_PREP_PAGE = { id: "source-pep-after-hiv-exposure-3", title: "Pre-Exposure Prophylaxis (PrEP)", publisher: "Centers for Disease Control and Prevention", date: null, url: "https://www.cdc.gov/hiv/risk/prep/" };

function copyOfContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "source-dates-"));
  copies.push(dir);
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  return dir;
}
const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Json;
const sourceDateWarnings = (dir: string, slug: string) =>
  checkContent(ContentStore.load(dir), { now: NOW }).filter((finding) => finding.slug === slug && /^sources\[\d+\]\.date$/.test(finding.field));

describe("source dates of 26 November 2026", () => {
  it("gives every source it handles a date in the shipped content, so the check no longer warns about it", () => {
    for (const change of SOURCE_DATES) {
      const sources = read(DEFAULT_CONTENT_DIR, `posts/${change.post}.json`).sources as Json[];
      const index = sources.findIndex((source) => source.url === ("date" in change ? change.url : change.replaceWith.url));
      expect(sources[index]?.date, change.url).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const fields = sourceDateWarnings(DEFAULT_CONTENT_DIR, change.post.replace(/^post-/, "")).map((finding) => finding.field);
      expect(fields).not.toContain(`sources[${index}].date`);
    }
  });

  it("replaces the PEP article's undated CDC PrEP page by CDC's dated PrEP guideline in the draft and the published copy, with a change note by its reviewer", () => {
    const dir = copyOfContent();
    const post = read(dir, PEP);
    (post.sources as Json[])[2] = { ...UNDATED_PREP_PAGE };
    post.changeLog = (post.changeLog as Json[]).filter((change) => !String(change.id).endsWith("-sources"));
    post._published = structuredClone(post);
    writeFileSync(join(dir, PEP), JSON.stringify(post, null, 2));
    expect(sourceDateWarnings(dir, "pep-after-hiv-exposure").map((finding) => finding.field)).toContain("sources[2].date");

    expect(applySourceDates(dir)).toEqual(["post-pep-after-hiv-exposure"]);
    const after = read(dir, PEP);
    for (const copy of [after, after._published as Json]) {
      expect((copy.sources as Json[])[2]).toMatchObject({ date: "2021-12-08", url: "https://www.cdc.gov/hiv/pdf/risk/prep/cdc-hiv-prep-guidelines-2021.pdf" });
      const note = (copy.changeLog as Json[])[0];
      expect(note).toMatchObject({ date: "2026-11-26", reviewedBy: "author-priya-raman" });
      expect(note.reviewedBy).not.toBe(after.author);
      expect(String(note.summary)).toMatch(/^No medical change: .*'Pre-Exposure Prophylaxis \(PrEP\)'/);
    }
    expect(sourceDateWarnings(dir, "pep-after-hiv-exposure").map((finding) => finding.field)).not.toContain("sources[2].date");
    const errors = checkContent(ContentStore.load(dir), { now: NOW }).filter((finding) => finding.level === "error");
    expect(errors).toEqual([]);

    // Re-running changes nothing.
    expect(applySourceDates(dir)).toEqual([]);
  });
});
