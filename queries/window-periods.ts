import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { Locale } from "./generated/graphql";

/**
 * The test planner's rows, in the editors' order (at most 100: a handful of infections and tests),
 * what PEP or PrEP changes, and the two articles its "what to do now" box links (by their English
 * slugs, with every language's version, so a Spanish planner links their Spanish versions).
 */
export const WINDOW_PERIODS_QUERY = graphql(`
  query WindowPeriods($locales: [Locale!]! = [en], $factSlugs: [String!]!) {
    windowPeriods(orderBy: position_ASC, first: 100, locales: $locales) {
      id
      infection
      testType
      earliestDays
      reliableDays
      note
      translationSource
      englishUpdatedAt: updatedAt(variation: BASE)
      sourceTitle
      sourcePublisher
      sourceUrl
      lastReviewed
      reviewedBy {
        name
        slug
      }
      finalTest {
        id
        testType
        reliableDays
      }
    }
    preventionFollowUps(orderBy: position_ASC, first: 20, locales: $locales) {
      id
      prevention
      label
      advice
      finalDays
      finalTest
      sourceTitle
      sourcePublisher
      sourceUrl
      sourceDate
      lastReviewed
      reviewedBy {
        name
      }
      windowPeriods {
        id
      }
    }
    facts(where: { slug_in: $factSlugs }, first: 20) {
      slug
      value
      number
      sourceTitle
      sourcePublisher
      sourceUrl
    }
    pepArticle: post(where: { slug: "pep-after-hiv-exposure" }, locales: [en]) {
      ...PostLanguagesFields
    }
    urgentCareArticle: post(where: { slug: "when-to-seek-urgent-sexual-health-care" }, locales: [en]) {
      ...PostLanguagesFields
    }
  }
`);

/** The planner's data: its rows, what PEP and PrEP change, and the time limits of "what to do now" (facts, each stored once). */
/** `locales`: Hygraph's fallback order (a row without a translation still shows, in English: no test is ever left out). */
/** `factSlugs`: the facts the planner reads (its time limits). */
export async function getPlannerData(source: ContentSource, factSlugs: string[], locales: Locale[] = ["en"]) {
  const { windowPeriods, preventionFollowUps, facts, pepArticle, urgentCareArticle } = await source.request(WINDOW_PERIODS_QUERY, { locales, factSlugs });
  return {
    rows: windowPeriods,
    followUps: preventionFollowUps,
    facts,
    articles: { pep: pepArticle?.localizations ?? [], urgentCare: urgentCareArticle?.localizations ?? [] },
  };
}

export type PlannerData = Awaited<ReturnType<typeof getPlannerData>>;
export type WindowPeriodRow = PlannerData["rows"][number];
export type PreventionFollowUpRow = PlannerData["followUps"][number];
