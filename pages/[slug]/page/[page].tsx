import { ListingPagination, type ListingPosition } from "@/components/listing/ListingPagination";
import { ListingView, listingIslands } from "@/components/listing/ListingView";
import { StaticPostList, type LoadMoreIsland } from "@/components/posts/StaticPostList";
import { loadListing } from "@/lib/server/page-data/listing";
import { categoryListingPaths } from "@/lib/server/page-data/paths";
import { staticHtmlProps, type StaticHtmlProps } from "@/lib/server/page-data/static-html";

// /{category}/page/{n}: the [slug] segment is the category (see pages/[slug].tsx).
export const getStaticPaths = categoryListingPaths;
// Header and posts are server HTML (not hydrated); "Load more" and the pagination are the islands.
export const getStaticProps = staticHtmlProps(loadListing, (props) => <ListingView {...props} />, listingIslands);

export default function CategoryListingPage({ html, loadMore, position }: StaticHtmlProps & LoadMoreIsland & { position: ListingPosition }) {
  return (
    <StaticPostList html={html} loadMore={loadMore}>
      <ListingPagination {...position} />
    </StaticPostList>
  );
}
