import type { ContentSource } from "@/queries/client/content-source";
import { getDeepLinkByName } from "@/queries/deep-link-by-name";

/**
 * Resolves `/go/{name}` with the "Deep link by name" query, asked on every click-out: a link an
 * editor changes, adds or disables applies at once. The content source bounds the wait (one
 * attempt of at most its timeout while serving, lib/server/content/source.ts). When the query
 * fails, the last link this process resolved for that name, if younger than LAST_GOOD_TTL_MS,
 * still leads the visitor on; otherwise the answer is "unavailable". Only names that resolved are
 * remembered (at most one entry per deep link), never misses, so guessed names cost nothing.
 */
export const LAST_GOOD_TTL_MS = 15 * 60_000;

export type ClickOutLookup = { status: "found"; link: string } | { status: "unknown" } | { status: "unavailable" };

export class ClickOutResolver {
  private readonly lastGood = new Map<string, { link: string; at: number }>();

  constructor(
    private readonly source: () => ContentSource,
    private readonly now: () => number = Date.now,
  ) {}

  async lookup(name: string): Promise<ClickOutLookup> {
    let link: string | null;
    try {
      link = await getDeepLinkByName(this.source(), name);
    } catch {
      // The content client has reported the failure.
      const remembered = this.lastGood.get(name);
      return remembered && this.now() - remembered.at <= LAST_GOOD_TTL_MS ? { status: "found", link: remembered.link } : { status: "unavailable" };
    }
    if (link === null) {
      this.lastGood.delete(name);
      return { status: "unknown" };
    }
    this.lastGood.set(name, { link, at: this.now() });
    return { status: "found", link };
  }

  /** After an editor publishes: nothing remembered outlives the change (a link removed or an advertiser disabled). */
  forget(): void {
    this.lastGood.clear();
  }
}
