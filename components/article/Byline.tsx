import { SiteLink } from "@/components/layout/SiteLink";
import { formatDisplayDate, toIsoDate } from "@/lib/date";
import type { AuthorSummary, Seo } from "@/lib/types";

/** "By {name}", linking to the writer's profile on the medical team (articles and pages). */
export function AuthorCredit({ author }: { author: AuthorSummary | null }) {
  if (!author) return null;
  return (
    <span className="article__author">
      By <SiteLink href={`/medical-team/${author.slug}`}>{author.name}</SiteLink>
    </span>
  );
}

export function DateLine({ label, value }: { label: string; value: string }) {
  return (
    <span className="article__date">
      {label} <time dateTime={toIsoDate(value)}>{formatDisplayDate(value)}</time>
    </span>
  );
}

/**
 * "✓ Medically reviewed by {name} · Last reviewed {date}", from the entry's SEO record (articles
 * and pages); `reviewDue` flags a review older than the policy allows.
 */
export function MedicalReviewNote({ seo, reviewDue = false }: { seo: Seo | null; reviewDue?: boolean }) {
  if (!seo?.reviewedBy && !seo?.lastReviewed) return null;
  return (
    <p className="article__review">
      <span aria-hidden="true">✓ </span>
      Medically reviewed
      {seo.reviewedBy ? (
        <>
          {" by "}
          <SiteLink href={`/medical-team/${seo.reviewedBy.slug}`}>{seo.reviewedBy.name}</SiteLink>
        </>
      ) : null}
      {seo.lastReviewed ? (
        <>
          {" · Last reviewed "}
          <time dateTime={seo.lastReviewed}>{formatDisplayDate(seo.lastReviewed)}</time>
        </>
      ) : null}
      {reviewDue ? <strong className="article__review-due"> · Review due: last medical review over 12 months ago</strong> : null}
    </p>
  );
}
