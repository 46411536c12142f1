import { ArticleView } from "@/components/article/ArticleView";
import { StaticHtml } from "@/components/layout/StaticHtml";
import { loadArticle } from "@/lib/server/page-data/article";
import { articlePaths } from "@/lib/server/page-data/paths";
import { staticHtmlProps, type StaticHtmlProps } from "@/lib/server/page-data/static-html";

export const getStaticPaths = articlePaths;
// The article never changes in the browser: rendered to HTML here, not hydrated (ArticleView
// is referenced only by getStaticProps, so Next leaves it out of the browser bundle).
export const getStaticProps = staticHtmlProps(loadArticle, (props) => (
  <ArticleView
    post={props.post}
    breadcrumbs={props.breadcrumbs}
    reviewDue={props.reviewDue}
    reviewIntervalMonths={props.reviewIntervalMonths}
    preview={props.preview}
    related={props.related}
    translation={props.translation}
  />
));

export default function ArticlePage({ html }: StaticHtmlProps) {
  return <StaticHtml html={html} />;
}
