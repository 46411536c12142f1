import { SiteLink } from "@/components/links/SiteLink";
import { pageWindow } from "@/lib/shared/listing/listing";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import listingMessages from "@/lib/shared/i18n/compiled/en/listing";

type PaginationProps = { currentPage: number; pagesCount: number; hrefFor: (page: number) => string };

/** Previous / numbered / next links; the current page is marked for assistive technology. */
export function Pagination({ currentPage, pagesCount, hrefFor }: PaginationProps) {
  const { t } = useMessages(listingMessages);
  if (pagesCount <= 1) return null;
  return (
    <nav aria-label={t("pagination")} className="pagination">
      <ul>
        <li>
          {currentPage > 1 ? (
            <SiteLink href={hrefFor(currentPage - 1)} rel="prev">
              {t("previous")}
            </SiteLink>
          ) : (
            <span aria-disabled="true" className="pagination__disabled">{t("previous")}</span>
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
                  <span className="visually-hidden">{t("currentPage")}</span>
                  {page}
                </span>
              ) : (
                <SiteLink href={hrefFor(page)} aria-label={t("page", { page })}>
                  {page}
                </SiteLink>
              )}
            </li>
          ),
        )}
        <li>
          {currentPage < pagesCount ? (
            <SiteLink href={hrefFor(currentPage + 1)} rel="next">
              {t("next")}
            </SiteLink>
          ) : (
            <span aria-disabled="true" className="pagination__disabled">{t("next")}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
