import { startContentService } from "@sti-aware/content-service";
import { syntheticContent } from "../synthetic-content";
import { round } from "../stats";
import { timedBuild } from "../timed-build";

/** The build part: `next build` on synthetic content of each size (wall seconds, pages/second, peak RSS, output size). */
export async function benchBuild(scratch: string, sizes: number[]) {
  const rows = [];
  for (const size of sizes) {
    const service = await startContentService({ contentDir: syntheticContent(scratch, size) });
    try {
      const measured = await timedBuild(service.url, `.next-bench-${size}`);
      rows.push({ posts: size, ...measured, pagesPerSecond: round(measured.pages / measured.seconds) });
      console.log(`build ${size} posts:`, rows.at(-1));
    } finally {
      await service.close();
    }
  }
  return rows;
}
