import { spawn } from "node:child_process";
import { startContentService } from "@sti-aware/content-service";
import { syntheticContent } from "./synthetic-content";

/**
 * The search part: the site's search index over `posts` generated posts (default 100,000), built
 * from the content service the way an instance builds it, in a process of its own
 * (bench/search-worker.ts): index build seconds, the memory it adds (heap, buffers, RSS), and the
 * server time per query over a mix of readers' queries (p50/p95/p99).
 */
export async function benchSearch(scratch: string, posts: number): Promise<Record<string, unknown>> {
  const service = await startContentService({ contentDir: syntheticContent(scratch, posts) });
  try {
    // Asynchronously: the content service answers from this process.
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ["--expose-gc", "--max-old-space-size=4096", "--import", "tsx", "bench/search-worker.ts", `${service.url}/graphql`], { stdio: ["ignore", "pipe", "inherit"] });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`search worker exited with ${code}`))));
    });
    const result = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as Record<string, unknown>;
    console.log(`search over ${posts} posts:`, result);
    return result;
  } finally {
    await service.close();
  }
}
