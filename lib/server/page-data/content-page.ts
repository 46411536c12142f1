import { absoluteUrl, breadcrumbListLd, breadcrumbTrail, describe, faqPageLd, openGraphImage, seoKeywords, type Breadcrumb } from "@/lib/server/page-data/seo";
import type { Faq, Page } from "@/lib/shared/content/types";
import { getPageBySlug } from "@/queries/page-by-slug";
import { getRankingMethod } from "@/queries/ranking-method";
import type { RankingMethod } from "@/lib/shared/content/types";
import { listingRootRedirect } from "./listing";
import { withBrandNames } from "./brand-names";
import { reviewStatus, type ReviewStatus } from "./review-status";
import { localeOf, param, type PageLoader } from "./static-props";
import { routes as siteRoutes } from "@sti-aware/contract/routes";
import { languageVersions } from "./alternates";
import { pageTranslationState, translationLd, type TranslationState } from "./translation";

/** `rankingMethod`: the comparison's criteria and products, for a page that publishes the method (Page.showRankingMethod). */
/** `translation`: a translated page's own review and whether the English changed after it (null in English). */
export type ContentPageProps = { page: Page; breadcrumbs: Breadcrumb[]; rankingMethod?: RankingMethod | null; translation?: TranslationState | null } & ReviewStatus;

/** Every FAQ a page shows: its topics', and those embedded in its body (directly or via topics). */
export function pageFaqs(page: Page): Faq[] {
  const references = page.content?.references ?? [];
  const faqs = [
    ...page.topics.flatMap((topic) => topic.faqs),
    ...references.flatMap((reference) =>
      reference.__typename === "Faq" ? [reference] : reference.__typename === "Topic" ? reference.faqs : [],
    ),
  ];
  return [...new Map(faqs.map((faq) => [faq.id, faq])).values()];
}

export const loadContentPage: PageLoader<ContentPageProps> = async (source, context, shared) => {
  const slug = param(context, "slug");
  if (!slug) return null;
  const locale = localeOf(context);
  const routes = siteRoutes.inLocale(locale);
  // A page in its own language only, as an article.
  const found = await getPageBySlug(source, slug, [locale]);
  // Pages and category roots share /{slug}: a category's root is its first listing page, in the same language.
  if (!found) return listingRootRedirect(source, slug, undefined, locale);
  const page = { ...found, content: await withBrandNames(source, found.content) };
  const path = routes.path("contentPage", { slug: page.slug });
  const breadcrumbs = breadcrumbTrail(
    context.locale,
    { name: page.title, href: path },
  );
  const faqs = pageFaqs(page);
  const rankingMethod = page.showRankingMethod ? await getRankingMethod(source) : null;
  const translation = await pageTranslationState(source, page, locale);
  return {
    meta: {
      title: page.seo?.title ?? page.title,
      description: describe(page.seo?.description, page.metaDescription),
      keywords: seoKeywords(page.seo),
      path,
      alternates: languageVersions(page.localizations, (inLanguage, slug) => inLanguage.path("contentPage", { slug })),
      image: openGraphImage(page.headerImage),
      type: "website",
      noindex: !page.sitemap,
      // The page itself as a WebPage: it carries the page's language (inLanguage) as the article's item does.
      structuredData: [
        { "@context": "https://schema.org", "@type": "WebPage", name: page.title, url: absoluteUrl(path), ...translationLd(translation, routes, "WebPage") },
        breadcrumbListLd(breadcrumbs),
        ...(faqs.length ? [faqPageLd(faqs)] : []),
      ],
    },
    page,
    breadcrumbs,
    rankingMethod,
    translation,
    ...reviewStatus(page.seo?.lastReviewed, shared),
  };
};
