import type { ContentSource } from "@/queries/client/content-source";
import { contentSource } from "@/lib/server/content/source";
import { pagesCountFor } from "@/lib/shared/listing/listing";
import { getCategories } from "@/queries/categories";
import { shortLivedPer } from "@/lib/server/content/short-lived";
import { postsSummary } from "@/queries/crawler-feeds";
import type { PostWhereInput } from "@/queries/generated/graphql";
import { DEFAULT_LOCALE, routes, SITE_LOCALES, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * A listing page set in a language: its category and sub-category slugs in that language (the
 * ids pair the languages' versions) and its number of pages.
 */
export type ListingSummary = {
  locale: SiteLocale;
  category: string;
  subCategory: string | null;
  categoryId: string;
  subCategoryId: string | null;
  /** The category's (or sub-category's) name in that language. */
  title: string;
  pagesCount: number;
  lastModified: string | undefined;
};

/**
 * Listings are counted once per few seconds: a webhook regenerates listing pages, the sitemap
 * index and the listing sitemaps from the same counts (a count per listing, which costs the
 * content service a scan of every post), and the build asks twice.
 */
const LISTINGS_TTL_MS = 10_000;
const listings = shortLivedPer<SiteLocale, (ListingSummary & { articles: number })[]>(SITE_LOCALES, LISTINGS_TTL_MS);

/** Every category's and sub-category's listing that has a version in a language, with or without articles in it. */
const countedListings = (source: ContentSource, locale: SiteLocale) => listings.get(locale, source.endpoint.url, () => countListings(source, locale));

/**
 * Every listing (category, or category and sub-category) in a language, with its number of pages
 * and its newest post update. English has every category's listing, an empty one too (page 1,
 * "no articles yet"); another language has a listing where the category (and sub-category) has a
 * version in it and at least one article in it: a Spanish listing is of Spanish articles, and a
 * category without one has no Spanish page (404; links and menus go to the English listing).
 */
export async function listAllListings(source: ContentSource = contentSource(), locale: SiteLocale = DEFAULT_LOCALE): Promise<ListingSummary[]> {
  return (await countedListings(source, locale)).filter((listing) => locale === DEFAULT_LOCALE || listing.articles > 0);
}

/** Every listing in every language. */
export async function listAllListingsInEveryLanguage(source: ContentSource = contentSource()): Promise<ListingSummary[]> {
  return (await Promise.all(SITE_LOCALES.map((locale) => listAllListings(source, locale)))).flat();
}

/**
 * Every listing address a language could have, those without articles in it too: what a webhook
 * regenerates, so a listing that just lost its last translated article answers 404 from then on.
 */
export async function listEveryListingAddress(source: ContentSource = contentSource()): Promise<ListingSummary[]> {
  return (await Promise.all(SITE_LOCALES.map((locale) => countedListings(source, locale)))).flat();
}

/** Forget the counts (after an editor's change). */
export const clearListingCounts = () => listings.clear();

/** The posts of a listing, as the listing queries select them (queries/posts-by-category.ts, posts-by-sub-category.ts). */
function listingFilter(category: string, subCategory: string | null): PostWhereInput {
  return { category: { slug: category }, ...(subCategory ? { subCategory: { slug: subCategory } } : {}) };
}

async function countListings(source: ContentSource, locale: SiteLocale): Promise<(ListingSummary & { articles: number })[]> {
  const categories = await getCategories(source, [locale]);
  const all = categories.flatMap((category) => [
    { locale, category: category.slug, subCategory: null, categoryId: category.id, subCategoryId: null, title: category.title },
    ...category.subCategories.map((subCategory) => ({
      locale,
      category: category.slug,
      subCategory: subCategory.slug,
      categoryId: category.id,
      subCategoryId: subCategory.id,
      title: subCategory.title,
    })),
  ]);
  return Promise.all(
    all.map(async (listing) => {
      const { count, newestUpdate } = await postsSummary(source, listingFilter(listing.category, listing.subCategory), [locale]);
      return { ...listing, articles: count, pagesCount: pagesCountFor(count), lastModified: newestUpdate };
    }),
  );
}

/** The path of a page of a listing in its language. */
export const listingPagePath = (listing: Pick<ListingSummary, "locale" | "category" | "subCategory">, page: number): string =>
  routes.inLocale(listing.locale).listing(listing.category, listing.subCategory, page);
