import { describe, expect, inject, it } from "vitest";
import { pauseContentProcess, resumeContentProcess } from "./support/content-process";

/**
 * A content service that hangs — it accepts connections and never answers, as a stopped process
 * does — is not down: nothing fails fast. Every call a visitor waits on is bounded (a few
 * seconds), then answered with the last good data or a clear 503 with Retry-After. Each request
 * here is given 8 s; before, never-generated pages and "Load more" took 30 s.
 */
const siteUrl = inject("siteUrl");
const contentDir = inject("contentDir");

const get = (path: string) => fetch(`${siteUrl}${path}`, { signal: AbortSignal.timeout(8_000) });
const loadMore = (offset: number) => `/api/posts?list=category&category=prevention&limit=9&offset=${offset}`;

describe("while the content service hangs", () => {
  it("a never-generated page is a 503 with Retry-After, Load more the list's last good page (or a 503), generated pages their last version", async () => {
    const fresh = await get(loadMore(9));
    expect(fresh.status).toBe(200);
    const lastGood = await fresh.json();
    pauseContentProcess(contentDir);
    try {
      const [never, remembered, neverLoaded, article] = await Promise.all([
        get(`/blog/never-generated-${Date.now()}`),
        get(loadMore(9)),
        get(loadMore(900)),
        get("/blog/chlamydia-symptoms-testing-treatment"),
      ]);
      expect(never.status).toBe(503);
      expect(Number(never.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await never.text()).toContain("Temporarily unavailable");

      expect(remembered.status).toBe(200);
      expect(remembered.headers.get("cache-control")).toBe("no-store");
      expect(await remembered.json()).toEqual(lastGood);

      expect(neverLoaded.status).toBe(503);
      expect(neverLoaded.headers.get("retry-after")).toBe("5");

      expect(article.status).toBe(200);
      expect(await article.text()).toContain("Chlamydia");
    } finally {
      resumeContentProcess(contentDir);
    }
  });
});
