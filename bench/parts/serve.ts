import { BENCH_ARTICLE, cannon, cannonStaticArticle, LOAD } from "../article-load";
import { ensureTool } from "../machine";
import { round } from "../stats";
import type { SiteUnderTest } from "../site-under-test";

/** The serve part: autocannon against `next start` for an article, and against a minimal static server serving the same prerendered HTML. */
export async function benchServe(site: SiteUnderTest) {
  ensureTool("autocannon", "8");
  const next = await cannon(`${site.siteUrl}/blog/${BENCH_ARTICLE}`);
  const plain = await cannonStaticArticle(site.distDir);
  const result = { connections: LOAD.connections, seconds: LOAD.seconds, nextStart: next, staticServer: plain, ratio: round(next.reqPerSec / plain.reqPerSec, 2) };
  console.log("serving:", result);
  return result;
}
