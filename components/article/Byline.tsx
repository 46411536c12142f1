import { SiteLink } from "@/components/links/SiteLink";
import { formatDisplayDate, toIsoDate } from "@/lib/shared/content/date";
import type { AuthorSummary, Reviewer as ReviewerData, Seo } from "@/lib/shared/content/types";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";

/** "By {name}", linking to the writer's profile on the medical team (articles and pages). */
export function AuthorCredit({ author }: { author: AuthorSummary | null }) {
  const routes = usePageRoutes();
  if (!author) return null;
  return (
    <span className="article__author">
      By <SiteLink href={routes.path("author", { slug: author.slug })}>{author.name}</SiteLink>
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
 * A reviewer's credential as a byline names it: the degree before any detail ("MD; board
 * certification …" → "MD"), or nothing when the name already carries it ("Dr. Amara Okafor, MD").
 */
export function credentialOf(reviewer: ReviewerData): string {
  const credential = (reviewer.credentials ?? "").split(";")[0].trim();
  const named = reviewer.name.split(",").slice(1).map((part) => part.trim());
  return credential && !named.includes(credential) ? credential : "";
}

function Reviewer({ seo }: { seo: Seo }) {
  const routes = usePageRoutes();
  if (!seo.reviewedBy) return null;
  const credential = credentialOf(seo.reviewedBy);
  return (
    <>
      {" by "}
      <SiteLink href={routes.path("author", { slug: seo.reviewedBy.slug })}>{seo.reviewedBy.name}</SiteLink>
      {credential ? `, ${credential}` : null}
    </>
  );
}

function ReviewDate({ seo }: { seo: Seo }) {
  if (!seo.lastReviewed) return null;
  return (
    <>
      {" on "}
      <time dateTime={seo.lastReviewed}>{formatDisplayDate(seo.lastReviewed)}</time>
    </>
  );
}

/**
 * The medical review, from the entry's SEO record: "✓ Medically reviewed by {name, credential} on
 * {date}" while the review is within the site's review interval; past it, no tick, and the page
 * says plainly that the review is due, with the last review's date.
 */
export function MedicalReviewNote({ seo, reviewDue = false, intervalMonths = 12 }: { seo: Seo | null; reviewDue?: boolean; intervalMonths?: number }) {
  if (!seo?.reviewedBy && !seo?.lastReviewed) return null;
  if (reviewDue) {
    return (
      <p className="article__review article__review--due">
        <strong>Medical review due.</strong> Last medically reviewed
        <Reviewer seo={seo} />
        <ReviewDate seo={seo} />, more than {intervalMonths} months ago: guidance may have changed since. Check with a clinician before
        acting on it.
      </p>
    );
  }
  return (
    <p className="article__review">
      <span aria-hidden="true">✓ </span>
      Medically reviewed
      <Reviewer seo={seo} />
      <ReviewDate seo={seo} />
    </p>
  );
}
