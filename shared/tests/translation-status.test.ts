import { describe, expect, it } from "vitest";
import { currentRevision, isTranslationBehind } from "@sti-aware/contract/translation-status";

describe("a translation behind its English", () => {
  const post = { kind: "post", changeIds: ["change-3", "change-2", "change-1"] } as const;

  it("is current when made from the post's newest review-history entry, behind when made from an older one or none", () => {
    expect(currentRevision(post)).toBe("change-3");
    expect(isTranslationBehind(post, "change-3")).toBe(false);
    expect(isTranslationBehind(post, "change-2")).toBe(true);
    expect(isTranslationBehind(post, "change-from-elsewhere")).toBe(true);
    expect(isTranslationBehind(post, null)).toBe(true);
  });

  it("is behind a page updated after the translation's source date", () => {
    const page = { kind: "page", updatedAt: "2026-11-26T12:00:00.000Z" } as const;
    expect(isTranslationBehind(page, "2026-11-26T12:00:00.000Z")).toBe(false);
    expect(isTranslationBehind(page, "2026-11-25T09:00:00.000Z")).toBe(true);
    // A source a backfill could not know, said in words, is behind (as text it would sort after every date).
    expect(isTranslationBehind(page, "unknown: the Spanish was made before the English's last update")).toBe(true);
  });
});
