import { SiteLink } from "@/components/links/SiteLink";
import { pageWindow } from "@/lib/shared/listing/listing";

type PaginationProps = { currentPage: number; pagesCount: number; hrefFor: (page: number) => string };

/** Previous / numbered / next links; the current page is marked for assistive technology. */
export function Pagination({ currentPage, pagesCount, hrefFor }: PaginationProps) {
  if (pagesCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        <li>
          {currentPage > 1 ? (
            <SiteLink href={hrefFor(currentPage - 1)} rel="prev">
              ← Previous
            </SiteLink>
          ) : (
            <span aria-disabled="true" className="pagination__disabled">← Previous</span>
          )}
        </li>
        {pageWindow(currentPage, pagesCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === currentPage ? (
                <span aria-current="page" className="pagination__current">
                  <span className="visually-hidden">Page </span>
                  {page}
                </span>
              ) : (
                <SiteLink href={hrefFor(page)} aria-label={`Page ${page}`}>
                  {page}
                </SiteLink>
              )}
            </li>
          ),
        )}
        <li>
          {currentPage < pagesCount ? (
            <SiteLink href={hrefFor(currentPage + 1)} rel="next">
              Next →
            </SiteLink>
          ) : (
            <span aria-disabled="true" className="pagination__disabled">Next →</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
