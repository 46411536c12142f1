import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { AuthorProfileFieldsFragment, Locale } from "./generated/graphql";

export const AUTHOR_BY_SLUG_QUERY = graphql(`
  query AuthorBySlug($slug: String!, $locales: [Locale!]! = [en]) {
    author(where: { slug: $slug }, locales: $locales) {
      ...AuthorProfileFields
    }
  }
`);

/** `locales`: Hygraph's fallback order (an author's profile text in the page's language, else English). */
export async function getAuthorBySlug(source: ContentSource, slug: string, locales: Locale[] = ["en"]): Promise<AuthorProfileFieldsFragment | null> {
  const { author } = await source.request(AUTHOR_BY_SLUG_QUERY, { slug, locales });
  return author ?? null;
}
