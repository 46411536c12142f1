import { Pagination } from "./Pagination";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";

/** Which listing page this is, for the pagination under "Load more". */
export type ListingPosition = { category: string; subCategory: string | null; currentPage: number; pagesCount: number };

export function ListingPagination({ category, subCategory, currentPage, pagesCount }: ListingPosition) {
  const routes = usePageRoutes();
  return <Pagination currentPage={currentPage} pagesCount={pagesCount} hrefFor={(page) => routes.listing(category, subCategory, page)} />;
}
