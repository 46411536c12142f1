/** Addresses of the site's own pages that more than one module builds (listings: lib/shared/listing/listing.ts). */

export const articlePath = (slug: string): string => `/blog/${slug}`;

export const SEARCH_PATH = "/search";

/** The results page for a query (the empty query: the search page itself). */
export const searchPath = (query: string): string => (query ? `${SEARCH_PATH}?${new URLSearchParams({ q: query })}` : SEARCH_PATH);

/** The API the search box's live results read (POST, the query in the body: it never appears in an address). */
export const SEARCH_API_PATH = "/api/search";
