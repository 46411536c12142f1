import { SiteLink } from "@/components/links/SiteLink";
import { promotionImpressionMarker } from "@/lib/shared/telemetry/markers";
import { couponFor, MAX_SCORE, ribbonFor, type RankedPromotion } from "@/lib/shared/content/comparison";
import { ProductName, PromotionCallToAction } from "./PromotionCard";
import { formatScore } from "@/lib/shared/i18n/formats";
import { PRODUCT_FACTS } from "./ProductFacts";
import { useSitePage } from "@/lib/shared/content/site-pages-context";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

function ComparisonRow({ promotion, rank, slot }: RankedPromotion & { slot: string }) {
  const { t, locale } = useMessages(comparisonMessages);
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
      <td className="chart-table__score" data-label={t("ourScore")}>
        {/* One box: on a phone the cell is a grid of its label and its value. */}
        <span>
          <strong>{formatScore(promotion.score, locale)}</strong>
          <span className="score__max">/{MAX_SCORE}</span>
        </span>
      </td>
      {PRODUCT_FACTS.map(({ key, label, value }) => (
        <td key={key} data-label={t(label)}>
          {value(promotion, locale) ?? "—"}
        </td>
      ))}
      <td data-label={t("offer")}>{couponFor(promotion) ?? "—"}</td>
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
  const { t } = useMessages(comparisonMessages);
  const methodPage = useSitePage("howWeRank");
  return (
    <div className="chart-table">
      <table>
        <caption>
          {t("caption")}
          <SiteLink href={methodPage}>{t("captionLink")}</SiteLink>
          {t("captionRest")}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("rank")}</th>
            <th scope="col">{t("product")}</th>
            <th scope="col">{t("ourScore")}</th>
            {PRODUCT_FACTS.map(({ key, label }) => (
              <th key={key} scope="col">
                {t(label)}
              </th>
            ))}
            <th scope="col">{t("offer")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("order")}</span>
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
