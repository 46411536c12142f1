import { formatScore, MAX_SCORE, productTitle, ribbonFor } from "@/lib/shared/content/comparison";
import type { Promotion } from "@/lib/shared/content/types";

export type RankOnPage = { rank: number; anchor: string };

/** A promotion the page's comparison already shows in full: a one-line pointer to it, not a second card. */
export function RankedProductMention({ promotion, rank, anchor }: { promotion: Promotion } & RankOnPage) {
  return (
    <p className="ranked-mention">
      <strong>
        #{rank} {productTitle(promotion)}
      </strong>
      <span> · our score {formatScore(promotion.score)}/{MAX_SCORE}</span>
      {ribbonFor(promotion) ? <span> · {ribbonFor(promotion)}</span> : null}{" "}
      <a href={`#${anchor}`}>See it in the comparison above</a>
    </p>
  );
}
