import type { GetStaticPathsResult } from "next";
import type { ContentSource } from "@/queries/client/content-source";
import { contentSource } from "@/lib/server/content/source";
import { pagesCountFor } from "@/lib/shared/listing/listing";
import { getCategories } from "@/queries/categories";
import { listAllAuthors, listAllPages, listAllPosts } from "@/queries/content-index";
import { shortLived } from "@/lib/server/content/short-lived";
import { postsSummary } from "@/queries/crawler-feeds";
import type { PostWhereInput } from "@/queries/generated/graphql";
import { SITE_LOCALES } from "@sti-aware/contract/routes";

/**
 * Which paths are rendered at build time. Everything else renders on first request
 * (`fallback: "blocking"`) and is then cached like a prebuilt page, so a large archive
 * does not make every build slower.
 */
export const PREBUILT_POSTS = 200;
export const PREBUILT_LISTING_PAGES = 3;

type Paths<TParams extends Record<string, string>> = GetStaticPathsResult<TParams>;

/**
 * Articles and content pages in every language: a language's paths are the entries that have a
 * version in it (`locales: [es]` leaves the others out), under that version's own slug.
 */
export async function articlePaths(): Promise<Paths<{ slug: string }>> {
  const source = contentSource();
  const perLanguage = await Promise.all(SITE_LOCALES.map(async (locale) => ({ locale, posts: await listAllPosts(source, [locale]) })));
  return {
    paths: perLanguage.flatMap(({ locale, posts }) => posts.slice(0, PREBUILT_POSTS).map((post) => ({ params: { slug: post.slug }, locale }))),
    fallback: "blocking",
  };
}

export async function contentPagePaths(): Promise<Paths<{ slug: string }>> {
  const source = contentSource();
  const perLanguage = await Promise.all(SITE_LOCALES.map(async (locale) => ({ locale, pages: await listAllPages(source, [locale]) })));
  return { paths: perLanguage.flatMap(({ locale, pages }) => pages.map((page) => ({ params: { slug: page.slug }, locale }))), fallback: "blocking" };
}

/** Authors in every language: a person's page exists in each (lib/server/page-data/author.ts), under the same slug. */
export async function authorPaths(): Promise<Paths<{ slug: string }>> {
  const authors = await listAllAuthors(contentSource());
  return { paths: SITE_LOCALES.flatMap((locale) => authors.map((author) => ({ params: { slug: author.slug }, locale }))), fallback: "blocking" };
}

export type ListingSummary = { category: string; subCategory: string | null; pagesCount: number; lastModified: string | undefined };

/**
 * Listings are counted once per few seconds: a webhook regenerates listing pages, the sitemap
 * index and the listing sitemaps from the same counts (a count per listing, which costs the
 * content service a scan of every post), and the build asks twice.
 */
const LISTINGS_TTL_MS = 10_000;
const listings = shortLived<ListingSummary[]>(LISTINGS_TTL_MS);

/** Every listing (category, or category and sub-category) with its number of pages and its newest post update. */
export function listAllListings(source: ContentSource = contentSource()): Promise<ListingSummary[]> {
  return listings.get(source.endpoint.url, () => countListings(source));
}

/** Forget the counts (after an editor's change). */
export const clearListingCounts = () => listings.clear();

/** The posts of a listing, as the listing queries select them (queries/posts-by-category.ts, posts-by-sub-category.ts). */
function listingFilter(category: string, subCategory: string | null): PostWhereInput {
  return { category: { slug: category }, ...(subCategory ? { subCategory: { slug: subCategory } } : {}) };
}

async function countListings(source: ContentSource): Promise<ListingSummary[]> {
  const categories = await getCategories(source);
  const all = categories.flatMap((category) => [
    { category: category.slug, subCategory: null as string | null },
    ...category.subCategories.map((subCategory) => ({ category: category.slug, subCategory: subCategory.slug as string | null })),
  ]);
  return Promise.all(
    all.map(async (listing) => {
      const { count, newestUpdate } = await postsSummary(source, listingFilter(listing.category, listing.subCategory));
      return { ...listing, pagesCount: pagesCountFor(count), lastModified: newestUpdate };
    }),
  );
}

const firstPages = (pagesCount: number) =>
  Array.from({ length: Math.min(pagesCount, PREBUILT_LISTING_PAGES) }, (_, index) => String(index + 1));

export async function categoryListingPaths(): Promise<Paths<{ slug: string; page: string }>> {
  const listings = (await listAllListings()).filter((listing) => listing.subCategory === null);
  return {
    paths: listings.flatMap((listing) => firstPages(listing.pagesCount).map((page) => ({ params: { slug: listing.category, page } }))),
    fallback: "blocking",
  };
}

export async function subCategoryListingPaths(): Promise<Paths<{ slug: string; subCategory: string; page: string }>> {
  const listings = (await listAllListings()).filter((listing) => listing.subCategory !== null);
  return {
    paths: listings.flatMap((listing) =>
      firstPages(listing.pagesCount).map((page) => ({
        params: { slug: listing.category, subCategory: listing.subCategory ?? "", page },
      })),
    ),
    fallback: "blocking",
  };
}
