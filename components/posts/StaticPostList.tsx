import type { ReactNode } from "react";
import { StaticHtml } from "@/components/layout/StaticHtml";
import type { LoadMorePostsProps } from "./LoadMorePosts";
import { LoadMoreRegion } from "./LoadMoreRegion";

/** What a post list page's one island, "Load more", needs in the browser; null when the list has no more. */
export type LoadMoreIsland = { loadMore: LoadMorePostsProps | null };

/**
 * A post list page: its server-rendered HTML (header and first posts, not hydrated), then
 * "Load more", then `children` (e.g. pagination).
 */
export function StaticPostList({ html, loadMore, children }: { html: string; children?: ReactNode } & LoadMoreIsland) {
  return (
    <div className="container">
      <StaticHtml html={html} />
      {loadMore ? <LoadMoreRegion {...loadMore} /> : null}
      {children}
    </div>
  );
}
