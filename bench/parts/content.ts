import { startContentService, type ContentService } from "@sti-aware/content-service";
import { syntheticContent } from "../synthetic-content";
import { percentile, round } from "../stats";

async function timeQueries(service: ContentService, query: string, variables: (i: number) => Record<string, unknown>, count = 200) {
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${service.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables: variables(i) }) });
    await response.json();
    timings.push(performance.now() - started);
  }
  const sorted = timings.sort((a, b) => a - b);
  return { p50ms: round(percentile(sorted, 50), 2), p99ms: round(percentile(sorted, 99), 2) };
}

/** The content part: the content service's p50/p99 for the author-posts and posts-by-category queries on `posts` synthetic posts. */
export async function benchContentQueries(scratch: string, posts: number) {
  const service = await startContentService({ contentDir: syntheticContent(scratch, posts) });
  try {
    const { AUTHOR_POSTS_QUERY } = await import("../../queries/author-posts");
    const { POSTS_BY_CATEGORY_QUERY } = await import("../../queries/posts-by-category");
    const authors = ["amara-okafor", "lucas-brennan", "priya-raman", "elena-vasquez"];
    const categories = ["sti-testing", "infections", "prevention", "sexual-wellbeing"];
    const result = {
      posts,
      authorPosts: await timeQueries(service, AUTHOR_POSTS_QUERY.toString(), (i) => ({ slug: authors[i % 4], limit: 9, offset: (i % 20) * 9 })),
      postsByCategory: await timeQueries(service, POSTS_BY_CATEGORY_QUERY.toString(), (i) => ({ category: categories[i % 4], limit: 9, offset: (i % 20) * 9, width: 300 })),
    };
    console.log("content service:", result);
    return result;
  } finally {
    await service.close();
  }
}
