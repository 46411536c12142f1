import { LRUCache } from "lru-cache";
import { postListQueryString, type PostListRequest } from "@/lib/shared/listing/post-list-query";
import type { PostsPage } from "@/queries/author-posts";

/**
 * The last page of each "Load more" list this instance answered, so a visitor still gets posts
 * while the content service is slow or down (what a cached page shows them anyway). Bounded: a
 * page is a few kB, and strangers can ask for many offsets.
 */
const lastGood = new LRUCache<string, PostsPage>({ max: 500 });

export const rememberListPage = (request: PostListRequest, page: PostsPage) => void lastGood.set(postListQueryString(request), page);

export const lastGoodListPage = (request: PostListRequest): PostsPage | undefined => lastGood.get(postListQueryString(request));
