import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { LoadMorePosts } from "@/components/posts/LoadMorePosts";
import { PostGrid } from "@/components/posts/PostCard";
import { LISTING_PAGE_SIZE, listingPath } from "@/lib/listing";
import type { ListingProps } from "@/lib/page-data/listing";
import { Pagination } from "./Pagination";

export function ListingView({ categoryPage, posts, breadcrumbs }: ListingProps) {
  const { category, subCategory, currentPage, pagesCount } = categoryPage;
  const hrefFor = (page: number) => listingPath(category.slug, subCategory?.slug ?? null, page);
  return (
    <div className="container">
      <Breadcrumbs items={breadcrumbs} />
      <header className="listing__header">
        {/* The document title keeps SPEC §2's "{title} page {n}"; the visible heading is the name. */}
        <h1>{categoryPage.title || category.title}</h1>
        <p className="listing__page">
          Page {currentPage} of {pagesCount}
        </p>
        {categoryPage.description ? <p className="listing__description">{categoryPage.description}</p> : null}
      </header>
      {posts.length ? <PostGrid posts={posts} headingLevel={2} leadsPage /> : <p>No articles here yet.</p>}
      {currentPage < pagesCount ? (
        <LoadMorePosts
          list={{ kind: "category", category: category.slug, subCategory: subCategory?.slug }}
          offset={currentPage * LISTING_PAGE_SIZE}
          pageSize={LISTING_PAGE_SIZE}
          hasMore
        />
      ) : null}
      <Pagination currentPage={currentPage} pagesCount={pagesCount} hrefFor={hrefFor} />
    </div>
  );
}
