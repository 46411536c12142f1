import { SiteLink } from "@/components/links/SiteLink";
import { promotionImpressionMarker } from "@/lib/shared/telemetry/markers";
import { couponFor, formatScore, MAX_SCORE, ribbonFor, type RankedPromotion } from "@/lib/shared/content/comparison";
import { ProductName, PromotionCallToAction } from "./PromotionCard";
import { PRODUCT_FACTS } from "./ProductFacts";

function ComparisonRow({ promotion, rank, slot }: RankedPromotion & { slot: string }) {
  const advertiser = promotion.advertiser;
  const creativeSlot = `${slot}-${rank}`;
  const ribbon = ribbonFor(promotion);
  return (
    <tr {...promotionImpressionMarker({ id: promotion.id, name: advertiser?.name ?? promotion.slug, slot: creativeSlot })}>
      <td className="chart-table__rank">#{rank}</td>
      <th scope="row" className="chart-table__product product-name">
        <ProductName promotion={promotion} />
        {ribbon ? <span className="chart-table__ribbon">{ribbon}</span> : null}
      </th>
      <td className="chart-table__score" data-label="Our score">
        {/* One box: on a phone the cell is a grid of its label and its value. */}
        <span>
          <strong>{formatScore(promotion.score)}</strong>
          <span className="score__max">/{MAX_SCORE}</span>
        </span>
      </td>
      {PRODUCT_FACTS.map(({ key, label, value }) => (
        <td key={key} data-label={label}>
          {value(promotion) ?? "—"}
        </td>
      ))}
      <td data-label="Offer">{couponFor(promotion) ?? "—"}</td>
      <td className="chart-table__order">
        <PromotionCallToAction promotion={promotion} slot={slot} creativeSlot={creativeSlot} className="button button--cta chart-table__cta" />
      </td>
    </tr>
  );
}

/**
 * The ranking as a real table, one row per product, with column and row headers. Phones show each
 * row as a card, its cells labelled from data-label (the column headers are then read, not seen).
 */
export function ComparisonTable({ ranked, slot }: { ranked: RankedPromotion[]; slot: string }) {
  return (
    <div className="chart-table">
      <table>
        <caption>
          Ranked by our score (<SiteLink href="/how-we-rank">how we rank</SiteLink>). What each product tests for, its sample, its time to results and its list price are as stated by the brand when we last checked.
        </caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Product</th>
            <th scope="col">Our score</th>
            {PRODUCT_FACTS.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">Offer</th>
            <th scope="col">
              <span className="visually-hidden">Order</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ranked.map(({ promotion, rank }) => (
            <ComparisonRow key={promotion.id} promotion={promotion} rank={rank} slot={slot} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
