import { describe } from "@/lib/server/page-data/seo";
import { serverMessages } from "@/lib/server/i18n/messages";
import type { PageLoader } from "./static-props";

/** Error pages carry the shell (menus, footer) but are never indexed; the title in the page's language. */
export function errorPageLoader(title: "notFoundTitle" | "serverErrorTitle", path: string): PageLoader<object> {
  return async (_source, context) => ({
    meta: { title: serverMessages("errors", context.locale).t(title), description: describe(), path, image: null, type: "website", noindex: true, structuredData: [] },
  });
}
