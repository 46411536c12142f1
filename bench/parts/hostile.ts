import { freePort, start, stop, waitForHttp } from "../../scripts/lib/processes";
import { hostileLoad } from "../hostile";
import { syntheticContent } from "../synthetic-content";

/** The hostile part: the content service, in its own process as deployed, on each size of synthetic content under bench/hostile.ts's load. */
export async function benchHostile(scratch: string, sizes: number[]) {
  const { AUTHOR_POSTS_QUERY } = await import("../../queries/author-posts");
  const { POSTS_BY_CATEGORY_QUERY } = await import("../../queries/posts-by-category");
  const siteQueries = [
    JSON.stringify({ query: AUTHOR_POSTS_QUERY.toString(), variables: { slug: "amara-okafor", limit: 9, offset: 9 } }),
    JSON.stringify({ query: POSTS_BY_CATEGORY_QUERY.toString(), variables: { category: "prevention", limit: 9, offset: 0, width: 300 } }),
  ];
  const rows = [];
  for (const size of sizes) {
    const dir = syntheticContent(scratch, size);
    // Its own process, as deployed: the attack and the timing here must not share its event loop.
    const port = await freePort();
    const service = start(process.execPath, ["node_modules/tsx/dist/cli.mjs", "content-service/editor/cli.ts"], {
      env: { ...process.env, CONTENT_SERVICE_PORT: String(port), CONTENT_DIR: dir },
      stdio: ["ignore", "ignore", "inherit"],
    });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, 300_000);
      rows.push({ posts: size, ...(await hostileLoad(`http://127.0.0.1:${port}`, siteQueries)) });
      console.log(`hostile load on ${size} posts:`, JSON.stringify(rows.at(-1), null, 1));
    } finally {
      await stop(service);
    }
  }
  return rows;
}
