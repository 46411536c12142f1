import { describe, expect, it } from "vitest";

import { pagesCountFor, pageWindow, parsePageNumber } from "@/lib/shared/listing/listing";
import { listingTitle } from "@/lib/shared/listing/listing";
import { CATEGORY_UNDEFINED, loadCategoryListing } from "@/lib/server/page-data/listing";
import { createContentSource } from "@/queries/client/content-source";
import type { CategoryPageData } from "@/lib/shared/content/types";
import { routes } from "@sti-aware/contract/routes";

describe("listing rules", () => {
  it("accepts only positive whole page numbers", () => {
    expect(parsePageNumber("1")).toBe(1);
    expect(parsePageNumber("12")).toBe(12);
    for (const bad of ["0", "01", "-1", "1.5", "abc", "", undefined, "1e3"]) expect(parsePageNumber(bad)).toBeNull();
    // The offset of these pages would not fit GraphQL's 32-bit Int.
    for (const past of ["238609296", "99999999999999999999"]) expect(parsePageNumber(past)).toBeNull();
    expect(parsePageNumber("238609295")).toBe(238609295);
  });

  it("counts pages, with one page for an empty listing", () => {
    expect(pagesCountFor(0)).toBe(1);
    expect(pagesCountFor(9)).toBe(1);
    expect(pagesCountFor(10)).toBe(2);
  });

  it("builds listing paths and a page window with gaps", () => {
    expect(routes.listing("sti-testing", null, 2)).toBe("/sti-testing/page/2");
    expect(routes.listing("sti-testing", "home-testing", 1)).toBe("/sti-testing/home-testing/page/1");
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('titles a listing "{title or category} page {n}"', () => {
    const page = { title: "At-Home Testing", category: { id: "c", title: "STI Testing", slug: "sti-testing" }, currentPage: 3 };
    expect(listingTitle(page as CategoryPageData)).toBe("At-Home Testing page 3");
    expect(listingTitle({ ...page, title: "" } as CategoryPageData)).toBe("sti-testing page 3");
  });

  it('fails with "Category is undefined" when a listing has no category', async () => {
    const unreachable = createContentSource({ url: "http://127.0.0.1:9/graphql" });
    await expect(loadCategoryListing(unreachable, { page: "1" })).rejects.toThrow(CATEGORY_UNDEFINED);
    expect(CATEGORY_UNDEFINED).toBe("Category is undefined");
  });
});
