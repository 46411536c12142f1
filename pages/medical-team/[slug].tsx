import { AuthorProfile, authorLoadMore } from "@/components/authors/AuthorProfile";
import { StaticPostList, type LoadMoreIsland } from "@/components/posts/StaticPostList";
import { loadAuthor } from "@/lib/page-data/author";
import { authorPaths } from "@/lib/page-data/paths";
import { staticHtmlProps, type StaticHtmlProps } from "@/lib/page-data/static-html";

export const getStaticPaths = authorPaths;
// Profile and first posts are server HTML (not hydrated); "Load more" is the island.
export const getStaticProps = staticHtmlProps(loadAuthor, (props) => <AuthorProfile {...props} />, (props) => ({ loadMore: authorLoadMore(props) }));

export default function AuthorPage({ html, loadMore }: StaticHtmlProps & LoadMoreIsland) {
  return <StaticPostList html={html} loadMore={loadMore} />;
}
