import type { ContentSource } from "@/queries/client/content-source";
import { getDeepLinkTable } from "@/queries/deep-link-table";

/**
 * The click-out table (`/go/{name}` → affiliate link), kept in memory so click-outs keep
 * working while the content service is down. It is refreshed in the background once it is
 * older than REFRESH_AFTER_MS; an unknown name triggers at most one early refresh every
 * MISS_REFRESH_MS, so strangers guessing names cannot flood the content service.
 */
const REFRESH_AFTER_MS = 60_000;
const MISS_REFRESH_MS = 10_000;

export type ClickOutLookup = { status: "found"; link: string } | { status: "unknown" } | { status: "unavailable" };

type TableState = { table: Map<string, string>; loadedAt: number } | undefined;

export class ClickOutTable {
  private state: TableState;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly source: () => ContentSource,
    private readonly now: () => number = Date.now,
  ) {}

  /** One load at a time; a failed load keeps the last good table. */
  private refresh(): Promise<void> {
    this.loading ??= getDeepLinkTable(this.source())
      .then((table) => {
        this.state = { table, loadedAt: this.now() };
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  async lookup(name: string): Promise<ClickOutLookup> {
    if (!this.state) {
      try {
        await this.refresh();
      } catch {
        return { status: "unavailable" };
      }
    }
    const state = this.state!;
    const age = this.now() - state.loadedAt;
    if (age > REFRESH_AFTER_MS) this.refresh().catch(() => undefined);
    let link = state.table.get(name);
    if (link === undefined && age > MISS_REFRESH_MS) {
      // Perhaps a deep link published since the last load.
      await this.refresh().catch(() => undefined);
      link = this.state!.table.get(name);
    }
    return link === undefined ? { status: "unknown" } : { status: "found", link };
  }

  /** After an editor publishes: the next click-out reloads the table. */
  invalidate(): void {
    if (this.state) this.state = { ...this.state, loadedAt: 0 };
  }
}
