import { Pagination } from "./Pagination";
import { routes } from "@sti-aware/contract/routes";

/** Which listing page this is, for the pagination under "Load more". */
export type ListingPosition = { category: string; subCategory: string | null; currentPage: number; pagesCount: number };

export function ListingPagination({ category, subCategory, currentPage, pagesCount }: ListingPosition) {
  return <Pagination currentPage={currentPage} pagesCount={pagesCount} hrefFor={(page) => routes.listing(category, subCategory, page)} />;
}
