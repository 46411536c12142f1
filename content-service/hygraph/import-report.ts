/** What the content import tells its user: one progress line on a terminal, then the summary. */

export type ImportSummary = {
  created: number;
  updated: number;
  skipped: number;
  failed: { entry: string; reason: string }[];
  /** Entries published here left unpublished there: a field or relation of them was not written ("Post some-slug"). */
  unpublished: string[];
};

const BAR_WIDTH = 24;

export class ImportProgress {
  private done_ = 0;

  constructor(
    private readonly total: number,
    private readonly stream?: NodeJS.WriteStream,
  ) {}

  /** Counts one entry and redraws the line: `[#####-----]  120/420  Post some-slug`. */
  tick(label: string): void {
    this.done_++;
    if (!this.stream) return;
    const filled = Math.round((this.done_ / Math.max(1, this.total)) * BAR_WIDTH);
    const line = `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${String(this.done_).padStart(String(this.total).length)}/${this.total}  ${label}`;
    this.stream.write(`\r${line.slice(0, (this.stream.columns || 80) - 1).padEnd((this.stream.columns || 80) - 1)}`);
  }

  done(): void {
    this.stream?.write("\n");
  }

  summaryLines(summary: ImportSummary): string[] {
    return [
      `Imported ${this.total} entries and assets: ${summary.created} created, ${summary.updated} updated, ${summary.skipped} skipped (already there and equal), ${summary.failed.length} failed`,
      ...summary.failed.map((failure) => `  failed: ${failure.entry}: ${failure.reason}`),
      ...(summary.unpublished.length ? [`Left unpublished (not wholly written, fix what failed and import again): ${summary.unpublished.join(", ")}`] : []),
    ];
  }
}
