import { LISTING_PAGE_SIZE } from "@/lib/shared/listing/listing";
import { absoluteUrl, breadcrumbListLd, breadcrumbTrail, describe, leadSentence, openGraphImage, personLd, type Breadcrumb } from "@/lib/server/page-data/seo";
import type { Author } from "@/lib/shared/content/types";
import { getAuthorBySlug } from "@/queries/author-by-slug";
import { getAuthorPosts, type PostsPage } from "@/queries/author-posts";

import { defaultLanguageOnly, param, type PageLoader } from "./static-props";
import { routes } from "@sti-aware/contract/routes";
import { serverMessages } from "@/lib/server/i18n/messages";

export type AuthorProps = { author: Author; firstPage: PostsPage; breadcrumbs: Breadcrumb[] };

export const loadAuthor: PageLoader<AuthorProps> = defaultLanguageOnly(async (source, context) => {
  const slug = param(context, "slug");
  if (!slug) return null;
  const [author, firstPage] = await Promise.all([
    getAuthorBySlug(source, slug),
    getAuthorPosts(source, { slug, limit: LISTING_PAGE_SIZE, offset: 0 }),
  ]);
  if (!author) return null;
  const path = routes.path("author", { slug: author.slug });
  const breadcrumbs = breadcrumbTrail(
    context.locale,
    { name: serverMessages("pages", context.locale).t("medicalTeam"), href: routes.path("medicalTeam") },
    { name: author.name, href: path },
  );
  return {
    meta: {
      title: author.title ? `${author.name}, ${author.title}` : author.name,
      description: describe(leadSentence(author.biography)),
      path,
      image: openGraphImage(author.picture),
      type: "profile",
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "ProfilePage",
          url: absoluteUrl(path),
          mainEntity: { ...personLd(author), ...(author.biography ? { description: author.biography } : {}) },
        },
        breadcrumbListLd(breadcrumbs),
      ],
    },
    author,
    firstPage,
    breadcrumbs,
  };
});
