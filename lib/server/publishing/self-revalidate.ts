import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { distDir } from "@/lib/server/config/env";
import type { Revalidate } from "./revalidation-worker";

/**
 * Regeneration without a request to borrow `res.revalidate` from: at start, jobs a killed process
 * left in the queue are done before any webhook arrives. It asks this server what Next's own
 * `res.revalidate` asks it when no router is at hand (next/dist/server/api-utils/node/api-resolver.js):
 * a HEAD of the path with `x-prerender-revalidate` set to the build's preview id
 * (prerender-manifest.json), and the same reading of the answer (REVALIDATED, 200, or a failure
 * naming the status, so a 404 is "gone").
 */
export async function selfRevalidate(origin: string): Promise<Revalidate> {
  const manifest = JSON.parse(await readFile(join(distDir(), "prerender-manifest.json"), "utf8")) as { preview: { previewModeId: string } };
  const previewModeId = manifest.preview.previewModeId;
  return async (path: string) => {
    const response = await fetch(`${origin}${path}`, { method: "HEAD", headers: { "x-prerender-revalidate": previewModeId } });
    const cache = response.headers.get("x-nextjs-cache");
    if (cache?.toUpperCase() !== "REVALIDATED" && response.status !== 200) throw new Error(`Failed to revalidate ${path}: Invalid response ${response.status}`);
  };
}

/** This server's own address: the one `next start` listens on (it sets __NEXT_PRIVATE_ORIGIN and PORT). */
export const ownOrigin = () => process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT || "3000"}`;
