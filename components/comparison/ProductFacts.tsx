import { formatPrice } from "@/lib/shared/content/comparison";
import type { Promotion } from "@/lib/shared/content/types";

/** The facts the comparison table has as columns, for the stacked cards phones show instead. */
export const PRODUCT_FACTS: { key: string; label: string; value: (promotion: Promotion) => string | null }[] = [
  { key: "testsFor", label: "Tests for", value: (promotion) => promotion.testsFor?.trim() || null },
  { key: "sampleType", label: "Sample", value: (promotion) => promotion.sampleType?.trim() || null },
  { key: "resultsTime", label: "Results in", value: (promotion) => promotion.resultsTime?.trim() || null },
  { key: "price", label: "List price", value: (promotion) => formatPrice(promotion.priceUsd) },
];

export function ProductFacts({ promotion }: { promotion: Promotion }) {
  const facts = PRODUCT_FACTS.flatMap(({ label, value }) => {
    const shown = value(promotion);
    return shown ? [{ label, value: shown }] : [];
  });
  if (!facts.length) return null;
  return (
    <dl className="promotion__facts">
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
