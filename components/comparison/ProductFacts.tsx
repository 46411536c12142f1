import type { Promotion } from "@/lib/types";

/** The facts the comparison table has as columns, for the stacked cards phones show instead. */
export const PRODUCT_FACTS = [
  { key: "testsFor", label: "Tests for" },
  { key: "sampleType", label: "Sample" },
  { key: "resultsTime", label: "Results in" },
] as const;

export function ProductFacts({ promotion }: { promotion: Promotion }) {
  const facts = PRODUCT_FACTS.flatMap(({ key, label }) => {
    const value = promotion[key]?.trim();
    return value ? [{ label, value }] : [];
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
