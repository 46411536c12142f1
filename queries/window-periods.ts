import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

/** The test planner's rows, in the editors' order (at most 100: a handful of infections and tests), and what PEP or PrEP changes. */
export const WINDOW_PERIODS_QUERY = graphql(`
  query WindowPeriods {
    windowPeriods(orderBy: position_ASC, first: 100) {
      id
      infection
      testType
      earliestDays
      reliableDays
      note
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
    preventionFollowUps(orderBy: position_ASC, first: 20) {
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
    fact(where: { slug: "pep-start-limit" }) {
      value
      number
    }
  }
`);

/** The planner's data: its rows, what PEP and PrEP change, and the PEP time limit (one fact, stored once). */
export async function getPlannerData(source: ContentSource) {
  const { windowPeriods, preventionFollowUps, fact } = await source.request(WINDOW_PERIODS_QUERY, {});
  return { rows: windowPeriods, followUps: preventionFollowUps, pepLimitHours: fact?.number ?? null };
}

export type PlannerData = Awaited<ReturnType<typeof getPlannerData>>;
export type WindowPeriodRow = PlannerData["rows"][number];
export type PreventionFollowUpRow = PlannerData["followUps"][number];
