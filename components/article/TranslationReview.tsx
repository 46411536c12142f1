import type { TranslationState } from "@/lib/server/page-data/translation";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";
import { ReviewDate, Reviewer } from "./Byline";

/**
 * A translation's own review line, before the English review it follows: "✓ Translation medically
 * reviewed by {name} on {date}" (its note, often a paragraph, is in the review history). When the English changed after the translation, no tick:
 * the line says the translation is behind, as the notice at the top does.
 */
export function TranslationReviewNote({ translation }: { translation: TranslationState | null | undefined }) {
  const { t } = useMessages(articleMessages);
  const review = translation?.review;
  if (!review) return null;
  const behind = Boolean(translation.behind);
  return (
    <p className={behind ? "article__review article__review--due" : "article__review"}>
      {behind ? <strong>{t("translationNoticeTitle")}. </strong> : <span aria-hidden="true">{t("reviewedMark")}</span>}
      {t("translationReviewed")}
      <Reviewer reviewer={review.reviewer} />
      <ReviewDate date={review.reviewedOn} />
    </p>
  );
}

/** The translation's review as the first entry of the review history, above the English reviews. */
export function TranslationHistoryEntry({ translation }: { translation: TranslationState | null | undefined }) {
  const { t, formatDate } = useMessages(articleMessages);
  const review = translation?.review;
  if (!review) return null;
  return (
    <p className="article__history-translation">
      <strong>{t("historyTranslation")}</strong>
      {review.reviewedOn ? (
        <>
          {" "}
          <time dateTime={review.reviewedOn}>{formatDate(review.reviewedOn)}</time>
        </>
      ) : null}
      {review.note ? `: ${review.note}` : null}
      <Reviewer reviewer={review.reviewer} />.
    </p>
  );
}
