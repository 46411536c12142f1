import { MAX_QUERY_LENGTH } from "@/lib/shared/search/limits";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import searchBoxMessages from "@/lib/shared/i18n/compiled/en/searchBox";

/**
 * The header's search box: a plain GET form to the results page, which works without JavaScript.
 * Focusing or pointing at it loads the live results (components/search/HeaderLiveSearch.tsx, from
 * listeners on the document: the header is the server's markup, never hydrated).
 */
export function HeaderSearch() {
  const { t } = useMessages(searchBoxMessages);
  const routes = usePageRoutes();
  return (
    <form role="search" aria-label={t("siteSearch")} action={routes.path("search")} method="get" className="site-search">
      <label htmlFor="site-search-q" className="site-search__label">
        {t("label")}
      </label>
      <div className="site-search__field">
        <input id="site-search-q" name="q" type="search" maxLength={MAX_QUERY_LENGTH} autoComplete="off" spellCheck={false} enterKeyHint="search" className="site-search__input" />
        <button type="submit" className="site-search__button">
          <span className="visually-hidden">{t("label")}</span>
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
