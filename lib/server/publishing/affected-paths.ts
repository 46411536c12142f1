import type { ContentSource } from "@/queries/client/content-source";
import { getPostIndexEntry, listAllAuthors, listAllPages, listAllPosts } from "@/queries/content-index";
import { getPageReferences } from "@/queries/page-references";
import { listAllListings, listEveryListingAddress } from "@/lib/server/content/listings";
import { childSitemapDocument, crawlerDocumentPath, rssDocument, SITEMAP_INDEX_DOCUMENT } from "@/lib/server/crawlers/documents";
import { siteEnv } from "@/lib/server/config/env";
import { postChunkOf, SITEMAP_KINDS, sitemapChildCounts, type SitemapKind } from "@/lib/server/crawlers/sitemap";
import { relatedReadingPaths } from "@/lib/server/page-data/related";
import type { WebhookPayload } from "./webhook-payload";
import { DEFAULT_LOCALE, isSiteLocale, routes, SITE_LOCALES } from "@sti-aware/contract/routes";
import { languageVersions } from "@/lib/server/page-data/alternates";
import { listingPagePath } from "@/lib/server/content/listings";
import { authorSlug, listingSlugs, ownLanguagePaths } from "./payload-lookups";

/**
 * Which statically generated paths a content change affects. Hygraph's webhook body names the
 * changed entry ({ operation, data: { __typename, id, stage, ...fields, localizations } }, related
 * entries by id only); anything else the mapping needs is read from the master content API by id
 * (payload-lookups.ts).
 *
 * Strategy for entries shown site-wide (menus, site configuration, promotions, charts,
 * advertisers, deep links): revalidate every page except articles and deeper listing pages,
 * which follow within the time-based `revalidate` window.
 *
 * Articles whose related reading may list a changed post: the most recently updated of its
 * sub-category and category (lib/page-data/related.ts, at most 20); others within `revalidate`.
 *
 * Crawler documents: every change refreshes the sitemap index, the pages and listings child
 * sitemaps and the RSS feed (each a handful of small queries); a post change also refreshes
 * the post chunk it falls in, and, when it leaves (unpublish, delete), every later chunk,
 * since they shift by one. Other post chunks follow on the time-based revalidation.
 */

/**
 * Every page of the listings for a category (English slug) and, if given, its sub-category, in
 * every language (each language's pages name the others' as alternates, and a translation makes or
 * ends another language's listing) — plus one, in case a page just disappeared.
 */
async function listingPaths(category: string | undefined, subCategory: string | undefined): Promise<string[]> {
  if (!category) return [];
  const listings = await listEveryListingAddress();
  const english = (slug: string | null) => listings.find((listing) => listing.locale === DEFAULT_LOCALE && listing.category === category && listing.subCategory === slug);
  const categoryId = english(null)?.categoryId;
  const subCategoryId = subCategory ? english(subCategory)?.subCategoryId : undefined;
  return listings
    .filter((listing) => listing.categoryId === categoryId && (listing.subCategoryId === null || listing.subCategoryId === subCategoryId))
    .flatMap((listing) => Array.from({ length: listing.pagesCount + 1 }, (_, index) => listingPagePath(listing, index + 1)));
}

async function pagesEmbedding(source: ContentSource, id: string): Promise<string[]> {
  const pages = await getPageReferences(source);
  return pages.filter((page) => page.referenceIds.includes(id)).map((page) => routes.path("contentPage", { slug: page.slug }));
}

async function siteWidePaths(source: ContentSource): Promise<string[]> {
  const [pages, authors, listings, posts] = await Promise.all([
    listAllPages(source),
    listAllAuthors(source),
    listAllListings(),
    listAllPosts(source),
  ]);
  return [
    "/",
    routes.path("blog"),
    ...pages.map((page) => routes.path("contentPage", { slug: page.slug })),
    routes.path("medicalTeam"),
    ...authors.map((author) => routes.path("author", { slug: author.slug })),
    ...listings.map((listing) => routes.listing(listing.category, listing.subCategory, 1)),
    // The newest articles are the ones visitors see first; older ones follow on the time-based revalidation.
    ...posts.slice(0, 20).map((post) => routes.path("article", { slug: post.slug })),
  ];
}

/**
 * Lookups that need the content API fall back to what the payload itself says, so a webhook
 * that arrives during an outage still asks Next to regenerate the entry's own page (which then
 * keeps its last good version, since getStaticProps fails).
 */
