import { toIsoDate } from "@/lib/shared/content/date";
import { absoluteUrl, breadcrumbListLd, breadcrumbTrail, describe, faqPageLd, openGraphImage, personLd, publisherLd, seoKeywords, type Breadcrumb } from "@/lib/server/page-data/seo";
import type { ArticleSource, Faq, Post } from "@/lib/shared/content/types";
import { getPostBySlug } from "@/queries/post-by-slug";
import { withBrandNames } from "./brand-names";
import { relatedArticles, type RelatedArticle } from "./related";
import { reviewStatus, type ReviewStatus } from "./review-status";
import { localeOf, param, type PageLoader } from "./static-props";
import { DEFAULT_LOCALE, routes as siteRoutes } from "@sti-aware/contract/routes";
import { languageVersions } from "./alternates";
import { serverMessages } from "@/lib/server/i18n/messages";
import { translationLd, translationState, type TranslationState } from "./translation";

/**
 * `reviewDue`: the medical review is older than the site's review interval (SiteConfig, default 12
 * months): the article says so instead of showing a tick. Pages regenerate at least every
 * REVALIDATE_SECONDS, so the status is at most that old.
 */
export type ArticleProps = { post: Post; breadcrumbs: Breadcrumb[]; related: RelatedArticle[]; translation?: TranslationState | null } & ReviewStatus;

/** FAQs embedded in a rich text, in reference order. */
export function embeddedFaqs(post: Pick<Post, "content">): Faq[] {
  return (post.content?.references ?? []).flatMap((reference) => (reference.__typename === "Faq" ? [reference] : []));
}

/** A source as schema.org's `citation` names it: the guidance page, its publisher and date. */
function citationLd(source: ArticleSource) {
  return {
    "@type": "CreativeWork",
    name: source.title,
    url: source.url,
    publisher: { "@type": "Organization", name: source.publisher },
    ...(source.date ? { dateModified: source.date } : {}),
  };
}

/**
 * The article metadata's dates. Published is the first publication (the custom field
 * firstPublishedAt: republishing an edit does not make it new), else when the entry was created;
 * modified is the Seo record's own dateModified, else when the entry last changed. The Seo record
 * is a component, saved and published with its post: its dates are the post's.
 */
export function articleDates(post: Pick<Post, "firstPublishedAt" | "createdAt" | "updatedAt" | "seo">): { publishedTime: string; modifiedTime: string } {
  return {
    publishedTime: post.firstPublishedAt ?? post.createdAt,
    modifiedTime: post.seo?.dateModified ?? post.updatedAt,
  };
}

export const loadArticle: PageLoader<ArticleProps> = async (source, context, shared) => {
  const slug = param(context, "slug");
  const locale = localeOf(context);
  const routes = siteRoutes.inLocale(locale);
  // An article in its own language only: a Spanish address never shows the English text.
  const found = slug ? await getPostBySlug(source, slug, [locale]) : null;
  if (!found) return null;
  // Related reading is chosen among English articles (lib/server/page-data/related.ts): none on a translation yet.
  const [content, related, translation] = await Promise.all([
    withBrandNames(source, found.content),
    locale === DEFAULT_LOCALE ? relatedArticles(source, found) : [],
    translationState(source, found, locale, (found.content?.references ?? []).flatMap((reference) => (reference.__typename === "Faq" ? [reference] : []))),
  ]);
  const post = { ...found, content };
  const path = routes.path("article", { slug: post.slug });
  // docs/requirements.md, Routes and page shell: an article shows Home > Blog > article title.
  const breadcrumbs = breadcrumbTrail(
    context.locale,
    { name: serverMessages("pages", context.locale).t("blog"), href: routes.path("blog") },
    { name: post.title, href: path },
  );
  const seo = post.seo;
  const dates = articleDates(post);
  const image = openGraphImage(post.coverImage);
  const faqs = embeddedFaqs(post);
  const article = {
    "@context": "https://schema.org",
    "@type": ["MedicalWebPage", "Article"],
    headline: seo?.title ?? post.title,
    description: describe(seo?.description, post.excerpt),
    // The same origin setting as the canonical link (NEXT_PUBLIC_SITE_URL), never the entry's own canonicalUrl.
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    datePublished: toIsoDate(dates.publishedTime),
    dateModified: toIsoDate(dates.modifiedTime),
    ...(image ? { image } : {}),
    ...(post.category ? { articleSection: post.category.title } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    ...(post.author ? { author: personLd(post.author, routes) } : {}),
    ...(seo?.reviewedBy ? { reviewedBy: personLd(seo.reviewedBy, routes) } : {}),
    ...(seo?.lastReviewed ? { lastReviewed: seo.lastReviewed } : {}),
    ...(post.sources.length ? { citation: post.sources.map(citationLd) } : {}),
    ...translationLd(translation, routes),
    publisher: publisherLd(shared.siteConfig),
  };
  return {
    meta: {
      title: seo?.title ?? post.title,
      description: describe(seo?.description, post.excerpt),
      keywords: seoKeywords(seo),
      path,
      alternates: languageVersions(post.localizations, (inLanguage, slug) => inLanguage.path("article", { slug })),
      image,
      type: "article",
      article: dates,
      structuredData: [article, breadcrumbListLd(breadcrumbs), ...(faqs.length ? [faqPageLd(faqs)] : [])],
      ...(post.urgentHelp.length ? { urgentHelp: true } : {}),
    },
    post,
    breadcrumbs,
    related,
    ...(translation ? { translation } : {}),
    ...reviewStatus(seo?.lastReviewed, shared),
  };
};
