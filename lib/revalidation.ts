import type { ContentSource } from "./content-source";
import { listingPath } from "./listing";
import { getPostIndexEntry, listAllAuthors, listAllPages, listAllPosts } from "@/queries/content-index";
import { getPageReferences } from "@/queries/page-references";
import { listAllListings } from "./page-data/paths";

/**
 * Which statically generated paths a content change affects. Hygraph's webhook body names the
 * changed entry ({ operation, data: { __typename, id, stage, ...fields } }); anything else the
 * mapping needs is read from the master content API.
 *
 * Strategy for entries shown site-wide (menus, site configuration, promotions, charts,
 * advertisers, deep links): revalidate every page except articles and deeper listing pages,
 * which follow within the time-based `revalidate` window. Sitemap and RSS are rendered per
 * request, so they are always current.
 */

export type WebhookPayload = {
  operation: string;
  data: { __typename: string; id: string; slug?: string; [field: string]: unknown };
};

export function parseWebhookPayload(value: unknown): WebhookPayload | null {
  if (typeof value !== "object" || value === null) return null;
  const { operation, data } = value as Record<string, unknown>;
  if (typeof operation !== "string" || typeof data !== "object" || data === null) return null;
  const entry = data as Record<string, unknown>;
  if (typeof entry.__typename !== "string" || typeof entry.id !== "string") return null;
  return { operation, data: entry as WebhookPayload["data"] };
}

const slugOf = (value: unknown): string | undefined =>
  typeof value === "object" && value !== null && typeof (value as { slug?: unknown }).slug === "string"
    ? (value as { slug: string }).slug
    : undefined;

/** Every page of the listings for a category and, if given, its sub-category — plus one, in case a page just disappeared. */
async function listingPaths(category: string | undefined, subCategory: string | undefined): Promise<string[]> {
  if (!category) return [];
  const listings = await listAllListings();
  return listings
    .filter((listing) => listing.category === category && (listing.subCategory === null || listing.subCategory === subCategory))
    .flatMap((listing) =>
      Array.from({ length: listing.pagesCount + 1 }, (_, index) => listingPath(listing.category, listing.subCategory, index + 1)),
    );
}

async function pagesEmbedding(source: ContentSource, id: string): Promise<string[]> {
  const pages = await getPageReferences(source);
  return pages.filter((page) => page.referenceIds.includes(id)).map((page) => `/${page.slug}`);
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
    "/blog",
    ...pages.map((page) => `/${page.slug}`),
    ...authors.map((author) => `/medical-team/${author.slug}`),
    ...listings.map((listing) => listingPath(listing.category, listing.subCategory, 1)),
    // The newest articles are the ones visitors see first; older ones follow on the time-based revalidation.
    ...posts.slice(0, 20).map((post) => `/blog/${post.slug}`),
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

export async function pathsToRevalidate(payload: WebhookPayload, source: ContentSource): Promise<string[]> {
  const { data } = payload;
  let paths: string[];
  switch (data.__typename) {
    case "Post": {
      const post = await orFallback(() => getPostIndexEntry(source, data.id), null);
      const slug = post?.slug ?? data.slug;
      const category = post?.category?.slug ?? slugOf(data.category);
      const subCategory = post?.subCategory?.slug ?? slugOf(data.subCategory);
      const author = post?.author?.slug ?? slugOf(data.author);
      paths = [
        ...(slug ? [`/blog/${slug}`] : []),
        "/blog",
        "/",
        ...(author ? [`/medical-team/${author}`] : []),
        ...(await orFallback(() => listingPaths(category, subCategory), [])),
        ...(await orFallback(() => pagesEmbedding(source, data.id), [])),
      ];
      break;
    }
    case "Page":
      paths = [...(data.slug ? [`/${data.slug}`] : []), ...(await orFallback(() => pagesEmbedding(source, data.id), []))];
      break;
    case "Author":
      paths = data.slug ? [`/medical-team/${data.slug}`] : [];
      break;
    case "HomePage":
      paths = ["/"];
      break;
    default:
      paths = await orFallback(() => siteWidePaths(source), ["/", "/blog"]);
  }
  return [...new Set(paths)];
}
