import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import type { LoadMorePostsProps } from "@/components/posts/LoadMorePosts";
import { PostGrid } from "@/components/posts/PostCard";
import { LISTING_PAGE_SIZE } from "@/lib/shared/listing/listing";
import type { ListingProps } from "@/lib/server/page-data/listing";
import type { ListingPosition } from "./ListingPagination";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import listingMessages from "@/lib/shared/i18n/compiled/en/listing";
import { DEFAULT_LOCALE, type SiteLocale } from "@sti-aware/contract/routes";

/** What the listing's islands need in the browser: where "Load more" continues (none on the last page; in the page's language), and the page's position. */
export function listingIslands({ categoryPage, meta }: ListingProps & { meta: { locale: SiteLocale } }): { loadMore: LoadMorePostsProps | null; position: ListingPosition } {
  const { category, subCategory, currentPage, pagesCount } = categoryPage;
  return {
    loadMore:
      currentPage < pagesCount
        ? {
            // Props are JSON: no undefined values (a category listing has no sub-category).
            list: {
              kind: "category",
              category: category.slug,
              ...(subCategory ? { subCategory: subCategory.slug } : {}),
              ...(meta.locale === DEFAULT_LOCALE ? {} : { locale: meta.locale }),
            },
            offset: currentPage * LISTING_PAGE_SIZE,
            pageSize: LISTING_PAGE_SIZE,
            hasMore: true,
          }
        : null,
    position: { category: category.slug, subCategory: subCategory?.slug ?? null, currentPage, pagesCount },
  };
}

/** The listing's header and posts (server-rendered inside StaticPostList; pagination follows "Load more"). */
export function ListingView({ categoryPage, posts, breadcrumbs }: ListingProps) {
  const { t } = useMessages(listingMessages);
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <header className="listing__header">
        {/* The document title keeps the required "{title} page {n}" (docs/requirements.md, Routes and page shell); the visible heading is the name. */}
        <h1>{categoryPage.title || categoryPage.category.title}</h1>
        <p className="listing__page">
          {t("pageOf", { page: categoryPage.currentPage, pages: categoryPage.pagesCount })}
        </p>
        {categoryPage.description ? <p className="listing__description">{categoryPage.description}</p> : null}
      </header>
      {posts.length ? <PostGrid posts={posts} headingLevel={2} leadsPage /> : <p>{t("empty")}</p>}
    </>
  );
}
