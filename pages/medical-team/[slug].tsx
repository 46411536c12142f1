import { AuthorProfile } from "@/components/authors/AuthorProfile";
import { loadAuthor, type AuthorProps } from "@/lib/page-data/author";
import { authorPaths } from "@/lib/page-data/paths";
import { staticProps, type ShellProps } from "@/lib/page-data/static-props";

export const getStaticPaths = authorPaths;
export const getStaticProps = staticProps(loadAuthor);

export default function AuthorPage({ author, firstPage, breadcrumbs }: ShellProps & AuthorProps) {
  return <AuthorProfile author={author} firstPage={firstPage} breadcrumbs={breadcrumbs} />;
}
