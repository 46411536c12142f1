import { loadSubCategoryRoot } from "@/lib/server/page-data/listing";
import { staticProps } from "@/lib/server/page-data/static-props";

// /{category}/{subCategory}: redirects to the sub-category's page 1 (or 404s); it never renders.
export const getStaticPaths = () => ({ paths: [], fallback: "blocking" as const });
export const getStaticProps = staticProps(loadSubCategoryRoot);

export default function SubCategoryRoot() {
  return null;
}
