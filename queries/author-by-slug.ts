import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { AuthorProfileFieldsFragment } from "./generated/graphql";

export const AUTHOR_BY_SLUG_QUERY = graphql(`
  query AuthorBySlug($slug: String!) {
    author(where: { slug: $slug }) {
      ...AuthorProfileFields
    }
  }
`);

export async function getAuthorBySlug(source: ContentSource, slug: string): Promise<AuthorProfileFieldsFragment | null> {
  const { author } = await source.request(AUTHOR_BY_SLUG_QUERY, { slug });
  return author ?? null;
}
