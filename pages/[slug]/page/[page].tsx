import { ListingView } from "@/components/listing/ListingView";
import { loadListing, type ListingProps } from "@/lib/page-data/listing";
import { categoryListingPaths } from "@/lib/page-data/paths";
import { staticProps, type ShellProps } from "@/lib/page-data/static-props";

// /{category}/page/{n}: the [slug] segment is the category (see pages/[slug].tsx).
export const getStaticPaths = categoryListingPaths;
export const getStaticProps = staticProps(loadListing);

export default function CategoryListingPage({ categoryPage, posts, breadcrumbs }: ShellProps & ListingProps) {
  return <ListingView categoryPage={categoryPage} posts={posts} breadcrumbs={breadcrumbs} />;
}
