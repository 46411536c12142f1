import { ContentPageView } from "@/components/pages/ContentPageView";
import { loadContentPage, type ContentPageProps } from "@/lib/page-data/content-page";
import { contentPagePaths } from "@/lib/page-data/paths";
import { staticProps, type ShellProps } from "@/lib/page-data/static-props";

// Generic content pages live at /{slug}. The folder pages/[slug]/ holds the category
// listings: Next.js needs one name for a dynamic segment at the same level.
export const getStaticPaths = contentPagePaths;
export const getStaticProps = staticProps(loadContentPage);

export default function ContentPage(props: ShellProps & ContentPageProps) {
  return <ContentPageView page={props.page} breadcrumbs={props.breadcrumbs} />;
}
