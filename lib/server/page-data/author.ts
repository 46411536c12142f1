import { LISTING_PAGE_SIZE } from "@/lib/shared/listing/listing";
import { absoluteUrl, breadcrumbListLd, breadcrumbTrail, describe, leadSentence, openGraphImage, personLd, type Breadcrumb } from "@/lib/server/page-data/seo";
import type { Author } from "@/lib/shared/content/types";
import { getAuthorBySlug } from "@/queries/author-by-slug";
import { getAuthorPosts, type PostsPage } from "@/queries/author-posts";
import { withFallback } from "@/lib/server/content/shared-context";
import { localeOf, param, type PageLoader } from "./static-props";
import { routes as siteRoutes } from "@sti-aware/contract/routes";
import { everyLanguage } from "./alternates";
import { serverMessages } from "@/lib/server/i18n/messages";

export type AuthorProps = { author: Author; firstPage: PostsPage; breadcrumbs: Breadcrumb[] };

/**
 * An author's page exists in every language: every article links its author and reviewer, and a
 * person's name and slug are the same in each. The profile's text (title, biography, credentials,
 * licence, ties) is in the page's language where the author has it, else in English (Hygraph's
 * fallback, as for categories and menus). The articles listed are the author's in the page's
 * language only, like the blog index: a Spanish page never lists an English article.
 */
export const loadAuthor: PageLoader<AuthorProps> = async (source, context) => {
  const slug = param(context, "slug");
  if (!slug) return null;
  const locale = localeOf(context);
  const routes = siteRoutes.inLocale(locale);
  const [author, firstPage] = await Promise.all([
    getAuthorBySlug(source, slug, withFallback(locale)),
    getAuthorPosts(source, { slug, limit: LISTING_PAGE_SIZE, offset: 0, locales: [locale] }),
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
      alternates: everyLanguage((inLanguage) => inLanguage.path("author", { slug: author.slug })),
      image: openGraphImage(author.picture),
      type: "profile",
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "ProfilePage",
          url: absoluteUrl(path),
          mainEntity: { ...personLd(author, routes), ...(author.biography ? { description: author.biography } : {}) },
        },
        breadcrumbListLd(breadcrumbs),
      ],
    },
    author,
    firstPage,
    breadcrumbs,
  };
};
