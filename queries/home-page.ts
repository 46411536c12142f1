import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { HomePageQuery } from "./generated/graphql";

/** Home page data; its first seo entry is the home page's metadata (docs/requirements.md, Routes and page shell). */
export const HOME_PAGE_QUERY = graphql(`
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
`);

export async function getHomePage(source: ContentSource): Promise<HomePageQuery["homePages"][number] | null> {
  const { homePages } = await source.request(HOME_PAGE_QUERY);
  return homePages[0] ?? null;
}
