import { useCallback, useEffect, useRef, useState } from "react";
import { fetchMorePosts, type PostListSource } from "@/lib/browser/fetching/more-posts";
import type { PostSummary } from "@/lib/shared/content/types";
import { useContentQuery } from "@/lib/browser/fetching/use-content-query";
import type { PostGrid as PostGridView } from "./PostCard";

export type LoadMorePostsProps = {
  list: PostListSource;
  /** Posts already on the page; more are fetched from this offset. */
  offset: number;
  pageSize: number;
  hasMore: boolean;
};

/** "Load more" under a post list, with visible loading, ready and error states and a retry. */
export function LoadMorePosts({ list, offset, pageSize, hasMore: initiallyHasMore }: LoadMorePostsProps) {
  const [posts, setPosts] = useState<PostSummary[]>([]);
  const [PostGrid, setPostGrid] = useState<typeof PostGridView | null>(null);
  const [hasMore, setHasMore] = useState(initiallyHasMore);
  // The cards' code (with its date formatting) loads with the first extra page, not with the page.
  const run = useCallback(async (nextOffset: number) => {
    const [page, cards] = await Promise.all([fetchMorePosts({ list, limit: pageSize, offset: nextOffset }), import("./PostCard")]);
    return { page, PostGrid: cards.PostGrid };
  }, [list, pageSize]);
  const { state, execute } = useContentQuery(run);
  const gridRef = useRef<HTMLDivElement>(null);
  // When the last page arrives the button goes away; focus goes to the first new card, not <body>.
  const focusCardAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusCardAt.current === null) return;
    gridRef.current?.querySelectorAll<HTMLElement>(".post-card__link")[focusCardAt.current]?.focus();
    focusCardAt.current = null;
  }, [posts]);
  const loadMore = async () => {
    const loaded = await execute(offset + posts.length);
    if (loaded) {
      const { page } = loaded;
      setPostGrid(() => loaded.PostGrid);
      setPosts((current) => [...current, ...page.posts.filter((post) => !current.some((seen) => seen.id === post.id))]);
      setHasMore(page.pageInfo.hasNextPage);
      if (!page.pageInfo.hasNextPage) focusCardAt.current = posts.length;
    }
  };
  return (
    <div className="load-more">
      <div ref={gridRef}>{PostGrid && posts.length ? <PostGrid posts={posts} /> : null}</div>
      <div aria-live="polite" className="load-more__status">
        {state.status === "loading" ? <p>Loading more articles…</p> : null}
        {state.status === "error" ? (
          <p role="alert" className="load-more__error">
            Could not load more articles: {state.message}
          </p>
        ) : null}
        {state.status === "ready" && !hasMore ? <p>You have reached the end of the list.</p> : null}
      </div>
      {hasMore ? (
        <button type="button" className="button" onClick={loadMore} disabled={state.status === "loading"}>
          {state.status === "error" ? "Try again" : "Load more articles"}
        </button>
      ) : null}
    </div>
  );
}
