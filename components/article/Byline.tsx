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
 * certification …" → "MD"), or nothing when the name already carries it ("Dr. Amara Okafor, MD"), in any
 * language.
 */
export function credentialOf(reviewer: ReviewerData): string {
  const credential = (reviewer.credentials ?? "").split(";")[0].trim();
  // A translation explains the degree in brackets ("PharmD (doctora en farmacia)"): the degree is what the name may carry.
  const degree = credential.split(" (")[0].trim();
  const named = reviewer.name.split(",").slice(1).map((part) => part.trim());
  return credential && !named.includes(degree) ? credential : "";
}

/** " by {name, credential}", linking to the reviewer's profile. */
export function Reviewer({ reviewer }: { reviewer: ReviewerData | null }) {
  const { t } = useMessages(articleMessages);
  const routes = usePageRoutes();
  if (!reviewer) return null;
  const credential = credentialOf(reviewer);
  return (
    <>
      {t("reviewedByName")}
      <SiteLink href={routes.path("author", { slug: reviewer.slug })}>{reviewer.name}</SiteLink>
      {credential ? `, ${credential}` : null}
    </>
  );
}

/** " on {date}". */
export function ReviewDate({ date }: { date: string | null }) {
  const { t, formatDate } = useMessages(articleMessages);
  if (!date) return null;
  return (
    <>
      {t("reviewedOn")}
      <time dateTime={date}>{formatDate(date)}</time>
    </>
  );
}

/**
 * The medical review, from the entry's SEO record: "✓ Medically reviewed by {name, credential} on
 * {date}" while the review is within the site's review interval; past it, no tick, and the page
 * says plainly that the review is due, with the last review's date. `ofOriginal`: on a translation,
 * the English review the translation follows, said as such after the translation's own review.
 */
export function MedicalReviewNote({ seo, reviewDue = false, intervalMonths = 12, ofOriginal = false }: { seo: Seo | null; reviewDue?: boolean; intervalMonths?: number; ofOriginal?: boolean }) {
  const { t } = useMessages(articleMessages);
  if (!seo?.reviewedBy && !seo?.lastReviewed) return null;
  if (reviewDue) {
    return (
      <p className="article__review article__review--due">
        <strong>{t("reviewDue")}</strong>
        {t("lastReviewed")}
        <Reviewer reviewer={seo.reviewedBy} />
        <ReviewDate date={seo.lastReviewed} />
        {t("reviewDueAdvice", { months: intervalMonths })}
      </p>
    );
  }
  return (
    <p className="article__review">
      <span aria-hidden="true">{t("reviewedMark")}</span>
      {ofOriginal ? t("englishReviewed") : t("medicallyReviewed")}
      <Reviewer reviewer={seo.reviewedBy} />
      <ReviewDate date={seo.lastReviewed} />
    </p>
  );
}
