import { SiteLink } from "@/components/links/SiteLink";
import { toIsoDate } from "@/lib/shared/content/date";
import type { AuthorSummary, Reviewer as ReviewerData, Seo } from "@/lib/shared/content/types";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";

/** "By {name}", linking to the writer's profile on the medical team (articles and pages). */
export function AuthorCredit({ author }: { author: AuthorSummary | null }) {
  const { t } = useMessages(articleMessages);
  const routes = usePageRoutes();
  if (!author) return null;
  return (
    <span className="article__author">
      {t("by")} <SiteLink href={routes.path("author", { slug: author.slug })}>{author.name}</SiteLink>
    </span>
  );
}

export function DateLine({ label, value }: { label: string; value: string }) {
  const { formatDate } = useMessages(articleMessages);
  return (
    <span className="article__date">
      {label} <time dateTime={toIsoDate(value)}>{formatDate(value)}</time>
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
  const { t } = useMessages(articleMessages);
  const routes = usePageRoutes();
  if (!seo.reviewedBy) return null;
  const credential = credentialOf(seo.reviewedBy);
  return (
    <>
      {t("reviewedByName")}
      <SiteLink href={routes.path("author", { slug: seo.reviewedBy.slug })}>{seo.reviewedBy.name}</SiteLink>
      {credential ? `, ${credential}` : null}
    </>
  );
}

function ReviewDate({ seo }: { seo: Seo }) {
  const { t, formatDate } = useMessages(articleMessages);
  if (!seo.lastReviewed) return null;
  return (
    <>
      {t("reviewedOn")}
      <time dateTime={seo.lastReviewed}>{formatDate(seo.lastReviewed)}</time>
    </>
  );
}

/**
 * The medical review, from the entry's SEO record: "✓ Medically reviewed by {name, credential} on
 * {date}" while the review is within the site's review interval; past it, no tick, and the page
 * says plainly that the review is due, with the last review's date.
 */
export function MedicalReviewNote({ seo, reviewDue = false, intervalMonths = 12 }: { seo: Seo | null; reviewDue?: boolean; intervalMonths?: number }) {
  const { t } = useMessages(articleMessages);
  if (!seo?.reviewedBy && !seo?.lastReviewed) return null;
  if (reviewDue) {
    return (
      <p className="article__review article__review--due">
        <strong>{t("reviewDue")}</strong>
        {t("lastReviewed")}
        <Reviewer seo={seo} />
        <ReviewDate seo={seo} />
        {t("reviewDueAdvice", { months: intervalMonths })}
      </p>
    );
  }
  return (
    <p className="article__review">
      <span aria-hidden="true">{t("reviewedMark")}</span>
      {t("medicallyReviewed")}
      <Reviewer seo={seo} />
      <ReviewDate seo={seo} />
    </p>
  );
}
