import { StaticHtml } from "@/components/layout/StaticHtml";
import { ContentPageView } from "@/components/pages/ContentPageView";
import { loadContentPage } from "@/lib/server/page-data/content-page";
import { contentPagePaths } from "@/lib/server/page-data/paths";
import { staticHtmlProps, type StaticHtmlProps } from "@/lib/server/page-data/static-html";

// Generic content pages live at /{slug}. The folder pages/[slug]/ holds the category
// listings: Next.js needs one name for a dynamic segment at the same level.
export const getStaticPaths = contentPagePaths;
// Charts, reviews, body and FAQs never change in the browser: HTML rendered here, not hydrated.
export const getStaticProps = staticHtmlProps(loadContentPage, (props) => (
  <ContentPageView
    page={props.page}
    breadcrumbs={props.breadcrumbs}
    rankingMethod={props.rankingMethod}
    reviewDue={props.reviewDue}
    reviewIntervalMonths={props.reviewIntervalMonths}
  />
));

export default function ContentPage({ html }: StaticHtmlProps) {
  return <StaticHtml html={html} />;
}
