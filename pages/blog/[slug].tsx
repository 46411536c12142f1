import { ArticleView } from "@/components/article/ArticleView";
import { loadArticle, type ArticleProps } from "@/lib/page-data/article";
import { articlePaths } from "@/lib/page-data/paths";
import { staticProps, type ShellProps } from "@/lib/page-data/static-props";

export const getStaticPaths = articlePaths;
export const getStaticProps = staticProps(loadArticle);

export default function ArticlePage(props: ShellProps & ArticleProps) {
  return <ArticleView post={props.post} breadcrumbs={props.breadcrumbs} reviewDue={props.reviewDue} />;
}
