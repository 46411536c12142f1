import { LIST_COVER_WIDTH, LISTING_PAGE_SIZE, pagesCountFor } from "@/lib/shared/listing/listing";
import { breadcrumbListLd, breadcrumbTrail, listingHeadline, openGraphImage, type Breadcrumb } from "@/lib/server/page-data/seo";
import type { Category } from "@/lib/shared/content/types";
import { getCategories } from "@/queries/categories";
import { getLatestPosts } from "@/queries/latest-posts";
import type { CategoryPostsPage } from "@/queries/post-list-page";
import { localeOf, type PageLoader } from "./static-props";
import { routes as siteRoutes } from "@sti-aware/contract/routes";
import { withFallback } from "@/lib/server/content/shared-context";
import { everyLanguage } from "./alternates";
import { categoriesWithListings } from "./listing";
import { serverMessages } from "@/lib/server/i18n/messages";

export type BlogIndexProps = { firstPage: CategoryPostsPage; categories: Category[]; breadcrumbs: Breadcrumb[] };

/** Every language has a blog index, of its own articles. */
export const loadBlogIndex: PageLoader<BlogIndexProps> = async (source, context) => {
  const locale = localeOf(context);
  const routes = siteRoutes.inLocale(locale);
  const { t } = serverMessages("pages", context.locale);
  const [firstPage, categories] = await Promise.all([
    getLatestPosts(source, { limit: LISTING_PAGE_SIZE, offset: 0, width: LIST_COVER_WIDTH, locales: [locale] }),
    getCategories(source, withFallback(locale)).then((categories) => categoriesWithListings(source, locale, categories)),
  ]);
  const breadcrumbs = breadcrumbTrail(
    context.locale,
    { name: t("blog"), href: routes.path("blog") },
  );
  return {
    meta: {
      title: t("blog"),
      description: t("blogDescription"),
      path: routes.path("blog"),
      alternates: everyLanguage((inLanguage) => inLanguage.path("blog")),
      // Like the home page: the first category's cover, cropped to the OG size.
      image: openGraphImage(categories[0]?.coverImage),
      type: "website",
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          headline: listingHeadline(1, pagesCountFor(firstPage.count), context.locale),
        },
        breadcrumbListLd(breadcrumbs),
      ],
    },
    firstPage,
    categories,
    breadcrumbs,
  };
};
