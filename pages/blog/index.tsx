import { BlogIndexView } from "@/components/posts/BlogIndexView";
import { loadBlogIndex, type BlogIndexProps } from "@/lib/page-data/blog-index";
import { staticProps, type ShellProps } from "@/lib/page-data/static-props";

export const getStaticProps = staticProps(loadBlogIndex);

export default function BlogIndexPage(props: ShellProps & BlogIndexProps) {
  return <BlogIndexView {...props} />;
}
