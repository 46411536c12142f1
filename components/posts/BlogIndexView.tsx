import { SiteLink } from "@/components/links/SiteLink";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";

import { LISTING_PAGE_SIZE } from "@/lib/shared/listing/listing";
import type { BlogIndexProps } from "@/lib/server/page-data/blog-index";
import type { LoadMorePostsProps } from "./LoadMorePosts";
import { PostGrid } from "./PostCard";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { DEFAULT_LOCALE, type SiteLocale } from "@sti-aware/contract/routes";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import listingMessages from "@/lib/shared/i18n/compiled/en/listing";

/** Where the blog's "Load more" continues (rendered after this view, see StaticPostList). */
export function blogIndexLoadMore({ firstPage }: BlogIndexProps, locale: SiteLocale): LoadMorePostsProps {
  const list = locale === DEFAULT_LOCALE ? { kind: "category" as const } : { kind: "category" as const, locale };
  return { list, offset: firstPage.posts.length, pageSize: LISTING_PAGE_SIZE, hasMore: firstPage.pageInfo.hasNextPage };
}

/** The blog index's header and first posts (server-rendered inside StaticPostList). */
export function BlogIndexView({ firstPage, categories, breadcrumbs }: BlogIndexProps) {
  const { t } = useMessages(listingMessages);
  const routes = usePageRoutes();
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <header className="listing__header">
        <h1>{t("blog")}</h1>
        <p className="listing__description">{t("blogDescription", { count: firstPage.count })}</p>
      </header>
      <nav aria-label={t("categories")} className="category-nav">
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <SiteLink href={routes.listing(category.slug, null, 1)}>{category.title}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <PostGrid posts={firstPage.posts} headingLevel={2} leadsPage />
    </>
  );
}
