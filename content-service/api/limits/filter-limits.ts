/**
 * Limits on filters (`where` arguments), checked before a query runs with its variables applied.
 * A filter costs per entry it is tested against, so its size multiplies with the data: the site's
 * own filters have at most 3 conditions, 2 levels of nesting and no string match, and these
 * limits leave room above that while keeping one request far from seconds of work.
 */
export const FILTER_LIMITS = {
  /** Conditions in all of a request's filters together; every item of an `_in`-style list counts. */
  conditions: 100,
  /** AND/OR/NOT groups and relation filters inside one another. */
  nesting: 4,
  /** `_search`, `_contains`, `_starts_with`, `_ends_with` and their `_not` forms, in all filters together. */
  stringMatches: 10,
  /** Characters of one string-match value. */
  needleLength: 100,
  /** Filter evaluations (entry × condition) while the request runs (see query-work.ts). */
  work: 1_000_000,
  /** Milliseconds a request may spend filtering, waiting for its turn included (see query-work.ts). */
  filterMs: 1_000,
  /** Cost (query-limits.ts) of each condition, and extra for each string match. */
  conditionCost: 1_000,
  stringMatchCost: 10_000,
} as const;

const STRING_MATCH = /(_contains|_starts_with|_ends_with)$/;
const GROUPS = new Set(["AND", "OR", "NOT"]);

export type FilterTally = { conditions: number; nesting: number; stringMatches: number; problems: string[] };

export const emptyTally = (): FilterTally => ({ conditions: 0, nesting: 0, stringMatches: 0, problems: [] });

const isStringMatch = (key: string) => key === "_search" || (STRING_MATCH.test(key) && !/_contains_(some|all|none)$/.test(key));

/** Adds one filter's conditions, nesting and string matches to the request's tally. */
export function tallyFilter(where: unknown, tally: FilterTally, depth = 1): void {
  if (typeof where !== "object" || where === null) return;
  tally.nesting = Math.max(tally.nesting, depth);
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (GROUPS.has(key) && Array.isArray(value)) {
      tally.conditions += 1;
      for (const clause of value) tallyFilter(clause, tally, depth + 1);
    } else if (Array.isArray(value)) {
      tally.conditions += Math.max(1, value.length);
    } else if (typeof value === "object" && value !== null) {
      // A relation filter counts by the conditions inside it (its depth is counted as nesting):
      // `{ deepLink: { name_in: [100 names] } }` is the 100 conditions the site sends, not 101.
      tallyFilter(value, tally, depth + 1);
    } else {
      tally.conditions += 1;
      if (isStringMatch(key)) {
        tally.stringMatches += 1;
        if (String(value).length > FILTER_LIMITS.needleLength) {
          tally.problems.push(`Filter value limit of ${FILTER_LIMITS.needleLength} characters exceeded for ${key}, found ${String(value).length}. Search for a shorter text.`);
        }
      }
    }
  }
}

/** The first limit a request's filters exceed, as the message the client sees, or null. */
export function filterProblem(tally: FilterTally): string | null {
  if (tally.problems.length) return tally.problems[0];
  if (tally.conditions > FILTER_LIMITS.conditions) {
    return `Filter condition limit of ${FILTER_LIMITS.conditions} exceeded, found ${tally.conditions}. Use fewer conditions (each item of an _in list counts).`;
  }
  if (tally.nesting > FILTER_LIMITS.nesting) {
    return `Filter nesting limit of ${FILTER_LIMITS.nesting} exceeded, found ${tally.nesting}. Nest fewer AND/OR/NOT groups and relation filters.`;
  }
  if (tally.stringMatches > FILTER_LIMITS.stringMatches) {
    return `String-match filter limit of ${FILTER_LIMITS.stringMatches} exceeded, found ${tally.stringMatches}. Use fewer _search, _contains, _starts_with and _ends_with conditions.`;
  }
  return null;
}

/** What a tally adds to a query's cost. */
export const filterCost = (tally: FilterTally) => tally.conditions * FILTER_LIMITS.conditionCost + tally.stringMatches * FILTER_LIMITS.stringMatchCost;
