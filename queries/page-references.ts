import { fetchAll } from "@/queries/client/content-client";
import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

/** Which entries each page embeds: lets a change to a post revalidate the pages that show it. */
export const PAGE_REFERENCES_QUERY = graphql(`
  query PageReferences($first: Int!, $skip: Int!) {
    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip) {
      edges {
        node {
          slug
          defaultChart {
            id
          }
          content {
            references(first: 100) {
              ... on Post {
                id
              }
              ... on Page {
                id
              }
              ... on Promotion {
                id
              }
              ... on Chart {
                id
              }
            }
          }
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

export type PageReferences = { slug: string; referenceIds: string[] };

export async function getPageReferences(source: ContentSource): Promise<PageReferences[]> {
  const pages = await fetchAll(async (page) => (await source.request(PAGE_REFERENCES_QUERY, page)).pagesConnection);
  return pages.map((page) => ({
    slug: page.slug,
    referenceIds: [
      ...(page.defaultChart ? [page.defaultChart.id] : []),
      ...(page.content?.references ?? []).flatMap((reference) => ("id" in reference ? [reference.id] : [])),
    ],
  }));
}
