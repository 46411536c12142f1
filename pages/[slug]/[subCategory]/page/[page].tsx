import { ListingView } from "@/components/listing/ListingView";
import { loadListing, type ListingProps } from "@/lib/page-data/listing";
import { subCategoryListingPaths } from "@/lib/page-data/paths";
import { staticProps, type ShellProps } from "@/lib/page-data/static-props";

// /{category}/{subCategory}/page/{n}: the [slug] segment is the category.
export const getStaticPaths = subCategoryListingPaths;
export const getStaticProps = staticProps(loadListing);

export default function SubCategoryListingPage({ categoryPage, posts, breadcrumbs }: ShellProps & ListingProps) {
  return <ListingView categoryPage={categoryPage} posts={posts} breadcrumbs={breadcrumbs} />;
}
