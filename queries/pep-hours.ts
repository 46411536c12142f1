import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

/**
 * The PEP time limits every page's footer states, from the CMS's facts: the ideal start
 * (`pep-start-timing`, 24 hours) and the latest (`pep-start-limit`, 72 hours), as numbers the
 * footer words in the page's language.
 */
export const PEP_HOURS_QUERY = graphql(`
  query PepHours {
    ideal: fact(where: { slug: "pep-start-timing" }) {
      number
    }
    limit: fact(where: { slug: "pep-start-limit" }) {
      number
    }
  }
`);

/** PEP's time limits in hours: ideally within `ideal`, no later than `limit`. */
export type PepHours = { ideal: number; limit: number };

/** The facts' hours, or the fallbacks (CDC's 24 and 72) for a fact the CMS does not hold. */
export async function getPepHours(source: ContentSource, fallback: PepHours): Promise<PepHours> {
  const { ideal, limit } = await source.request(PEP_HOURS_QUERY, {});
  return { ideal: ideal?.number ?? fallback.ideal, limit: limit?.number ?? fallback.limit };
}
