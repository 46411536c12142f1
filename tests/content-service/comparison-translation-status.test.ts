import { describe, expect, it } from "vitest";
import { formatTranslationReport, translationReport } from "@/content-service/check/check-translations";
import { fixClock } from "../support/clock";
import { graphql, withShippedContentCopy } from "./helpers";

/**
 * The comparison's translations know their source too: on a temporary copy of the shipped content
 * (with its Spanish), every translated promotion, product review, ranking criterion and menu is up
 * to date; an English edit published afterwards makes that entry's Spanish stale in the editors'
 * check (`check --locale es`), by the name editors know it by.
 */
const TOKEN = "mutation-token";
fixClock("2027-06-01T14:00:00.000Z");
const test = withShippedContentCopy({ token: TOKEN });

async function mutate(query: string) {
  const answer = await graphql<Record<string, unknown>>(test.service, query, undefined, { token: TOKEN });
  expect(answer.body.errors).toBeUndefined();
}

const COMPARISON_KINDS = ["advertiser", "promotion", "product review", "ranking criterion", "menu"];

describe("translations of the comparison", () => {
  it("are all up to date as shipped, and counted with the other translated entries", () => {
    const report = translationReport(test.service.store, "es");
    expect(report.stale.filter((entry) => COMPARISON_KINDS.includes(entry.model))).toEqual([]);
    // 7 brands, 9 promotions, 3 reviews, 5 criteria and 2 menus beside the FAQs, planner rows, follow-ups, urgent boxes and facts.
    expect(report.entriesUpToDate).toBeGreaterThanOrEqual(26);
    expect(formatTranslationReport(report)).toContain("Translated FAQs, planner rows, follow-ups, urgent boxes, facts, brands, promotions, product reviews, ranking criteria and menus:");
  });

  it("names a promotion, a review and a criterion whose English changed after their translation", async () => {
    const before = translationReport(test.service.store, "es").entriesUpToDate;
    await mutate(`mutation { updatePromotion(where: { id: "promo-testwise-10-panel" }, data: { sampleType: "Finger-prick blood, urine and a swab" }) { id } }`);
    await mutate(`mutation { publishPromotion(where: { id: "promo-testwise-10-panel" }) { id } }`);
    await mutate(`mutation { updateProductReview(where: { id: "review-homecheck" }, data: { cons: ["Fewer infections per kit", "Slower result delivery"] }) { id } }`);
    await mutate(`mutation { updateRankingCriterion(where: { id: "criterion-speed" }, data: { description: "How soon results arrive after the sample reaches the laboratory." }) { id } }`);
    const report = translationReport(test.service.store, "es");
    const stale = report.stale.filter((entry) => COMPARISON_KINDS.includes(entry.model));
    expect(stale.map((entry) => `${entry.model} ${entry.slug}`)).toEqual(["promotion testwise-10-panel", "product review review-homecheck", "ranking criterion speed"]);
    expect(stale[0].message).toMatch(/^English updated 2027-06-01T14:\d\d:\d\d\.\d{3}Z, after the translation's source 2026-11-26T06:00:00\.000Z$/);
    expect(report.entriesUpToDate).toBe(before - 3);
    expect(formatTranslationReport(report)).toMatch(/\nstale {7}promotion testwise-10-panel {2}English updated 2027-06-01/);
  });
});
