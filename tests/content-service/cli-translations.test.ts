import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentCli, dropLocalizations, withShippedContentCopy } from "./helpers";

/**
 * The editor CLI per locale, as an editor types it, against a service over a copy of the shipped
 * content: a translation file goes in with `update post --locale es --file`, `show --locale es`
 * finds it by its Spanish slug, and `check --locale es` lists it in its Translations section.
 */

const TOKEN = "cli-token";
// One post left untranslated in the copy (the shipped content translates it), for the listing's "missing".
const test = withShippedContentCopy({ token: TOKEN, previewToken: TOKEN }, (contentDir) => dropLocalizations(contentDir, "posts", "post-syphilis-stages-and-testing"));
const content = contentCli(() => test.service, TOKEN);
const scratch = mkdtempSync(join(tmpdir(), "cli-translation-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const TRANSLATION = `---
slug: clamidia
title: "Clamidia: síntomas, pruebas y tratamiento"
translation:
  source-revision: change-chlamydia-symptoms-testing-treatment-2
  reviewed-by: lucas-brennan
  reviewed-on: "2026-11-26"
  change-note: "Traducción de prueba revisada."
---

La clamidia a menudo no causa síntomas y se cura con antibióticos.
`;

describe("the CLI with --locale es", () => {
  it("imports a translation file for a post, shows it by its Spanish slug, pulls it back in the same format, lists it, and the check counts it", { timeout: 120_000 }, async () => {
    const file = join(scratch, "clamidia.md");
    writeFileSync(file, TRANSLATION);
    const updated = await content("update", "post", "chlamydia-symptoms-testing-treatment", "--locale", "es", "--file", file);
    expect(updated).toMatchObject({ status: 0, output: expect.stringMatching(/^imported {2}.*clamidia\.md {2}→ Post post-chlamydia-symptoms-testing-treatment \(es\)\n$/) });
    const shown = await content("show", "post", "clamidia", "--locale", "es");
    expect(JSON.parse(shown.output)).toMatchObject({ locale: "es", slug: "clamidia", title: "Clamidia: síntomas, pruebas y tratamiento", translationReviewedBy: "lucas-brennan" });
    const pulledFile = join(scratch, "pulled.md");
    expect((await content("pull", "post", "clamidia", "--locale", "es", "--out", pulledFile)).status).toBe(0);
    const pulled = readFileSync(pulledFile, "utf8");
    expect(pulled).toMatch(/^---\nslug: clamidia\ntitle: "Clamidia: síntomas, pruebas y tratamiento"\n/);
    expect(pulled).toContain("translation:\n  source-revision: change-chlamydia-symptoms-testing-treatment-2\n  reviewed-by: lucas-brennan\n");
    expect(pulled).toMatch(/\n---\n\nLa clamidia a menudo no causa síntomas y se cura con antibióticos\.\n$/);
    const roundTrip = await content("update", "post", "chlamydia-symptoms-testing-treatment", "--locale", "es", "--file", pulledFile);
    expect(roundTrip.output).toMatch(/^imported {2}.*pulled\.md {2}→ Post post-chlamydia-symptoms-testing-treatment \(es\)\n$/);
    const listed = (await content("list", "--locale", "es")).output.split("\n").map((line) => line.replace(/\s+/g, " "));
    expect(listed).toContain("post chlamydia-symptoms-testing-treatment es: clamidia published");
    expect(listed).toContain("post syphilis-stages-and-testing es: — missing");
    process.env.CONTENT_DIR = test.contentDir;
    try {
      // The check on the day these records were made (a year on, every review is due and named).
      const checked = await content("check", "--locale", "es", "--now", "2026-11-28");
      // Nothing shipped is stale (the six facts whose source was unknown were reviewed, docs/editorial.md). The check agrees with the listing: the published translations (the imported one and the shipped ones) up to date, the rest missing.
      const [, upToDate, missing] = /\nTranslations \(es\): (\d+) up to date, 0 stale, (\d+) missing\.\n/.exec(checked.output) ?? [];
      expect(Number(upToDate)).toBe(listed.filter((line) => / published$/.test(line)).length);
      expect(Number(missing)).toBe(listed.filter((line) => line.endsWith(" es: — missing")).length);
      expect(checked.output).toMatch(/\nmissing {5}post syphilis-stages-and-testing {2}published in English, no es translation\n/);
      expect(checked.output).not.toMatch(/ post chlamydia-symptoms-testing-treatment /);
    } finally {
      delete process.env.CONTENT_DIR;
    }
  });
});
