/**
 * Type-level proofs, checked by the "type-check" stage of `npm test` (tsc): each
 * `@ts-expect-error` below must stay an error, or tsc fails with "Unused '@ts-expect-error'".
 */
import type { ContentSource } from "@/queries/client/content-source";
import type { PostSummary } from "@/lib/shared/content/types";
import { AUTHOR_POSTS_QUERY } from "@/queries/author-posts";
import { CATEGORIES_QUERY } from "@/queries/categories";

export async function contentSourceTakesOnlyTypedDocuments(source: ContentSource): Promise<void> {
  // A plain string is not a document: every query goes through codegen (and its validation).
  // @ts-expect-error a string has no result or variables type
  await source.request("{ posts { id } }");

  // The variables are the document's own: required ones must be given, with the right types.
  // @ts-expect-error AuthorPosts needs $slug, $limit and $offset
  await source.request(AUTHOR_POSTS_QUERY);
  // @ts-expect-error $limit is an Int
  await source.request(AUTHOR_POSTS_QUERY, { slug: "amara-okafor", limit: "9", offset: 0 });
  await source.request(CATEGORIES_QUERY);

  // The result is inferred from the selection: a field the query does not select is an error.
  const { postsConnection } = await source.request(AUTHOR_POSTS_QUERY, { slug: "amara-okafor", limit: 9, offset: 0 });
  // @ts-expect-error AuthorPosts does not select the posts' content
  void postsConnection.edges[0].node.content;
}

/** What a component typed with a fragment type may read: only what the fragment selects. */
export function postCardReadsOnlyItsFragment(post: PostSummary): string {
  // @ts-expect-error PostCardFields selects the author's summary, not their title
  void post.author?.title;
  return `${post.title} ${post.coverImage?.url ?? ""} ${post.author?.name ?? ""}`;
}
