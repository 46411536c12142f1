import { SiteLink } from "@/components/links/SiteLink";
import type { ChangeLogEntry } from "@/lib/shared/content/types";
import { credentialOf } from "./Byline";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";

/** The article's change log, newest first: every medical review with what it changed and who reviewed it. */
export function ReviewHistory({ entries }: { entries: ChangeLogEntry[] }) {
  const { t, formatDate } = useMessages(articleMessages);
  const routes = usePageRoutes();
  if (!entries.length) return null;
  return (
    <section className="article__history" aria-labelledby="article-history">
      <h2 id="article-history">{t("history")}</h2>
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
