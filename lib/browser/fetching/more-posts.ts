import type { PostsPage } from "@/queries/author-posts";
import { postListQueryString, type PostListRequest } from "@/lib/shared/listing/post-list-query";
import { routes } from "@sti-aware/contract/routes";


export type { PostListSource } from "@/lib/shared/listing/post-list-query";

/**
 * Fetches the next posts from the browser through the site's own `/api/posts`, which runs the
 * The listing queries (docs/requirements.md, Queries and events) server-side (the content API's token never reaches the browser).
 */
export async function fetchMorePosts(request: PostListRequest): Promise<PostsPage> {
  const response = await fetch(`${routes.path("postsApi")}?${postListQueryString(request)}`, { headers: { Accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : "";
    throw new Error(message || `The site answered ${response.status}.`);
  }
  return body as PostsPage;
}
