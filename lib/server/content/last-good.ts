import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { distDir } from "@/lib/server/config/env";
import { writeDurably } from "@/lib/server/store/durable-file";

/**
 * The last good answer of a content query that every request of a server-rendered page needs
 * (menus and site configuration, the planner's table), for when the content service is down or
 * hangs: static pages keep their last good version in the page cache, and these pages need the
 * same. Kept in memory and on disk beside the page cache (`<dist>/cache/last-good/<name>.json`),
 * so an instance restarted during an outage has it too; written only when it changes, and
 * durably (a full disk leaves the previous copy). A copy that cannot be read is not used.
 */
export function lastGood<T>(name: string) {
  // Per content endpoint: the preview API's drafts never stand in for the published content.
  const kept = new Map<string, { value: T; text: string }>();
  const folder = () => join(distDir(), "cache", "last-good");
  const file = (endpoint: string) => join(folder(), `${name}-${createHash("sha256").update(endpoint).digest("hex").slice(0, 16)}.json`);

  const save = async (endpoint: string, value: T) => {
    const text = JSON.stringify(value);
    if (kept.get(endpoint)?.text === text) return;
    kept.set(endpoint, { value, text });
    await mkdir(folder(), { recursive: true });
    await writeDurably(file(endpoint), text);
  };

  const saved = async (endpoint: string): Promise<T | undefined> => {
    try {
      return JSON.parse(await readFile(file(endpoint), "utf8")) as T;
    } catch {
      return undefined;
    }
  };

  return {
    /** `load()`'s answer from `endpoint`, remembered; if it fails, the last one remembered from there, else its error. */
    async get(endpoint: string, load: () => Promise<T>): Promise<T> {
      // A build must fail on a content outage, not publish an old copy.
      if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return load();
      let value: T;
      try {
        value = await load();
      } catch (error) {
        const fallback = kept.get(endpoint)?.value ?? (await saved(endpoint));
        if (fallback === undefined) throw error;
        return fallback;
      }
      // A disk that cannot take the copy costs the fallback, never the page.
      await save(endpoint, value).catch(() => undefined);
      return value;
    },
  };
}
