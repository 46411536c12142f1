import { LIST_COVER_WIDTH } from "@/lib/shared/listing/listing";
import { absoluteUrl, describe, openGraphImage, publisherLd, seoKeywords } from "@/lib/server/page-data/seo";
import type { Category, Chart, PostSummary } from "@/lib/shared/content/types";
import { getCategories } from "@/queries/categories";
import { getHomePage } from "@/queries/home-page";
import { getLatestPosts } from "@/queries/latest-posts";
import type { PageLoader } from "./static-props";
import { routes } from "@sti-aware/contract/routes";

export type HomeProps = { latestPosts: PostSummary[]; categories: Category[]; miniChart: Chart | null };

export const HOME_LATEST_POSTS = 6;

export const loadHome: PageLoader<HomeProps> = async (source, _context, shared) => {
  const [home, latest, categories] = await Promise.all([
    getHomePage(source),
    getLatestPosts(source, { limit: HOME_LATEST_POSTS, offset: 0, width: LIST_COVER_WIDTH }),
    getCategories(source),
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
