import type { Promotion } from "@/lib/shared/content/types";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";
import type { MessageKey } from "@/lib/shared/i18n/catalogue";
import { formatPrice } from "@/lib/shared/i18n/formats";
import type { Locale } from "@/lib/shared/i18n/locales";

/** The facts the comparison table has as columns, for the stacked cards phones show instead. */
export const PRODUCT_FACTS: { key: string; label: MessageKey<"comparison">; value: (promotion: Promotion, locale: Locale) => string | null }[] = [
  { key: "testsFor", label: "testsFor", value: (promotion) => promotion.testsFor?.trim() || null },
  { key: "sampleType", label: "sample", value: (promotion) => promotion.sampleType?.trim() || null },
  { key: "resultsTime", label: "resultsIn", value: (promotion) => promotion.resultsTime?.trim() || null },
  { key: "price", label: "listPrice", value: (promotion, locale) => formatPrice(promotion.priceUsd, locale) },
];

export function ProductFacts({ promotion }: { promotion: Promotion }) {
  const { t, locale } = useMessages(comparisonMessages);
  const facts = PRODUCT_FACTS.flatMap(({ label, value }) => {
    const shown = value(promotion, locale);
    return shown ? [{ label: t(label), value: shown }] : [];
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
