import { existsSync } from "node:fs";
import { join } from "node:path";
import { generateContent } from "@sti-aware/content-service/generate";

/** The content folder of `posts` generated posts in the run's scratch folder, generated once per run. */
export function syntheticContent(scratch: string, posts: number): string {
  const dir = join(scratch, `content-${posts}`);
  if (!existsSync(dir)) generateContent(posts, dir);
  return dir;
}
