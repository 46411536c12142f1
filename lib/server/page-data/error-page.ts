import { describe } from "@/lib/server/page-data/seo";
import type { PageLoader } from "./static-props";

/** Error pages carry the shell (menus, footer) but are never indexed. */
export function errorPageLoader(title: string, path: string): PageLoader<object> {
  return async () => ({
    meta: { title, description: describe(), path, image: null, type: "website", noindex: true, structuredData: [] },
  });
}
