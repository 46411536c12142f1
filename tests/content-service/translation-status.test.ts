import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatTranslationReport, translationReport } from "@/content-service/check/check-translations";
import { countTranslationsBehind } from "@/lib/server/config/translation-health";
import { fixClock } from "../support/clock";
import { dropAllLocalizations, graphql, plantLocalization, withShippedContentCopy } from "./helpers";

/**
 * A translation knows its source: on a temporary copy of the shipped content, a Spanish post and
 * page made from the current English are up to date; a planted English medical change (a new
 * review-history entry, published) and an English page edit make them stale in the editors' check
 * and in the build's count; a new translation made from the new revision clears them.
 */

const POST = "post-chlamydia-symptoms-testing-treatment";
const POST_SLUG = "chlamydia-symptoms-testing-treatment";
const PAGE = "page-about-us";
const TOKEN = "mutation-token";
// The day of the planted English edits and reviews, whatever day the tests run: after every edit of the
// shipped content (November 2026), before its reviews fall due (12 months).
const DAY = "2027-06-01";
fixClock(`${DAY}T14:00:00.000Z`);
const dates = { createdAt: "2026-11-26T13:00:00.000Z", updatedAt: "2026-11-26T13:00:00.000Z", publishedAt: "2026-11-26T13:00:00.000Z" };
// The copy starts without the shipped translations: the two planted below are the only ones.
const test = withShippedContentCopy({ token: TOKEN }, (contentDir) => {
  dropAllLocalizations(contentDir);
  plantLocalization(contentDir, "posts", POST, {
    es: {
      ...dates,
      title: "Clamidia: síntomas, pruebas y tratamiento",
      slug: "clamidia",
      translationSource: "change-chlamydia-symptoms-testing-treatment-2",
      translationReviewedBy: "author-lucas-brennan",
      translationReviewedOn: "2026-11-26",
      translationReviewNote: "Revisión médica de la traducción.",
    },
  });
  const page = JSON.parse(readFileSync(join(contentDir, "pages", `${PAGE}.json`), "utf8")) as { updatedAt: string };
  plantLocalization(contentDir, "pages", PAGE, { es: { ...dates, title: "Quiénes somos", slug: "quienes-somos", translationSource: page.updatedAt } });
});

/** Published English posts and pages, read from the files themselves (not through the check's code). */
function publishedEnglish(): number {
  return ["posts", "pages"].reduce((count, folder) => {
    const files = readdirSync(join(test.contentDir, folder)).filter((file) => file.endsWith(".json"));
    return count + files.filter((file) => (JSON.parse(readFileSync(join(test.contentDir, folder, file), "utf8")) as { publishedAt: string | null }).publishedAt).length;
  }, 0);
}

const mutate = async (query: string) => {
  const answer = await graphql<Record<string, unknown>>(test.service, query, undefined, { token: TOKEN });
  expect(answer.body.errors).toBeUndefined();
  return answer;
};
const build = () => countTranslationsBehind({ contentApiUrl: `${test.service.url}/graphql`, contentApiToken: undefined });

describe("stale and missing translations", () => {
  it("lists translations made from the current English as up to date, and every other published English entry as missing", async () => {
    const report = translationReport(test.service.store, "es");
    expect(report.upToDate).toBe(2);
    expect(report.stale).toEqual([]);
    expect(report.missing).toHaveLength(publishedEnglish() - 2);
    expect(report.missing.map((entry) => entry.slug)).toContain("syphilis-stages-and-testing");
    expect(formatTranslationReport(report)).toMatch(new RegExp(`^Translations \\(es\\): 2 up to date, 0 stale, ${publishedEnglish() - 2} missing\\.\\nTranslated FAQs, planner rows, follow-ups, urgent boxes, facts, brands, promotions, product reviews, ranking criteria and menus: 0 up to date\\.\\nmissing     post `));
    expect(await build()).toEqual({ behind: 0, translated: 2 });
  });

  it("makes the Spanish stale when the English changes medically, in the check and in the build's count", async () => {
    await mutate(`mutation { updatePost(where: { slug: "${POST_SLUG}" }, data: { seo: { update: { lastReviewed: "${DAY}", reviewedBy: { connect: { slug: "lucas-brennan" } } } }, changeLog: { create: [{ date: "${DAY}", summary: "Planted change: treatment wording reviewed.", reviewedBy: { connect: { slug: "lucas-brennan" } } }] } }) { id } }`);
    await mutate(`mutation { updatePost(where: { slug: "${POST_SLUG}" }, data: { excerpt: "Chlamydia is a common bacterial STI that often has no symptoms; it is easy to test for and cured with antibiotics." }) { id } }`);
    await mutate(`mutation { publishPost(where: { slug: "${POST_SLUG}" }) { id } }`);
    await mutate(`mutation { updatePage(where: { slug: "about-us" }, data: { headerTwoText: "Who writes and reviews this site", seo: { update: { lastReviewed: "${DAY}", reviewedBy: { connect: { slug: "lucas-brennan" } } } } }) { id } }`);
    await mutate(`mutation { publishPage(where: { slug: "about-us" }) { id } }`);
    const report = translationReport(test.service.store, "es");
    expect(report.stale.map((entry) => `${entry.model} ${entry.slug}`)).toEqual(["post chlamydia-symptoms-testing-treatment", "page about-us"]);
    expect(report.stale[0].message).toMatch(new RegExp(`^English medical change ${DAY} \\(change-chlamydia-symptoms-testing-treatment-[0-9a-f]{8}: Planted change: treatment wording reviewed\\.\\); the translation was made from change-chlamydia-symptoms-testing-treatment-2$`));
    expect(formatTranslationReport(report)).toMatch(/^Translations \(es\): 0 up to date, 2 stale, \d+ missing\.\nTranslated FAQs, planner rows, follow-ups, urgent boxes, facts, brands, promotions, product reviews, ranking criteria and menus: 0 up to date\.\nstale       post chlamydia-symptoms-testing-treatment \(es: clamidia\)/);
    expect(await build()).toEqual({ behind: 2, translated: 2 });
  });

  it("clears a stale translation once a translation made from the new English is published", async () => {
    const { body } = await graphql<{ post: { changeLog: { id: string }[] } }>(test.service, `{ post(where: { slug: "${POST_SLUG}" }) { changeLog { id } } }`);
    const newest = body.data?.post.changeLog[0].id;
    await mutate(`mutation { updatePost(where: { slug: "${POST_SLUG}" }, data: { localizations: { update: [{ locale: es, data: { translationSource: "${newest}", translationReviewedOn: "${DAY}" } }] } }) { id } }`);
    await mutate(`mutation { publishPost(where: { slug: "${POST_SLUG}" }, locales: [es], publishBase: false) { id } }`);
    expect(translationReport(test.service.store, "es").stale.map((entry) => entry.slug)).toEqual(["about-us"]);
    expect(await build()).toEqual({ behind: 1, translated: 2 });
  });
});
