import type { NextApiRequest, NextApiResponse } from "next";
import { LIST_COVER_WIDTH } from "@/lib/shared/listing/listing";
import { parsePostListQuery, type PostListRequest } from "@/lib/shared/listing/post-list-query";
import { contentSource } from "@/lib/server/content/source";
import { ContentRequestError } from "@/queries/client/content-client";
import { getAuthorPosts, type PostsPage } from "@/queries/author-posts";
import { getLatestPosts } from "@/queries/latest-posts";
import { getPostsByCategory } from "@/queries/posts-by-category";
import { lastGoodListPage, rememberListPage } from "./last-good-lists";
import { DEFAULT_LOCALE } from "@sti-aware/contract/routes";

/** Published lists change when an editor publishes: a minute fresh, then served stale while refetched. */
export const MORE_POSTS_CACHE_CONTROL = "public, max-age=60, s-maxage=60, stale-while-revalidate=300";

/** Seconds a visitor is asked to wait before trying "Load more" again when the content service is slow. */
const RETRY_AFTER_SECONDS = 5;

/** The listing queries (docs/requirements.md, Queries and events), run with the server's token. */
export async function fetchPostList({ list, limit, offset }: PostListRequest): Promise<PostsPage> {
  const source = contentSource();
  if (list.kind === "author") return getAuthorPosts(source, { slug: list.slug, limit, offset, locales: [list.locale ?? DEFAULT_LOCALE] });
  // Without a category the list is every post (the blog index's "Load more").
  const paging = { limit, offset, width: LIST_COVER_WIDTH, locales: [list.locale ?? DEFAULT_LOCALE] };
  const { posts, pageInfo } = list.category
    ? await getPostsByCategory(source, { category: list.category, subCategory: list.subCategory, ...paging })
    : await getLatestPosts(source, paging);
  return { posts, pageInfo };
}

/**
 * GET /api/posts: the browser's only way to content ("Load more"). The content API and its
 * token stay on the server; the browser can choose a list and an offset, nothing else.
 */
export async function handleMorePosts(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    res.setHeader("Cache-Control", "no-store");
    return res.status(405).json({ error: "Method not allowed" });
  }
  const parsed = parsePostListQuery(req.query);
  if (!parsed.ok) {
    res.setHeader("Cache-Control", "no-store");
    return res.status(400).json({ error: parsed.error });
  }
  try {
    const page = await fetchPostList(parsed.request);
    rememberListPage(parsed.request, page);
    res.setHeader("Cache-Control", MORE_POSTS_CACHE_CONTROL);
    res.status(200).json(page);
  } catch (error) {
    // The content client has reported the cause; the visitor gets no internals. A slow or
    // unavailable content service is temporary: the last good page if there is one (not to be
    // cached: it may be out of date), else say when to try again.
    res.setHeader("Cache-Control", "no-store");
    if (error instanceof ContentRequestError && error.transient) {
      const lastGood = lastGoodListPage(parsed.request);
      if (lastGood) return res.status(200).json(lastGood);
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      return res.status(503).json({ error: "The articles could not be loaded just now. Please try again in a few seconds." });
    }
    res.status(502).json({ error: "The articles could not be loaded. Please try again." });
  }
}