async function orFallback<T>(lookup: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await lookup();
  } catch {
    return fallback;
  }
}

const LEAVING_OPERATIONS = new Set(["unpublish", "delete"]);

/**
 * Which post chunks a post change touches: the one it falls in and every later one, since a
 * post that appears or leaves in the middle shifts them (a new post is the newest, so only the
 * last chunk). One past the end too, in case a post leaving emptied the last chunk.
 */
async function postChunks(payload: WebhookPayload, source: ContentSource, chunkSize: number, chunkCount: number): Promise<number[]> {
  const createdAt = typeof payload.data.createdAt === "string" ? payload.data.createdAt : undefined;
  const first = createdAt ? await postChunkOf(source, createdAt, chunkSize) : 1;
  const last = LEAVING_OPERATIONS.has(payload.operation) ? chunkCount + 1 : Math.max(first, chunkCount);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The ISR paths of the crawler documents a change touches. */
async function crawlerDocumentPaths(payload: WebhookPayload, source: ContentSource): Promise<string[]> {
  const { sitemapChunkSize } = siteEnv();
  const counts = await sitemapChildCounts(source, sitemapChunkSize);
  const children = (kind: SitemapKind, numbers: number[]) => numbers.map((number) => childSitemapDocument(`${kind}-${number}`));
  const all = (kind: SitemapKind) => Array.from({ length: counts[kind] }, (_, index) => index + 1);
  // Children before the index, so the index never dates a child newer than what the child shows.
  const documents = [
    ...SITEMAP_KINDS.filter((kind) => kind !== "posts").flatMap((kind) => children(kind, all(kind))),
    ...(payload.data.__typename === "Post" ? children("posts", await postChunks(payload, source, sitemapChunkSize, counts.posts)) : []),
    SITEMAP_INDEX_DOCUMENT,
    ...SITE_LOCALES.map(rssDocument),
  ];
  return documents.map(crawlerDocumentPath);
}

const OTHER_LOCALES = SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The home page and blog index of every other language (they list that language's articles). */
const otherLanguageIndexes = () => OTHER_LOCALES.flatMap((locale) => [routes.inLocale(locale).path("home"), routes.inLocale(locale).path("blog")]);

/** A person's page in every other language, and those languages' team page (every author's profile is in each). */
const otherLanguagePeople = (slugs: string[]) =>
  OTHER_LOCALES.flatMap((locale) => [routes.inLocale(locale).path("medicalTeam"), ...slugs.map((slug) => routes.inLocale(locale).path("author", { slug }))]);

/**
 * What a change means for the other languages. An article or page: every language version of it
 * (a new or changed translation is a page of its own, and each version's alternate links name the
 * others, the English one's too), the other languages' home and blog index, and, for an article,
 * its author's page in each language it has (that page lists the author's articles in its
 * language). An author: their page and the team page in every language. Entries shown site-wide:
 * those languages' home, blog, team and author pages, newest articles and pages, as in English.
 * The planner is rendered on each request in every language: no path.
 */
async function otherLanguagePaths(data: WebhookPayload["data"], source: ContentSource): Promise<string[]> {
  switch (data.__typename) {
    case "Post": {
      const post = await getPostIndexEntry(source, data.id);
      const author = post?.author?.slug ?? (await authorSlug(source, data.author));
      const translated = (post?.localizations ?? []).flatMap(({ locale }) => (locale !== DEFAULT_LOCALE && isSiteLocale(locale) ? [locale] : []));
      return [
        ...languageVersions(post?.localizations ?? [], (inLanguage, slug) => inLanguage.path("article", { slug })).map((version) => version.path),
        ...otherLanguageIndexes(),
        ...(author ? translated.map((locale) => routes.inLocale(locale).path("author", { slug: author })) : []),
      ];
    }
    case "Page": {
      const page = (await listAllPages(source)).find((candidate) => candidate.id === data.id);
      return languageVersions(page?.localizations ?? [], (inLanguage, slug) => inLanguage.path("contentPage", { slug })).map((version) => version.path);
    }
    case "HomePage":
      return OTHER_LOCALES.map((locale) => routes.inLocale(locale).path("home"));
    case "Author":
      return otherLanguagePeople(data.slug ? [data.slug] : []);
    case "WindowPeriod":
    case "PreventionFollowUp":
    case "Fact":
    case "SearchSynonym":
      return [];
    default: {
      const perLanguage = await Promise.all(
        OTHER_LOCALES.map(async (locale) => {
          const inLanguage = routes.inLocale(locale);
          const [posts, pages, listings] = await Promise.all([listAllPosts(source, [locale]), listAllPages(source, [locale]), listAllListings(source, locale)]);
          return [
            ...posts.slice(0, 20).map((post) => inLanguage.path("article", { slug: post.slug })),
            ...pages.map((page) => inLanguage.path("contentPage", { slug: page.slug })),
            ...listings.map((listing) => listingPagePath(listing, 1)),
          ];
        }),
      );
      const authors = await listAllAuthors(source);
      return [...otherLanguageIndexes(), ...otherLanguagePeople(authors.map((author) => author.slug)), ...perLanguage.flat()];
    }
  }
}

/**
 * A post's pages: the article, the blog index and home, its author's page, its listings, the pages
 * embedding it and the articles whose related reading lists it. Its category, sub-category and
 * author are read from the API (the payload may predate a change), falling back to the payload's.
 */
async function postPaths(data: WebhookPayload["data"], source: ContentSource): Promise<string[]> {
  const post = await orFallback(() => getPostIndexEntry(source, data.id), null);
  const slug = post?.slug ?? data.slug;
  // Gone from the API (unpublished, deleted): the payload's relations, by id.
  const related = post ? {} : await listingSlugs(source, data.category ?? undefined, data.subCategory ?? undefined);
  const category = post?.category?.slug ?? related.category;
  const subCategory = post?.subCategory?.slug ?? related.subCategory;
  const author = post?.author?.slug ?? (await authorSlug(source, data.author));
  return [
    ...(slug ? [routes.path("article", { slug })] : []),
    routes.path("blog"),
    "/",
    ...(author ? [routes.path("author", { slug: author })] : []),
    ...(await orFallback(() => listingPaths(category, subCategory), [])),
    ...(await orFallback(() => pagesEmbedding(source, data.id), [])),
    // Other articles list it (or stop listing it) in their related reading.
    ...(await orFallback(() => relatedReadingPaths(source, { id: data.id, category: category ?? null, subCategory: subCategory ?? null }), [])),
  ];
}

export async function pathsToRevalidate(payload: WebhookPayload, source: ContentSource): Promise<string[]> {
  const { data } = payload;
  let paths: string[];
  switch (data.__typename) {
    case "Post":
      paths = await postPaths(data, source);
      break;
    case "Page":
      paths = [...(data.slug ? [routes.path("contentPage", { slug: data.slug })] : []), ...(await orFallback(() => pagesEmbedding(source, data.id), []))];
      break;
    case "Author":
      // The team page shows every author's profile too.
      paths = [routes.path("medicalTeam"), ...(data.slug ? [routes.path("author", { slug: data.slug })] : [])];
      break;
    case "HomePage":
      paths = ["/"];
      break;
    case "WindowPeriod":
    case "PreventionFollowUp":
    case "Fact":
      // The planner (/when-to-test, /es/when-to-test) is rendered on each request: no static page holds its rows, follow-ups or facts.
      paths = [];
      break;
    case "SearchSynonym":
      // Only search reads them (the webhook has already told every instance's index); no page shows them.
      paths = [];
      break;
    case "Category":
    case "SubCategory":
    case "DeepLink":
    case "Advertiser":
    case "Promotion":
    case "ProductReview":
    case "Chart":
    case "Faq":
    case "Topic":
    case "NavigationMenu":
    case "SiteConfig":
    case "Asset":
    // Urgent help boxes sit on the articles that name them, ranking criteria on the comparison page.
    case "UrgentHelp":
    case "RankingCriterion":
      paths = await orFallback(() => siteWidePaths(source), [routes.path("home"), routes.path("blog")]);
      break;
    default:
      // Every model is named above: a new one fails type-checking here until it is given its paths.
      return data.__typename satisfies never;
  }
  paths.push(...ownLanguagePaths(data));
  paths.push(...(await orFallback(() => otherLanguagePaths(data, source), [])));
  const crawlerFallback = [SITEMAP_INDEX_DOCUMENT, ...SITE_LOCALES.map(rssDocument)].map(crawlerDocumentPath);
  paths.push(...(await orFallback(() => crawlerDocumentPaths(payload, source), crawlerFallback)));
  return [...new Set(paths)];
}
