import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { HomePageQuery, Locale } from "./generated/graphql";

/** Home page data; its first seo entry is the home page's metadata (docs/requirements.md, Routes and page shell). */
export const HOME_PAGE_QUERY = graphql(`
  query HomePage($locales: [Locale!]! = [en]) {
    homePages(first: 1, locales: $locales) {
      id
      createdAt
      updatedAt
      seo {
        ...SeoFields
      }
    }
  }
`);

export async function getHomePage(source: ContentSource, locales: Locale[] = ["en"]): Promise<HomePageQuery["homePages"][number] | null> {
  const { homePages } = await source.request(HOME_PAGE_QUERY, { locales });
  return homePages[0] ?? null;
}
