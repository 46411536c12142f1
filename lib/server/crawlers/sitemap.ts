import type { ContentSource } from "@/queries/client/content-source";
import type { SitemapEntry } from "./xml";
import { listAllListingsInEveryLanguage } from "@/lib/server/content/listings";
import { listAllAuthors, listAllPages } from "@/queries/content-index";
import { countPosts, createdAtOfPostAt, postsSummary, sitemapPosts } from "@/queries/crawler-feeds";
import { MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import { routes, SITE_LOCALES, type Routes, type SiteLocale } from "@sti-aware/contract/routes";
import { alternateLinks, everyLanguage, languageVersions, listingVersions } from "@/lib/server/page-data/alternates";
import { listingPagePath } from "@/lib/server/content/listings";
import type { LanguageVersion } from "@/lib/shared/page/page-meta";

/**
 * The sitemap split into child files of at most `chunkSize` URLs, by type: `pages-N` (home,
 * blog, the test planner, the medical team, content pages, authors), `listings-N` (every listing
 * page, in each language that has it) and `posts-N` (articles, oldest first, so a new post only
 * ever changes the last chunk; an article is listed once per language, so a post chunk holds
 * `chunkSize / languages` articles). Each document reads only
 * what it shows: the index reads counts and newest dates, a post chunk reads its own posts.
 *
 * lastmod: an article's `updatedAt`; a content page's `updatedAt`; an author page (in every
 * language) the newest of the author's version in that language (else the English one) and
 * their posts' in that language; the team page the newest of its authors' versions in that
 * language; the planner none (it is rendered on each request from its rows); home, blog and listing pages the newest post
 * update they list from (a new post shifts every page of its listings). A child's lastmod in
 * the index is the newest of its URLs'.
 */

export const SITEMAP_KINDS = ["pages", "listings", "posts"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Public path of a child sitemap, e.g. /sitemaps/posts-3.xml. */
export const childSitemapPath = (kind: SitemapKind, number: number) => routes.path("childSitemap", { file: `${kind}-${number}.xml` });

const CHILD_NAME = /^(pages|listings|posts)-([1-9]\d{0,8})$/;

/** `posts-3` → { kind: "posts", number: 3 }; anything else → null. */
export function parseChildName(name: string): { kind: SitemapKind; number: number } | null {
  const match = CHILD_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, number: Number(match[2]) } : null;
}

const newest = (dates: (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((latest, date) => (date && (!latest || Date.parse(date) > Date.parse(latest)) ? date : latest), undefined);

/** Runs `tasks` at most `limit` at a time, keeping their order (a few requests in flight keep both processes busy without flooding the service). */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** One entry per language version of a page, each naming all of them (a page in one language: one entry, no alternates). */
function inEveryLanguage(versions: LanguageVersion[], lastModified: string | undefined | ((locale: SiteLocale) => string | undefined)): SitemapEntry[] {
  const alternates = alternateLinks(versions);
  return versions.map(({ locale, path }) => ({
    path,
    lastModified: typeof lastModified === "function" ? lastModified(locale) : lastModified,
    ...(alternates.length ? { alternates } : {}),
  }));
}

/** An entry's versions from its localizations; an entry read before any translation existed has its own slug. */
const versionsOf = (entry: { slug: string; localizations: { locale: string; slug: string }[] }, pathIn: (routes: Routes, slug: string) => string) =>
  entry.localizations.length ? languageVersions(entry.localizations, pathIn) : [{ locale: routes.locale, path: pathIn(routes, entry.slug) }];

async function pageEntries(source: ContentSource): Promise<SitemapEntry[]> {
  const [pages, authors, latest] = await Promise.all([
    listAllPages(source),
    listAllAuthors(source),
    Promise.all(SITE_LOCALES.map(async (locale) => [locale, (await postsSummary(source, undefined, [locale])).newestUpdate] as const)),
  ]);
  const authorUpdates = await inBatches(
    authors.map((author) => async () => new Map(await Promise.all(SITE_LOCALES.map(async (locale) => [locale, (await postsSummary(source, { author: { slug: author.slug } }, [locale])).newestUpdate] as const)))),
  );
  // A language's home and blog index list its own articles: dated by its newest one.
  const newestIn = (locale: SiteLocale) => new Map(latest).get(locale);
  const authorUpdatedIn = (author: (typeof authors)[number], locale: SiteLocale) => author.localizations.find((version) => version.locale === locale)?.updatedAt ?? author.updatedAt;
  return [
    ...inEveryLanguage(everyLanguage((inLanguage) => inLanguage.path("home")), newestIn),
    ...inEveryLanguage(everyLanguage((inLanguage) => inLanguage.path("blog")), newestIn),
    ...inEveryLanguage(everyLanguage((inLanguage) => inLanguage.path("whenToTest")), undefined),
    ...inEveryLanguage(everyLanguage((inLanguage) => inLanguage.path("medicalTeam")), (locale) => newest(authors.map((author) => authorUpdatedIn(author, locale)))),
    ...pages
      .filter((page) => page.sitemap)
      .flatMap((page) => inEveryLanguage(versionsOf(page, (inLanguage, slug) => inLanguage.path("contentPage", { slug })), page.updatedAt)),
    ...authors.flatMap((author, index) =>
      inEveryLanguage(everyLanguage((inLanguage) => inLanguage.path("author", { slug: author.slug })), (locale) =>
        newest([authorUpdatedIn(author, locale), authorUpdates[index].get(locale)]),
      ),
    ),
  ];
}

/**
 * Every page of every listing in every language (English first); a page that the other language
 * has too (the same listing, the same page number) names both versions and x-default.
 */
async function listingEntries(source: ContentSource): Promise<SitemapEntry[]> {
  const listings = await listAllListingsInEveryLanguage(source);
  return listings.flatMap((listing) =>
    Array.from({ length: listing.pagesCount }, (_, index) => {
      const alternates = alternateLinks(listingVersions(listings, listing, index + 1));
      return { path: listingPagePath(listing, index + 1), lastModified: listing.lastModified, ...(alternates.length ? { alternates } : {}) };
    }),
  );
}

/** Articles per post chunk: each is listed in every language, and a child may hold at most `chunkSize` URLs. */
const postsPerChunk = (chunkSize: number) => Math.max(1, Math.floor(chunkSize / SITE_LOCALES.length));

const chunksOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** Children listed in the index, each with the newest lastmod of its URLs. */
export async function sitemapIndex(source: ContentSource, chunkSize: number): Promise<SitemapEntry[]> {
  const [pages, listings, postCount] = await Promise.all([pageEntries(source), listingEntries(source), countPosts(source)]);
  const listed = (kind: SitemapKind, entries: SitemapEntry[]) =>
    chunksOf(entries, chunkSize).map((chunk, index) => ({
      path: childSitemapPath(kind, index + 1),
      lastModified: newest(chunk.map((entry) => entry.lastModified)),
    }));
  // A post chunk's newest update: the posts created from its first post's date up to the next chunk's.
  const perChunk = postsPerChunk(chunkSize);
  const chunkCount = Math.ceil(postCount / perChunk);
  const starts = await inBatches(Array.from({ length: chunkCount }, (_, index) => () => createdAtOfPostAt(source, index * perChunk)));
  const postUpdates = await inBatches(
    starts.map((start, index) => () => {
      const end = starts[index + 1];
      return postsSummary(source, { ...(index > 0 && start ? { createdAt_gte: start } : {}), ...(end ? { createdAt_lt: end } : {}) });
    }),
  );
  return [
    ...listed("pages", pages),
    ...listed("listings", listings),
    ...postUpdates.map((summary, index) => ({ path: childSitemapPath("posts", index + 1), lastModified: summary.newestUpdate })),
  ];
}

/** The URLs of one child sitemap, or null when there is no such child. */
export async function sitemapChild(source: ContentSource, name: string, chunkSize: number): Promise<SitemapEntry[] | null> {
  const child = parseChildName(name);
  if (!child) return null;
  if (child.kind !== "posts") {
    const first = (child.number - 1) * chunkSize;
    const entries = child.kind === "pages" ? await pageEntries(source) : await listingEntries(source);
    const chunk = entries.slice(first, first + chunkSize);
    return chunk.length ? chunk : null;
  }
  const perChunk = postsPerChunk(chunkSize);
  const first = (child.number - 1) * perChunk;
  const total = await countPosts(source);
  const size = Math.min(perChunk, total - first);
  if (size <= 0) return null;
  const pages = await inBatches(
    Array.from({ length: Math.ceil(size / MAX_PAGE_SIZE) }, (_, index) => () =>
      sitemapPosts(source, first + index * MAX_PAGE_SIZE, Math.min(MAX_PAGE_SIZE, size - index * MAX_PAGE_SIZE)),
    ),
  );
  return pages.flat().flatMap((post) => inEveryLanguage(versionsOf(post, (inLanguage, slug) => inLanguage.path("article", { slug })), post.updatedAt));
}

/** How many children of each kind the index lists now (counts only, no dates). */
export async function sitemapChildCounts(source: ContentSource, chunkSize: number): Promise<Record<SitemapKind, number>> {
  const [pages, authors, listings, postCount] = await Promise.all([
    listAllPages(source),
    listAllAuthors(source),
    listAllListingsInEveryLanguage(source),
    countPosts(source),
  ]);
  // Home, blog, planner, team and authors in every language, each content page in each of its languages.
  const pageUrls = (4 + authors.length) * SITE_LOCALES.length + pages.filter((page) => page.sitemap).reduce((total, page) => total + Math.max(1, page.localizations.length), 0);
  const listingUrls = listings.reduce((total, listing) => total + listing.pagesCount, 0);
  return {
    pages: Math.ceil(pageUrls / chunkSize),
    listings: Math.ceil(listingUrls / chunkSize),
    posts: Math.ceil(postCount / postsPerChunk(chunkSize)),
  };
}

/** The post chunk (1-based) a post created at `createdAt` falls in: posts are chunked oldest first. */
export async function postChunkOf(source: ContentSource, createdAt: string, chunkSize: number): Promise<number> {
  return Math.floor((await countPosts(source, { createdAt_lt: createdAt })) / postsPerChunk(chunkSize)) + 1;
}
