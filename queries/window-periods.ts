import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

/** The test planner's rows, in the editors' order (at most 100: a handful of infections and tests). */
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
    }
  }
`);

export async function getWindowPeriods(source: ContentSource) {
  return (await source.request(WINDOW_PERIODS_QUERY, {})).windowPeriods;
}

export type WindowPeriodRow = Awaited<ReturnType<typeof getWindowPeriods>>[number];
