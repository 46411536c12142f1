import { useCallback, useEffect, useRef, useState } from "react";
import { fetchMorePosts, type PostListSource } from "@/lib/browser/fetching/more-posts";
import type { PostSummary } from "@/lib/shared/content/types";
import { useContentQuery } from "@/lib/browser/fetching/use-content-query";
import type { PostGrid as PostGridView } from "./PostCard";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import listingMessages from "@/lib/shared/i18n/compiled/en/listing";

export type LoadMorePostsProps = {
  list: PostListSource;
  /** Posts already on the page; more are fetched from this offset. */
  offset: number;
  pageSize: number;
  hasMore: boolean;
};

/** "Load more" under a post list, with visible loading, ready and error states and a retry. */
export function LoadMorePosts({ list, offset, pageSize, hasMore: initiallyHasMore }: LoadMorePostsProps) {
  const { t } = useMessages(listingMessages);
  const [posts, setPosts] = useState<PostSummary[]>([]);
  // How many the last "Load more" added, said in the live region while more remain.
  const [added, setAdded] = useState(0);
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
      const fresh = page.posts.filter((post) => !posts.some((seen) => seen.id === post.id));
      setPosts([...posts, ...fresh]);
      setAdded(fresh.length);
      setHasMore(page.pageInfo.hasNextPage);
      if (!page.pageInfo.hasNextPage) focusCardAt.current = posts.length;
    }
  };
  return (
    <div className="load-more">
      <div ref={gridRef}>{PostGrid && posts.length ? <PostGrid posts={posts} /> : null}</div>
      <div aria-live="polite" className="load-more__status">
        {state.status === "loading" ? <p>{t("loading")}</p> : null}
        {state.status === "error" ? (
          <p role="alert" className="load-more__error">
            {t("loadError", { message: state.message })}
          </p>
        ) : null}
        {state.status === "ready" && hasMore && added ? <p>{t("loaded", { count: added })}</p> : null}
        {state.status === "ready" && !hasMore ? <p>{t("end")}</p> : null}
      </div>
      {hasMore ? (
        <button type="button" className="button" onClick={loadMore} disabled={state.status === "loading"}>
          {state.status === "error" ? t("retry") : t("loadMore")}
        </button>
      ) : null}
    </div>
  );
}
