import type { ContentSource } from "@/lib/content-source";
import type { Author } from "@/lib/types";
import { ASSET_FIELDS, withFragments } from "./fragments";

export const AUTHOR_BY_SLUG_QUERY = withFragments(
  /* GraphQL */ `
    query AuthorBySlug($slug: String!) {
      author(where: { slug: $slug }) {
        id
        name
        slug
        title
        linkedin
        biography
        picture {
          ...AssetFields
        }
      }
    }
  `,
  ASSET_FIELDS,
);

export async function getAuthorBySlug(source: ContentSource, slug: string): Promise<Author | null> {
  const { author } = await source.request<{ author: Author | null }>(AUTHOR_BY_SLUG_QUERY, { slug });
  return author;
}
