import { ServerMarkup } from "@/components/markup/ServerMarkup";
import { deferredModule } from "@/components/markup/deferred-module";
import type { LoadMorePostsProps } from "./LoadMorePosts";

// "Load more" with its fetching, states and messages: a chunk the browser asks for when the reader reaches for the button.
const loadMoreContent = deferredModule(() => import("./LoadMorePosts"));

/**
 * "Load more" as the server rendered it, not hydrated on the first load: its code is fetched once the
 * main thread is idle, or sooner when the reader points at it, touches it or tabs to it, and it
 * becomes React's when they press it (the press is made again on React's button) or when a
 * client-side navigation brings other props.
 */
export function LoadMoreRegion(props: LoadMorePostsProps) {
  return <ServerMarkup as="div" className="load-more-region" version={JSON.stringify(props)} until="interaction" content={loadMoreContent} render={({ LoadMorePosts }) => <LoadMorePosts {...props} />} />;
}
