import { SiteLink } from "@/components/links/SiteLink";
import { chartAnchor, rankChart } from "@/lib/shared/content/comparison";
import type { Chart } from "@/lib/shared/content/types";
import { AffiliateDisclosure } from "./AffiliateDisclosure";
import { ComparisonTable } from "./ComparisonTable";
import { PromotionCard } from "./PromotionCard";

type ComparisonChartProps = {
  chart: Chart;
  title?: string;
  headingLevel?: 2 | 3;
  limit?: number;
  /** Where the whole ranking is, when this shows only its first rows. */
  fullComparison?: { href: string; label: string };
};

/**
 * A ranked comparison: disabled advertisers left out, best score first, disclosure before the
 * links. One ranking, shown as a table on wide screens and as stacked cards on phones (CSS
 * shows one of the two; the hidden one is display: none, so it is out of the accessibility tree).
 */
export function ComparisonChart({ chart, title, headingLevel = 2, limit, fullComparison }: ComparisonChartProps) {
  const ranked = rankChart(chart.promotions, limit);
  if (ranked.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const anchor = chartAnchor(chart.id);
  const headingId = `${anchor}-title`;
  const slot = `chart-${chart.id}`;
  return (
    <section className="chart" id={anchor} aria-labelledby={headingId}>
      <Heading id={headingId} className="chart__title">
        {title ?? chart.name}
      </Heading>
      <AffiliateDisclosure />
      <ComparisonTable ranked={ranked} slot={slot} />
      <ol className="chart__list">
        {ranked.map(({ promotion, rank }) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} rank={rank} slot={slot} headingLevel={headingLevel === 2 ? 3 : 4} />
          </li>
        ))}
      </ol>
      {fullComparison ? (
        <p className="chart__more">
          <SiteLink href={fullComparison.href}>{fullComparison.label}</SiteLink>
        </p>
      ) : null}
    </section>
  );
}
