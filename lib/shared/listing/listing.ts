/** Listing pagination rules shared by routes, loaders and components. */
import type { CategoryPageData } from "@/lib/shared/content/types";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";
import { translator, type Translate } from "@/lib/shared/i18n/catalogue";

/** Posts per listing page (the spec leaves it open: three rows of three cards). */
export const LISTING_PAGE_SIZE = 9;
/** Cover images in lists are 300 wide (docs/requirements.md, Constants). */
export const LIST_COVER_WIDTH = 300;

/** GraphQL's Int is 32-bit: no page can start past this offset. */
const MAX_GRAPHQL_INT = 2 ** 31 - 1;
const LAST_POSSIBLE_PAGE = Math.floor(MAX_GRAPHQL_INT / LISTING_PAGE_SIZE) + 1;

/** "1", "2", … only: "0", "01", "-1", "1.5", "abc" and pages past any possible offset are not page numbers. */
export function parsePageNumber(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const page = Number(value);
  return page <= LAST_POSSIBLE_PAGE ? page : null;
}

export function pagesCountFor(total: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers to show around the current one, with null for a gap ("…"). */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages = new Set([1, total]);
  for (let page = current - radius; page <= current + radius; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1] > 1 ? [null, page] : [page]));
}

/** docs/requirements.md, Routes and page shell: "{title or category} page {n}" (in English; `t` gives the reader's language). */
export function listingTitle(categoryPage: CategoryPageData, t: Translate<"shell"> = translator(shellMessages.shell)): string {
  return t("listingTitle", { title: categoryPage.title || categoryPage.category.slug, page: String(categoryPage.currentPage) });
}
