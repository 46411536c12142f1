import { BlogIndexView, blogIndexLoadMore } from "@/components/posts/BlogIndexView";
import { StaticPostList, type LoadMoreIsland } from "@/components/posts/StaticPostList";
import { loadBlogIndex } from "@/lib/server/page-data/blog-index";
import { staticHtmlProps, type StaticHtmlProps } from "@/lib/server/page-data/static-html";

// Header and first posts are server HTML (not hydrated); "Load more" is the island.
export const getStaticProps = staticHtmlProps(loadBlogIndex, (props) => <BlogIndexView {...props} />, (props) => ({ loadMore: blogIndexLoadMore(props, props.meta.locale) }));

export default function BlogIndexPage({ html, loadMore }: StaticHtmlProps & LoadMoreIsland) {
  return <StaticPostList html={html} loadMore={loadMore} />;
}
