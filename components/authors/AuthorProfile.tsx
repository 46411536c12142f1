import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { ContentImage } from "@/components/media/ContentImage";
import type { LoadMorePostsProps } from "@/components/posts/LoadMorePosts";
import { PostGrid } from "@/components/posts/PostCard";
import { LISTING_PAGE_SIZE } from "@/lib/shared/listing/listing";
import { DEFAULT_LOCALE, type SiteLocale } from "@sti-aware/contract/routes";
import type { AuthorProps } from "@/lib/server/page-data/author";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import peopleMessages from "@/lib/shared/i18n/compiled/en/people";

/** Where the author's "Load more" continues (rendered after this view, see StaticPostList). */
export function authorLoadMore({ author, firstPage }: AuthorProps, locale: SiteLocale): LoadMorePostsProps {
  const list = locale === DEFAULT_LOCALE ? { kind: "author" as const, slug: author.slug } : { kind: "author" as const, slug: author.slug, locale };
  return { list, offset: firstPage.posts.length, pageSize: LISTING_PAGE_SIZE, hasMore: firstPage.pageInfo.hasNextPage };
}

/** What a reader checks before trusting a reviewer: qualifications, licence and financial ties. */
function AuthorCredentials({ author }: Pick<AuthorProps, "author">) {
  const { t } = useMessages(peopleMessages);
  const facts = [
    [t("credentials"), author.credentials],
    [t("licence"), author.licence],
    [t("conflicts"), author.conflictOfInterest],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (!facts.length) return null;
  return (
    <dl className="author__facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The author's profile and first posts (server-rendered inside StaticPostList). */
export function AuthorProfile({ author, firstPage, breadcrumbs }: AuthorProps) {
  const { t } = useMessages(peopleMessages);
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <header className="author">
        {author.picture ? (
          <ContentImage asset={author.picture} width={160} height={160} alt={t("portrait", { name: author.name })} className="author__picture" />
        ) : null}
        <div>
          <h1>{author.name}</h1>
          {author.title ? <p className="author__title">{author.title}</p> : null}
          {author.biography ? <p className="author__bio">{author.biography}</p> : null}
          <AuthorCredentials author={author} />
          {author.linkedin ? (
            <p>
              <LanguageMarkedLink href={author.linkedin} rel="noopener noreferrer me" target="_blank">
                {t("onLinkedin", { name: author.name })}
                <span className="visually-hidden">{t("newTab")}</span>
              </LanguageMarkedLink>
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="author-posts">
        <h2 id="author-posts">{t("articlesBy", { name: author.name })}</h2>
        {firstPage.posts.length ? <PostGrid posts={firstPage.posts} /> : <p>{t("noArticles")}</p>}
      </section>
    </>
  );
}
