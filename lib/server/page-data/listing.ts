import { LIST_COVER_WIDTH, LISTING_PAGE_SIZE, listingTitle, pagesCountFor, parsePageNumber } from "@/lib/shared/listing/listing";
import { breadcrumbListLd, breadcrumbTrail, describe, listingHeadline, openGraphImage, type Breadcrumb } from "@/lib/server/page-data/seo";
import type { CategoryPageData, PostSummary } from "@/lib/shared/content/types";
import type { ContentSource } from "@/queries/client/content-source";
import { getCategories } from "@/queries/categories";
import { getPostsByCategory } from "@/queries/posts-by-category";
import { localeOf, param, type PageLoader, type Redirect } from "./static-props";
import { DEFAULT_LOCALE, routes as siteRoutes, type SiteLocale } from "@sti-aware/contract/routes";
import { serverMessages } from "@/lib/server/i18n/messages";
import { listAllListings, listAllListingsInEveryLanguage } from "@/lib/server/content/listings";
import { listingVersions } from "./alternates";

export type ListingProps = { categoryPage: CategoryPageData; posts: PostSummary[]; breadcrumbs: Breadcrumb[] };

export const CATEGORY_UNDEFINED = "Category is undefined";

/**
 * One page of a category (or sub-category) listing in a language: the category named by its slug
 * in that language, its articles in that language only. Unknown categories and page numbers
 * outside 1..pagesCount are null (a 404), and so is a listing of another language than English
 * without an article in it (lib/server/page-data/paths.ts, listAllListings: no empty Spanish
 * pages; an English listing keeps its page 1 saying there is nothing yet). A request without a
 * category fails with "Category is undefined" (docs/requirements.md, Validation), here, before any
 * query: "Posts by category" would otherwise run with its default, empty, category and show an
 * empty listing.
 */
export async function loadCategoryListing(
  source: ContentSource,
  request: { category?: string; subCategory?: string; page?: string; locale?: string },
): Promise<ListingProps | null> {
  if (!request.category) throw new Error(CATEGORY_UNDEFINED);
  const page = parsePageNumber(request.page);
  if (page === null) return null;
  const locale = localeOf(request);
  const routes = siteRoutes.inLocale(locale);
  const categories = await getCategories(source, [locale]);
  const category = categories.find((candidate) => candidate.slug === request.category);
  const subCategory = request.subCategory
    ? category?.subCategories.find((candidate) => candidate.slug === request.subCategory)
    : undefined;
  if (!category || (request.subCategory && !subCategory)) return null;
  const result = await getPostsByCategory(source, {
    category: category.slug,
    subCategory: subCategory?.slug,
    limit: LISTING_PAGE_SIZE,
    offset: (page - 1) * LISTING_PAGE_SIZE,
    width: LIST_COVER_WIDTH,
    locales: [locale],
  });
  if (result.count === 0 && locale !== DEFAULT_LOCALE) return null;
  const pagesCount = pagesCountFor(result.count);
  if (page > pagesCount) return null;
  const breadcrumbs = breadcrumbTrail(
    request.locale,
    { name: category.title, href: routes.listing(category.slug, null, 1) },
    ...(subCategory ? [{ name: subCategory.title, href: routes.listing(category.slug, subCategory.slug, 1) }] : []),
  );
  return {
    categoryPage: {
      title: subCategory?.title ?? category.title,
      description: subCategory?.description ?? category.description,
      category: { id: category.id, title: category.title, slug: category.slug },
      subCategory: subCategory ? { id: subCategory.id, title: subCategory.title, slug: subCategory.slug } : null,
      currentPage: page,
      pagesCount,
      coverImage: category.coverImage,
      dateModified: result.posts[0]?.updatedAt ?? null,
    },
    posts: result.posts,
    breadcrumbs,
  };
}

/**
 * The categories and sub-categories a page in `locale` links to (home, blog index): every one in
 * English, in another language those with a listing there (an article in that language), so a
 * Spanish page never links to a Spanish listing that does not exist.
 */
export async function categoriesWithListings<T extends { id: string; subCategories: { id: string }[] }>(source: ContentSource, locale: SiteLocale, categories: T[]): Promise<T[]> {
  if (locale === DEFAULT_LOCALE) return categories;
  const listings = await listAllListings(source, locale);
  const listed = (categoryId: string, subCategoryId: string | null) =>
    listings.some((listing) => listing.categoryId === categoryId && listing.subCategoryId === subCategoryId);
  return categories
    .filter((category) => listed(category.id, null))
    .map((category) => ({ ...category, subCategories: category.subCategories.filter((subCategory) => listed(category.id, subCategory.id)) }));
}

/**
 * A category or sub-category root ("/prevention", "/prevention/condoms", "/es/prevencion")
 * redirects to its page 1 in the same language; anything that is not a category (or not one of
 * its sub-categories) in that language is null. The page 1 answers 404 itself where the language
 * has no listing.
 */
export async function listingRootRedirect(source: ContentSource, categorySlug: string, subCategorySlug?: string, locale: SiteLocale = DEFAULT_LOCALE): Promise<Redirect | null> {
  const routes = siteRoutes.inLocale(locale);
  const category = (await getCategories(source, [locale])).find((candidate) => candidate.slug === categorySlug);
  if (!category) return null;
  if (subCategorySlug === undefined) return { redirectTo: routes.listing(category.slug, null, 1) };
  const subCategory = category.subCategories.find((candidate) => candidate.slug === subCategorySlug);
  return subCategory ? { redirectTo: routes.listing(category.slug, subCategory.slug, 1) } : null;
}

export const loadSubCategoryRoot: PageLoader<object> = async (source, context) => {
  const category = param(context, "slug");
  const subCategory = param(context, "subCategory");
  return category && subCategory ? listingRootRedirect(source, category, subCategory, localeOf(context)) : null;
};

export const loadListing: PageLoader<ListingProps> = async (source, context) => {
  const listing = await loadCategoryListing(source, {
    category: param(context, "slug"),
    subCategory: param(context, "subCategory"),
    page: param(context, "page"),
    locale: context.locale,
  });
  if (!listing) return null;
  const { categoryPage } = listing;
  const path = siteRoutes.inLocale(localeOf(context)).listing(categoryPage.category.slug, categoryPage.subCategory?.slug ?? null, categoryPage.currentPage);
  // The same page number of the same listing in the other language, where it has that page.
  const ids = { categoryId: categoryPage.category.id, subCategoryId: categoryPage.subCategory?.id ?? null };
  const alternates = listingVersions(await listAllListingsInEveryLanguage(source), ids, categoryPage.currentPage);
  return {
    ...listing,
    meta: {
      // The page's own title; the shell, handed the category page, writes "{title or category} page {n}".
      title: categoryPage.title,
      description: describe(categoryPage.description),
      path,
      alternates,
      image: openGraphImage(categoryPage.coverImage),
      type: "website",
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          headline: listingHeadline(categoryPage.currentPage, categoryPage.pagesCount, context.locale),
          name: listingTitle(categoryPage, serverMessages("shell", context.locale).t),
          ...(categoryPage.dateModified ? { dateModified: categoryPage.dateModified } : {}),
        },
        breadcrumbListLd(listing.breadcrumbs),
      ],
    },
  };
};
