import { breadcrumbListLd, breadcrumbTrail, personLd, type Breadcrumb } from "@/lib/server/page-data/seo";
import type { Author, CategoryRef } from "@/lib/shared/content/types";
import { getMedicalTeam, getReviewedPosts, type ReviewedPost } from "@/queries/medical-team";
import { withFallback } from "@/lib/server/content/shared-context";
import { localeOf, type PageLoader } from "./static-props";
import { DEFAULT_LOCALE, routes as siteRoutes, SITE_LOCALES, type Routes, type SiteLocale } from "@sti-aware/contract/routes";
import { listAllPages } from "@/queries/content-index";
import { everyLanguage, versionPathIn } from "./alternates";
import { serverMessages } from "@/lib/server/i18n/messages";

export type TeamMember = Author & {
  /** Articles this person is the medical reviewer of, and their categories, most reviewed first. */
  reviewedCount: number;
  reviewedCategories: CategoryRef[];
  /** Translations this person is the medical reviewer of, per language (each translation has its own review). */
  translationReviews: { locale: SiteLocale; count: number }[];
};
/** The pages the team page's introduction links: how articles are reviewed, and how to report an error. */
export type TeamPageLinks = { reviewPolicy: string; corrections: string };
export type MedicalTeamProps = { members: TeamMember[]; breadcrumbs: Breadcrumb[]; links: TeamPageLinks };

const REVIEW_POLICY = "medical-review-policy";
const CORRECTIONS = "contact-and-corrections";

/** What each member reviews, from the posts' own reviewer records (never a hand-kept list). */
export function teamMembers(authors: Author[], posts: ReviewedPost[], translations: { locale: SiteLocale; posts: ReviewedPost[] }[] = []): TeamMember[] {
  return authors.map((author) => {
    const reviewed = posts.filter((post) => post.seo?.reviewedBy?.slug === author.slug);
    const counts = new Map<string, { category: CategoryRef; count: number }>();
    for (const { category } of reviewed) {
      if (!category) continue;
      const entry = counts.get(category.id) ?? { category, count: 0 };
      entry.count += 1;
      counts.set(category.id, entry);
    }
    const reviewedCategories = [...counts.values()].sort((a, b) => b.count - a.count).map(({ category }) => category);
    const translationReviews = translations
      .map(({ locale, posts: inLanguage }) => ({ locale, count: inLanguage.filter((post) => post.translationReviewedBy === author.slug).length }))
      .filter(({ count }) => count > 0);
    return { ...author, reviewedCount: reviewed.length, reviewedCategories, translationReviews };
  });
}

/**
 * The team page exists in every language, with every member (profiles' text in the page's
 * language, else English, as on an author's page). What a member reviews counts the articles in
 * the page's language: the numbers a reader sees match the articles they can read there. Each
 * translation has its own medical review (translationReviewedBy): its reviewer's count is shown too.
 */
export const loadMedicalTeam: PageLoader<MedicalTeamProps> = async (source, context) => {
  const locale = localeOf(context);
  const routes = siteRoutes.inLocale(locale);
  const { t } = serverMessages("pages", context.locale);
  // Every language's articles once: the page's language gives the members' counts, the others their translation reviews.
  const [authors, pages, reviewedIn] = await Promise.all([
    getMedicalTeam(source, withFallback(locale)),
    listAllPages(source),
    Promise.all(SITE_LOCALES.map(async (inLocale) => ({ locale: inLocale, posts: await getReviewedPosts(source, [inLocale]) }))),
  ]);
  const posts = reviewedIn.find((entry) => entry.locale === locale)?.posts ?? [];
  const translations = reviewedIn.filter((entry) => entry.locale !== DEFAULT_LOCALE);
  // Each in the page's language where it is translated, else the English page.
  const pagePath = (inLanguage: Routes, slug: string) => inLanguage.path("contentPage", { slug });
  const linkTo = (slug: string) => versionPathIn(locale, slug, pages.find((page) => page.slug === slug)?.localizations ?? [], pagePath);
  const breadcrumbs = breadcrumbTrail(context.locale, { name: t("medicalTeam"), href: routes.path("medicalTeam") });
  return {
    meta: {
      title: t("teamTitle"),
      description: t("teamDescription"),
      path: routes.path("medicalTeam"),
      alternates: everyLanguage((inLanguage) => inLanguage.path("medicalTeam")),
      image: null,
      type: "website",
      structuredData: [
        { "@context": "https://schema.org", "@type": "AboutPage", mainEntity: authors.map((author) => personLd(author, routes)) },
        breadcrumbListLd(breadcrumbs),
      ],
    },
    members: teamMembers(authors, posts, translations),
    breadcrumbs,
    links: { reviewPolicy: linkTo(REVIEW_POLICY), corrections: linkTo(CORRECTIONS) },
  };
};
