import { pricePerInfection, weightedScore } from "@sti-aware/contract/ranking";
import { MAX_SCORE, productTitle, ribbonFor } from "@/lib/shared/content/comparison";
import type { RankingMethod } from "@/lib/shared/content/types";
import { formatPercent, formatPrice, formatScore } from "@/lib/shared/i18n/formats";
import type { Locale } from "@/lib/shared/i18n/locales";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

type MethodProduct = RankingMethod["promotions"][number];

/** A product's rating on one criterion, as a table cell. */
function ratingOn(product: MethodProduct, criterionId: string, locale: Locale): string {
  const found = product.ratings.find((entry) => entry.criterion?.id === criterionId);
  return found ? formatScore(found.rating, locale) : "—";
}

type Criterion = RankingMethod["rankingCriteria"][number];

/** The criteria with their weights and what each checks. */
function CriteriaTable({ criteria }: { criteria: Criterion[] }) {
  const { t, locale } = useMessages(comparisonMessages);
  return (
    <div className="ranking-method__scroll" tabIndex={0} role="region" aria-labelledby="ranking-criteria">
      <table>
        <thead>
          <tr>
            <th scope="col">{t("criterion")}</th>
            <th scope="col">{t("weight")}</th>
            <th scope="col">{t("whatWeCheck")}</th>
          </tr>
        </thead>
        <tbody>
          {criteria.map((criterion) => (
            <tr key={criterion.id}>
              <th scope="row">{criterion.name}</th>
              <td>{formatPercent(criterion.weight, locale)}</td>
              <td>{criterion.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each product's ratings, the score they make, and the facts a ribbon may rest on with the day they were checked. */
function ProductRatingsTable({ criteria, products }: { criteria: Criterion[]; products: MethodProduct[] }) {
  const { t, formatDate, locale } = useMessages(comparisonMessages);
  return (
    <div className="ranking-method__scroll" tabIndex={0} role="region" aria-labelledby="ranking-products">
      <table className="ranking-method__products">
        <thead>
          <tr>
            <th scope="col">{t("product")}</th>
            {criteria.map((criterion) => (
              <th key={criterion.id} scope="col">
                {criterion.name} ({formatPercent(criterion.weight, locale)})
              </th>
            ))}
            <th scope="col">{t("score")}</th>
            <th scope="col">{t("listPrice")}</th>
            <th scope="col">{t("perInfection")}</th>
            <th scope="col">{t("resultsIn")}</th>
            <th scope="col">{t("factsChecked")}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const score = weightedScore(product.ratings);
            const perInfection = pricePerInfection(product);
            const ribbon = ribbonFor(product);
            return (
              <tr key={product.id}>
                <th scope="row">
                  {productTitle(product)}
                  {ribbon ? <span className="chart-table__ribbon">{ribbon}</span> : null}
                </th>
                {criteria.map((criterion) => (
                  <td key={criterion.id}>{ratingOn(product, criterion.id, locale)}</td>
                ))}
                <td>
                  <strong>{score === null ? "—" : formatScore(score, locale)}</strong>
                </td>
                <td>{formatPrice(product.priceUsd, locale) ?? "—"}</td>
                <td>{perInfection === null ? "—" : formatPrice(Math.round(perInfection * 100) / 100, locale)}</td>
                <td>{product.resultsTime?.trim() || "—"}</td>
                <td>{product.factsVerifiedOn ? <time dateTime={product.factsVerifiedOn}>{formatDate(product.factsVerifiedOn)}</time> : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The published method behind every score: the criteria with their weights, then each product's
 * ratings, the score they make, and the facts a ribbon may rest on with the day they were checked.
 * The score column is computed here from the ratings, so a reader sees the same arithmetic.
 */
export function RankingMethodTables({ method }: { method: RankingMethod }) {
  const { t } = useMessages(comparisonMessages);
  const criteria = method.rankingCriteria;
  const products = method.promotions.filter((product) => product.ratings.length && product.advertiser && !product.advertiser.isDisabled);
  return (
    <section className="ranking-method">
      <h2 id="ranking-criteria">{t("criteriaTitle")}</h2>
      <CriteriaTable criteria={criteria} />
      <p>{t("scoreMethod", { max: String(MAX_SCORE) })}</p>
      <h2 id="ranking-products">{t("productsTitle")}</h2>
      <ProductRatingsTable criteria={criteria} products={products} />
    </section>
  );
}
