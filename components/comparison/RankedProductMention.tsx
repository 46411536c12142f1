import { MAX_SCORE, productTitle, ribbonFor } from "@/lib/shared/content/comparison";
import type { Promotion } from "@/lib/shared/content/types";
import { formatScore } from "@/lib/shared/i18n/formats";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

export type RankOnPage = { rank: number; anchor: string };

/** A promotion the page's comparison already shows in full: a one-line pointer to it, not a second card. */
export function RankedProductMention({ promotion, rank, anchor }: { promotion: Promotion } & RankOnPage) {
  const { t, locale } = useMessages(comparisonMessages);
  return (
    <p className="ranked-mention">
      <strong>
        #{rank} {productTitle(promotion)}
      </strong>
      <span>{t("mentionScore", { score: formatScore(promotion.score, locale), max: String(MAX_SCORE) })}</span>
      {ribbonFor(promotion) ? <span> · {ribbonFor(promotion)}</span> : null}{" "}
      <a href={`#${anchor}`}>{t("mentionLink")}</a>
    </p>
  );
}
