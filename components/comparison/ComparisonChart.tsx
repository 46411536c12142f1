import { SiteLink } from "@/components/links/SiteLink";
import { chartAnchor, rankChart } from "@/lib/shared/content/comparison";
import type { Chart } from "@/lib/shared/content/types";
import { AffiliateDisclosure } from "./AffiliateDisclosure";
import { ComparisonTable } from "./ComparisonTable";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

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
 * links. One ranking, one table: a table on wide screens, each row a stacked card on phones (CSS,
 * styles/features/comparison.css). The page used to carry the ranking twice, a table and a list of
 * cards, one of them hidden by CSS at any width: twice the markup for what a visitor sees once.
 * The demonstration's brands are fictional, and the chart says so where they are compared.
 */
export function ComparisonChart({ chart, title, headingLevel = 2, limit, fullComparison }: ComparisonChartProps) {
  const { t } = useMessages(comparisonMessages);
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
      <p className="chart__demo">{t("demoBrands")}</p>
      <ComparisonTable ranked={ranked} slot={slot} />
      {fullComparison ? (
        <p className="chart__more">
          <SiteLink href={fullComparison.href}>{fullComparison.label}</SiteLink>
        </p>
      ) : null}
    </section>
  );
}
