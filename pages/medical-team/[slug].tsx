import { AuthorProfile, authorLoadMore } from "@/components/authors/AuthorProfile";
import { StaticPostList, type LoadMoreIsland } from "@/components/posts/StaticPostList";
import { loadAuthor } from "@/lib/server/page-data/author";
import { authorPaths } from "@/lib/server/page-data/paths";
import { staticHtmlProps, type StaticHtmlProps } from "@/lib/server/page-data/static-html";

export const getStaticPaths = authorPaths;
// Profile and first posts are server HTML (not hydrated); "Load more" is the island.
export const getStaticProps = staticHtmlProps(loadAuthor, (props) => <AuthorProfile {...props} />, (props) => ({ loadMore: authorLoadMore(props, props.meta.locale) }));

export default function AuthorPage({ html, loadMore }: StaticHtmlProps & LoadMoreIsland) {
  return <StaticPostList html={html} loadMore={loadMore} />;
}
