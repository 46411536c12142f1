import { SiteLink } from "@/components/links/SiteLink";
import type { ChangeLogEntry } from "@/lib/shared/content/types";
import { credentialOf } from "./Byline";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";
import type { TranslationState } from "@/lib/server/page-data/translation";
import { TranslationHistoryEntry } from "./TranslationReview";

/**
 * The article's change log, newest first: every medical review with what it changed and who
 * reviewed it. On a translation, the translation's own review comes first, then the English ones.
 */
export function ReviewHistory({ entries, translation }: { entries: ChangeLogEntry[]; translation?: TranslationState | null }) {
  const { t, formatDate } = useMessages(articleMessages);
  const routes = usePageRoutes();
  if (!entries.length) return null;
  return (
    <section className="article__history" aria-labelledby="article-history">
      <h2 id="article-history">{t("history")}</h2>
      <TranslationHistoryEntry translation={translation} />
      {translation?.review ? <h3>{t("historyEnglish")}</h3> : null}
      <ol reversed>
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.date}>{formatDate(entry.date)}</time>
            {": "}
            {entry.summary}
            {entry.reviewedBy ? (
              <>
                {t("historyReviewedBy")}
                <SiteLink href={routes.path("author", { slug: entry.reviewedBy.slug })}>{entry.reviewedBy.name}</SiteLink>
                {credentialOf(entry.reviewedBy) ? `, ${credentialOf(entry.reviewedBy)}` : ""}.
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
