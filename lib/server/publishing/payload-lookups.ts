import type { ContentSource } from "@/queries/client/content-source";
import { listAllAuthors } from "@/queries/content-index";
import { listEveryListingAddress } from "@/lib/server/content/listings";
import { DEFAULT_LOCALE, isSiteLocale, routes } from "@sti-aware/contract/routes";
import type { WebhookPayload, WebhookReference } from "./webhook-payload";

/**
 * What Hygraph's payload leaves out and the paths need, looked up by id through the one content
 * client: a related entry arrives as `{ __typename, id }` only ("Receiving a webhook"), while the
 * paths are made of slugs. A lookup that fails (the content API down) finds nothing; the entry's
 * own pages still come from the payload's localizations.
 */

/** An author's slug by id (every author, one paged list: authors are few). */
export async function authorSlug(source: ContentSource, reference: WebhookReference | undefined): Promise<string | undefined> {
  if (!reference) return undefined;
  try {
    return (await listAllAuthors(source)).find((author) => author.id === reference.id)?.slug;
  } catch {
    return undefined;
  }
}

/** A category's and a sub-category's English slugs by id, from the listings (which pair each language's slugs with the ids). */
export async function listingSlugs(
  source: ContentSource,
  category: WebhookReference | undefined,
  subCategory: WebhookReference | undefined,
): Promise<{ category?: string; subCategory?: string }> {
  if (!category) return {};
  try {
    const english = (await listEveryListingAddress(source)).filter((listing) => listing.locale === DEFAULT_LOCALE && listing.categoryId === category.id);
    return {
      category: english[0]?.category,
      subCategory: subCategory ? english.find((listing) => listing.subCategoryId === subCategory.id)?.subCategory ?? undefined : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The pages of the entry itself in every language whose slug the payload names (its
 * `localizations`): an unpublished or deleted entry is gone from the content API, so these are
 * the only record of its Spanish and English addresses besides what the site last served.
 */
export function ownLanguagePaths(data: WebhookPayload["data"]): string[] {
  const route = data.__typename === "Post" ? "article" : data.__typename === "Page" ? "contentPage" : data.__typename === "Author" ? "author" : null;
  if (!route) return [];
  return data.slugs.flatMap(({ locale, slug }) => (isSiteLocale(locale) ? [routes.inLocale(locale).path(route, { slug })] : []));
}
