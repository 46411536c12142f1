import Link from "next/link";
import { formatDisplayDate, toIsoDate } from "@/lib/date";
import type { Seo } from "@/lib/types";

export function DateLine({ label, value }: { label: string; value: string }) {
  return (
    <span className="article__date">
      {label} <time dateTime={toIsoDate(value)}>{formatDisplayDate(value)}</time>
    </span>
  );
}

/** "✓ Medically reviewed by {name} · Last reviewed {date}", from the entry's SEO record (articles and pages). */
export function MedicalReviewNote({ seo }: { seo: Seo | null }) {
  if (!seo?.reviewedBy && !seo?.lastReviewed) return null;
  return (
    <p className="article__review">
      <span aria-hidden="true">✓ </span>
      Medically reviewed
      {seo.reviewedBy ? (
        <>
          {" by "}
          <Link href={`/medical-team/${seo.reviewedBy.slug}`}>{seo.reviewedBy.name}</Link>
        </>
      ) : null}
      {seo.lastReviewed ? (
        <>
          {" · Last reviewed "}
          <time dateTime={seo.lastReviewed}>{formatDisplayDate(seo.lastReviewed)}</time>
        </>
      ) : null}
    </p>
  );
}
