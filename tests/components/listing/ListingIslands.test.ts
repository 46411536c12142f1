import { describe, expect, it } from "vitest";
import { listingIslands } from "@/components/listing/ListingView";
import type { ListingProps } from "@/lib/server/page-data/listing";
import type { SiteLocale } from "@sti-aware/contract/routes";

const listing = (subCategory: { id: string; slug: string; title: string } | null, currentPage: number, pagesCount: number, locale: SiteLocale = "en"): ListingProps & { meta: { locale: SiteLocale } } => ({
  meta: { locale },
  categoryPage: {
    title: "",
    description: null,
    category: { id: "category-prevention", slug: "prevention", title: "Prevention" },
    subCategory,
    currentPage,
    pagesCount,
    coverImage: null,
    dateModified: null,
  },
  posts: [],
  breadcrumbs: [],
});

describe("a listing page's islands (the props its browser code gets)", () => {
  it("are plain JSON, as getStaticProps requires, for a category listing with more pages", () => {
    const islands = listingIslands(listing(null, 1, 3));
    // Next refuses undefined in props: the build of a category's page 1 failed on it.
    expect(JSON.parse(JSON.stringify(islands))).toStrictEqual(islands);
    expect(islands.loadMore).toStrictEqual({ list: { kind: "category", category: "prevention" }, offset: 9, pageSize: 9, hasMore: true });
    expect(islands.position).toEqual({ category: "prevention", subCategory: null, currentPage: 1, pagesCount: 3 });
  });

  it("continue a sub-category's list, and offer no Load more on the last page", () => {
    const subCategory = { id: "sub-prep", slug: "prep", title: "PrEP" };
    expect(listingIslands(listing(subCategory, 2, 3)).loadMore?.list).toEqual({ kind: "category", category: "prevention", subCategory: "prep" });
    expect(listingIslands(listing(subCategory, 3, 3)).loadMore).toBeNull();
  });

  it("continue a Spanish listing's list with Spanish articles (the locale goes to /api/posts)", () => {
    const subCategory = { id: "sub-prep", slug: "prep-y-pep", title: "PrEP y PEP" };
    expect(listingIslands(listing(subCategory, 1, 2, "es")).loadMore?.list).toEqual({ kind: "category", category: "prevention", subCategory: "prep-y-pep", locale: "es" });
  });
});
