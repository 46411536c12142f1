import { rankPromotions } from "@/lib/comparison";
import type { Chart } from "@/lib/types";
import { AffiliateDisclosure } from "./AffiliateDisclosure";
import { PromotionCard } from "./PromotionCard";

type ComparisonChartProps = { chart: Chart; title?: string; headingLevel?: 2 | 3; limit?: number };

/** A ranked comparison: disabled advertisers left out, best score first, disclosure before the links. */
export function ComparisonChart({ chart, title, headingLevel = 2, limit }: ComparisonChartProps) {
  const ranked = rankPromotions(chart.promotions).slice(0, limit);
  if (ranked.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const headingId = `chart-${chart.id}`;
  return (
    <section className="chart" aria-labelledby={headingId}>
      <Heading id={headingId} className="chart__title">
        {title ?? chart.name}
      </Heading>
      <AffiliateDisclosure />
      <ol className="chart__list">
        {ranked.map((promotion, index) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} rank={index + 1} slot={`chart-${chart.id}`} headingLevel={headingLevel === 2 ? 3 : 4} />
          </li>
        ))}
      </ol>
    </section>
  );
}
