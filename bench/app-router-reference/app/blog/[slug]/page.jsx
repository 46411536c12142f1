/**
 * The article as React Server Components: the site's own loader and ArticleView, rendered at build
 * time; only client components (the affiliate disclosure's context) reach the browser.
 */
import { ArticleView } from "@/components/article/ArticleView";
import { loadArticle } from "@/lib/server/page-data/article";
import { staticProps } from "@/lib/server/page-data/static-props";

/** The articles the bench measures (REFERENCE_ARTICLES, comma-separated slugs, at build time). */
export function generateStaticParams() {
  return (process.env.REFERENCE_ARTICLES ?? "what-is-prep").split(",").map((slug) => ({ slug }));
}

export const dynamicParams = false;

const loadProps = async (slug) => {
  const result = await staticProps(loadArticle)({ params: { slug } });
  if (!("props" in result)) throw new Error(`the reference article ${slug} was not found`);
  return result.props;
};

export async function generateMetadata({ params }) {
  const { meta } = await loadProps((await params).slug);
  return { title: meta.title, description: meta.description };
}

export default async function ReferenceArticle({ params }) {
  const props = await loadProps((await params).slug);
  return <ArticleView post={props.post} breadcrumbs={props.breadcrumbs} reviewDue={props.reviewDue} reviewIntervalMonths={props.reviewIntervalMonths} related={props.related} />;
}
