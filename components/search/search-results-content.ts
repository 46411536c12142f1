import { deferredModule } from "@/components/markup/deferred-module";

/**
 * The results page's results and topics (SearchResults.tsx), a chunk of their own: loaded when the
 * reader first edits the query, or before that once the main thread is idle (components/search/SearchView.tsx).
 */
export const searchResults = deferredModule(() => import("./SearchResults"));
