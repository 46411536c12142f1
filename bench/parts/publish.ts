import type { ContentService } from "@sti-aware/content-service";
import { BENCH_ARTICLE } from "../article-load";
import { percentile, round } from "../stats";
import type { SiteUnderTest } from "../site-under-test";

/** Where a publish must show: the article's URL, and how an error names it. */
type FreshPage = { url: string; where: string };

/**
 * 10 publishes of the bench article with a new title each, timed from publish until every page
 * shows the title (median and max seconds).
 */
export async function timePublishes(service: ContentService, revision: string, pages: FreshPage[]) {
  const timings: number[] = [];
  for (let i = 0; i < 10; i++) {
    const title = `Chlamydia: Symptoms, Testing and Treatment (${revision} ${Date.now()})`;
    await service.editor.updatePost({ slug: BENCH_ARTICLE }, { title });
    const started = performance.now();
    await service.editor.publish("Post", { slug: BENCH_ARTICLE });
    for (const { url, where } of pages) {
      for (;;) {
        const body = await (await fetch(url)).text();
        if (body.includes(title)) break;
        if (performance.now() - started > 30_000) throw new Error(`publish did not reach ${where} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    timings.push((performance.now() - started) / 1000);
  }
  const sorted = timings.sort((a, b) => a - b);
  return { publishes: 10, medianSeconds: round(percentile(sorted, 50), 2), maxSeconds: round(Math.max(...timings), 2) };
}

/** The publish part: seconds from publishPost to fresh HTML on the site. */
export async function benchPublish(site: SiteUnderTest) {
  const result = await timePublishes(site.service, "rev", [{ url: `${site.siteUrl}/blog/${BENCH_ARTICLE}`, where: "the page" }]);
  console.log("publish → fresh HTML:", result);
  return result;
}
