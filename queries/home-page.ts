import type { ContentSource } from "@/lib/content-source";
import type { HomePageData } from "@/lib/types";
import { AUTHOR_SUMMARY_FIELDS, SEO_FIELDS, withFragments } from "./fragments";

/** Home page data; its first seo entry is the home page's metadata (SPEC §2). */
export const HOME_PAGE_QUERY = withFragments(
  /* GraphQL */ `
    query HomePage {
      homePages(first: 1) {
        id
        createdAt
        updatedAt
        seo {
          ...SeoFields
        }
      }
    }
  `,
  SEO_FIELDS,
  AUTHOR_SUMMARY_FIELDS,
);

export async function getHomePage(source: ContentSource): Promise<HomePageData | null> {
  const { homePages } = await source.request<{ homePages: HomePageData[] }>(HOME_PAGE_QUERY);
  return homePages[0] ?? null;
}
