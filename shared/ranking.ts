/**
 * How the comparison ranks products, shared by the site (cards, the "How we rank" page) and the
 * editors' check: a score is the weighted mean of a product's ratings on the published criteria,
 * and a ribbon that claims a measurable fact is shown only when that fact is recorded.
 */

export type Rating = { criterion: { id: string; weight: number } | null; rating: number };

/** Weighted mean of the ratings (0–10) by each criterion's weight, to one decimal; null without ratings. */
export function weightedScore(ratings: readonly Rating[]): number | null {
  const rated = ratings.filter((entry): entry is { criterion: { id: string; weight: number }; rating: number } => Boolean(entry.criterion));
  const weights = rated.reduce((sum, entry) => sum + entry.criterion.weight, 0);
  if (!weights) return null;
  const total = rated.reduce((sum, entry) => sum + entry.criterion.weight * entry.rating, 0);
  // Round half up on the decimal, away from binary noise (7.15 stays 7.2).
  return Math.round((total / weights) * 10 + 1e-9) / 10;
}

export type RibbonFacts = { priceUsd?: number | null; infectionsTested?: number | null; resultsDaysMax?: number | null };

/**
 * Ribbons that claim a measurable fact, with the recorded fields the claim needs; by name in each
 * language (a ribbon is localized: the Spanish names are those the Spanish ranking page explains).
 */
export const RIBBON_EVIDENCE: Record<string, (keyof RibbonFacts)[]> = {
  "Best value": ["priceUsd", "infectionsTested"],
  "Fastest results": ["resultsDaysMax"],
  "Mejor precio": ["priceUsd", "infectionsTested"],
  "Resultados más rápidos": ["resultsDaysMax"],
};

/** The ribbon as readers may see it: null when it claims a fact the product has no record of. */
export function supportedRibbon(ribbon: string | null | undefined, facts: RibbonFacts): string | null {
  const name = ribbon?.trim();
  if (!name) return null;
  const needed = RIBBON_EVIDENCE[name] ?? [];
  return needed.every((field) => typeof facts[field] === "number" && Number(facts[field]) > 0) ? name : null;
}

/** The list price per infection tested, the figure "Best value" compares; null when either is unknown. */
export function pricePerInfection(facts: RibbonFacts): number | null {
  return facts.priceUsd != null && facts.infectionsTested ? facts.priceUsd / facts.infectionsTested : null;
}
