import { describe, expect, it } from "vitest";
import { isNormalizedSlug, normalizeSlug } from "@sti-aware/contract/slug";

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
});
