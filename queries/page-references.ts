import { fetchAll, type Connection } from "@/lib/content-client";
import type { ContentSource } from "@/lib/content-source";

/** Which entries each page embeds: lets a change to a post revalidate the pages that show it. */
export const PAGE_REFERENCES_QUERY = /* GraphQL */ `
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
        hasNextPage
      }
    }
  }
`;

type PageReferencesNode = {
  slug: string;
  defaultChart: { id: string } | null;
  content: { references: { id?: string }[] } | null;
};

export type PageReferences = { slug: string; referenceIds: string[] };

export async function getPageReferences(source: ContentSource): Promise<PageReferences[]> {
  const pages = await fetchAll(async (page) => {
    const result = await source.request<{ pagesConnection: Connection<PageReferencesNode> }>(PAGE_REFERENCES_QUERY, page);
    return result.pagesConnection;
  });
  return pages.map((page) => ({
    slug: page.slug,
    referenceIds: [
      ...(page.defaultChart ? [page.defaultChart.id] : []),
      ...(page.content?.references ?? []).flatMap((reference) => (reference.id ? [reference.id] : [])),
    ],
  }));
}
