import type { GetStaticPathsResult } from "next";
import { contentSource } from "@/lib/server/content/source";
import { listAllListingsInEveryLanguage } from "@/lib/server/content/listings";
import { listAllAuthors, listAllPages, listAllPosts } from "@/queries/content-index";
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

const firstPages = (pagesCount: number) =>
  Array.from({ length: Math.min(pagesCount, PREBUILT_LISTING_PAGES) }, (_, index) => String(index + 1));

export async function categoryListingPaths(): Promise<Paths<{ slug: string; page: string }>> {
  const listings = (await listAllListingsInEveryLanguage()).filter((listing) => listing.subCategory === null);
  return {
    paths: listings.flatMap((listing) => firstPages(listing.pagesCount).map((page) => ({ params: { slug: listing.category, page }, locale: listing.locale }))),
    fallback: "blocking",
  };
}

export async function subCategoryListingPaths(): Promise<Paths<{ slug: string; subCategory: string; page: string }>> {
  const listings = (await listAllListingsInEveryLanguage()).filter((listing) => listing.subCategory !== null);
  return {
    paths: listings.flatMap((listing) =>
      firstPages(listing.pagesCount).map((page) => ({
        params: { slug: listing.category, subCategory: listing.subCategory ?? "", page },
        locale: listing.locale,
      })),
    ),
    fallback: "blocking",
  };
}
