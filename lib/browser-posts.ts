import type { PostsPage } from "@/queries/author-posts";

/** Which posts a "Load more" list pages through. */
export type PostListSource =
  | { kind: "author"; slug: string }
  | { kind: "category"; category?: string; subCategory?: string };

export type MorePostsRequest = { endpoint: string; list: PostListSource; limit: number; offset: number };

/**
 * Fetches the next posts from the browser with the SPEC §7 queries, against the master
 * content API. The client and queries load only when a visitor asks for more posts.
 */
export async function fetchMorePosts({ endpoint, list, limit, offset }: MorePostsRequest): Promise<PostsPage> {
  const [{ createContentSource }, { getAuthorPosts }, { getPostsByCategory }, { LIST_COVER_WIDTH }] = await Promise.all([
    import("./content-source"),
    import("@/queries/author-posts"),
    import("@/queries/posts-by-category"),
    import("./listing"),
  ]);
  const source = createContentSource({ url: endpoint });
  return list.kind === "author"
    ? getAuthorPosts(source, { slug: list.slug, limit, offset })
    : getPostsByCategory(source, { ...list, limit, offset, width: LIST_COVER_WIDTH });
}
