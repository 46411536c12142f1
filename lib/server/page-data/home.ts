import { LIST_COVER_WIDTH } from "@/lib/shared/listing/listing";
import { absoluteUrl, describe, openGraphImage, publisherLd, seoKeywords } from "@/lib/server/page-data/seo";
import type { Category, Chart, PostSummary } from "@/lib/shared/content/types";
import { getCategories } from "@/queries/categories";
import { getHomePage } from "@/queries/home-page";
import { getLatestPosts } from "@/queries/latest-posts";
import { localeOf, type PageLoader } from "./static-props";
import { routes as siteRoutes } from "@sti-aware/contract/routes";
import { withFallback } from "@/lib/server/content/shared-context";
import { everyLanguage } from "./alternates";
import { categoriesWithListings } from "./listing";

export type HomeProps = { latestPosts: PostSummary[]; categories: Category[]; miniChart: Chart | null };

export const HOME_LATEST_POSTS = 6;

/** Every language has a home page: its own articles only, its texts falling back to English. */
export const loadHome: PageLoader<HomeProps> = async (source, context, shared) => {
  const locale = localeOf(context);
  const routes = siteRoutes.inLocale(locale);
  const [home, latest, categories] = await Promise.all([
    getHomePage(source, withFallback(locale)),
    getLatestPosts(source, { limit: HOME_LATEST_POSTS, offset: 0, width: LIST_COVER_WIDTH, locales: [locale] }),
    getCategories(source, withFallback(locale)).then((categories) => categoriesWithListings(source, locale, categories)),
  ]);
  // The home page's metadata is the first entry of its seo list (docs/requirements.md, Routes and page shell).
  const seo = home?.seo[0];
  const { siteConfig } = shared;
  return {
    meta: {
      title: seo?.title ?? siteConfig.name,
      description: describe(seo?.description),
      keywords: seoKeywords(seo),
      path: routes.path("home"),
      alternates: everyLanguage((inLanguage) => inLanguage.path("home")),
      image: openGraphImage(categories[0]?.coverImage),
      type: "website",
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: siteConfig.name,
          url: absoluteUrl(routes.path("home")),
          publisher: publisherLd(siteConfig),
        },
      ],
    },
    latestPosts: latest.posts,
    categories,
    miniChart: siteConfig.miniChart,
  };
};
