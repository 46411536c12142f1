import { SiteLink } from "@/components/links/SiteLink";
import { formatDisplayDate } from "@/lib/shared/content/date";
import type { ChangeLogEntry } from "@/lib/shared/content/types";
import { credentialOf } from "./Byline";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";

/** The article's change log, newest first: every medical review with what it changed and who reviewed it. */
export function ReviewHistory({ entries }: { entries: ChangeLogEntry[] }) {
  const routes = usePageRoutes();
  if (!entries.length) return null;
  return (
    <section className="article__history" aria-labelledby="article-history">
      <h2 id="article-history">Review history</h2>
      <ol reversed>
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.date}>{formatDisplayDate(entry.date)}</time>
            {": "}
            {entry.summary}
            {entry.reviewedBy ? (
              <>
                {" Reviewed by "}
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
