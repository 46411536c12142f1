import { siteEnv } from "@/lib/server/config/env";
import { contentImageUrl } from "@/lib/shared/media/image-loader";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "@sti-aware/contract/image-widths";
import { DEFAULT_DESCRIPTION, DEFAULT_LOGO_PATH, type Breadcrumb, type JsonLd } from "@/lib/shared/page/page-meta";
import type { Asset, Seo, ShellSiteConfig } from "@/lib/shared/content/types";
import { DEFAULT_LOCALE, isSiteLocale, routes, type Routes } from "@sti-aware/contract/routes";
import { serverMessages } from "@/lib/server/i18n/messages";

export { DEFAULT_DESCRIPTION, DEFAULT_LOGO_PATH, leadSentence, pageTitle } from "@/lib/shared/page/page-meta";
export type { Breadcrumb, JsonLd, PageMeta, PageMetaInput } from "@/lib/shared/page/page-meta";

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteEnv().siteUrl}/`).toString();
}

/** The Open Graph image: the asset cropped on the image CDN to exactly the OG size (docs/requirements.md, Constants). */
export function openGraphImage(asset: Pick<Asset, "url"> | null | undefined): string | null {
  return asset ? contentImageUrl(asset.url, OG_IMAGE_WIDTH, { height: OG_IMAGE_HEIGHT }) : null;
}

export function describe(...candidates: (string | null | undefined)[]): string {
  return candidates.find((candidate) => candidate?.trim())?.trim() ?? DEFAULT_DESCRIPTION;
}

/**
 * A page's breadcrumb trail: every trail starts at the home page (docs/requirements.md, Routes and
 * page shell) of the page's language, named in it.
 */
export function breadcrumbTrail(locale: string | undefined, ...crumbs: Breadcrumb[]): Breadcrumb[] {
  const home = routes.inLocale(isSiteLocale(locale) ? locale : DEFAULT_LOCALE).path("home");
  return [{ name: serverMessages("pages", locale).t("home"), href: home }, ...crumbs];
}

export function breadcrumbListLd(crumbs: Breadcrumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href),
    })),
  };
}

export function faqPageLd(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function publisherLd(siteConfig: ShellSiteConfig): JsonLd {
  return {
    "@type": "Organization",
    name: siteConfig.name,
    url: absoluteUrl("/"),
    logo: {
      "@type": "ImageObject",
      url: siteConfig.logo ? contentImageUrl(siteConfig.logo.url, 500) : absoluteUrl(DEFAULT_LOGO_PATH),
    },
  };
}

/** A person as schema.org describes them; `url` is their profile in the page's language (`pageRoutes`). */
export function personLd(person: { name: string; slug: string; title?: string | null; linkedin?: string | null }, pageRoutes: Routes = routes): JsonLd {
  return {
    "@type": "Person",
    name: person.name,
    url: absoluteUrl(pageRoutes.path("author", { slug: person.slug })),
    ...(person.title ? { jobTitle: person.title } : {}),
    ...(person.linkedin ? { sameAs: [person.linkedin] } : {}),
  };
}

/** Listing headline (docs/requirements.md, Routes and page shell). */
export function listingHeadline(page: number, pagesCount: number, locale?: string): string {
  return serverMessages("pages", locale).t("listingHeadline", { page: String(page), pages: String(pagesCount) });
}

export function seoKeywords(seo: Seo | null | undefined): string | null {
  return seo?.keywords?.length ? seo.keywords.join(", ") : null;
}
