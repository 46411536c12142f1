import { describe, expect, it } from "vitest";
import { isNormalizedSlug, normalizeSlug, slugProblem } from "@sti-aware/contract/slug";

describe("normalizeSlug (docs/requirements.md, Validation: steps in order)", () => {
  it("lowercases and turns whitespace into hyphens", () => {
    expect(normalizeSlug("Chlamydia Testing Guide")).toBe("chlamydia-testing-guide");
  });
  it("removes characters other than word characters, whitespace and hyphens", () => {
    expect(normalizeSlug("What's PrEP? (A guide)")).toBe("whats-prep-a-guide");
  });
  it("removes leading digits only after stripping other characters", () => {
    expect(normalizeSlug("10 facts about HPV")).toBe("facts-about-hpv");
    expect(normalizeSlug("#1 tip")).toBe("tip");
    expect(normalizeSlug("HPV 2026 update")).toBe("hpv-2026-update");
  });
  it("turns underscores into hyphens, collapses repeats and trims both ends", () => {
    expect(normalizeSlug("  --safer__sex -- tips--  ")).toBe("safer-sex-tips");
  });
  it("is idempotent", () => {
    const once = normalizeSlug("Syphilis: Signs & Symptoms");
    expect(normalizeSlug(once)).toBe(once);
    expect(isNormalizedSlug(once)).toBe(true);
    expect(isNormalizedSlug("Not Normal")).toBe(false);
    expect(isNormalizedSlug("")).toBe(false);
  });
  it("transliterates Latin letters the same way in every language, instead of dropping them", () => {
    expect(normalizeSlug("Señales del VIH")).toBe("senales-del-vih");
    expect(normalizeSlug("niño")).toBe("nino");
    expect(normalizeSlug("Sífilis: qué es")).toBe("sifilis-que-es");
    expect(normalizeSlug("Pingüino façade")).toBe("pinguino-facade");
    expect(normalizeSlug("Straße Øresund Œuvre")).toBe("strasse-oresund-oeuvre");
  });
});

describe("slugProblem (what a write is refused with)", () => {
  it("accepts a slug already in normal form", () => {
    expect(slugProblem("senales-del-vih")).toBeUndefined();
  });
  it("refuses a path, giving the normal form to write instead, rather than storing it changed", () => {
    expect(slugProblem("../../api/revalidate")).toBe(
      '"../../api/revalidate" is not valid: a slug is lowercase letters a-z, digits and single hyphens, starting with a letter (write "apirevalidate")',
    );
    expect(slugProblem("Señales del VIH")).toMatch(/write "senales-del-vih"/);
  });
  it("refuses a slug with no letters", () => {
    expect(slugProblem("!!!")).toBe('"!!!" is not valid: it must contain letters');
  });
});
