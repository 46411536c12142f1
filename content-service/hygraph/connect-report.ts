/**
 * What `npm run hygraph:connect` shows: a progress bar on stderr while its steps run, then on
 * stdout a summary of each step and, numbered, what to paste where Hygraph offers no API.
 */

export type StepStatus = "done" | "planned" | "failed" | "not run";
export type StepOutcome = { step: string; status: StepStatus; detail: string };
export type Paste = { where: string; what: string[] };

const BAR_WIDTH = 24;
const MARKS: Record<StepStatus, string> = { done: "ok", planned: "plan", failed: "FAILED", "not run": "-" };

/** `[######------------------] 1/6 setup`: steps done so far, and the one running. */
export function progressLine(done: number, total: number, label: string): string {
  const filled = Math.round((done / Math.max(1, total)) * BAR_WIDTH);
  return `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${done}/${total} ${label}`;
}

/** Redraws the line in place on a terminal; elsewhere (a log, CI) writes one line per step. */
export class ConnectProgress {
  private done = 0;

  constructor(
    private readonly total: number,
    private readonly stream: Pick<NodeJS.WriteStream, "write"> & { isTTY?: boolean },
  ) {}

  start(label: string): void {
    this.draw(label);
  }

  finish(label: string): void {
    this.done++;
    this.draw(this.done === this.total ? "done" : label);
    if (this.done === this.total && this.stream.isTTY) this.stream.write("\n");
  }

  /** Ends the line on a terminal when a failure left the bar short of the last step. */
  end(): void {
    if (this.done < this.total && this.stream.isTTY) this.stream.write("\n");
  }

  private draw(label: string): void {
    this.stream.write(this.stream.isTTY ? `\r${progressLine(this.done, this.total, label).padEnd(60)}` : `${progressLine(this.done, this.total, label)}\n`);
  }
}

export function summaryLines(outcomes: StepOutcome[], pastes: Paste[], dryRun: boolean): string[] {
  const width = Math.max(...outcomes.map((outcome) => outcome.step.length));
  const lines = [dryRun ? "hygraph:connect, dry run (nothing was sent; what a run would do):" : "hygraph:connect:"];
  for (const outcome of outcomes) lines.push(`  ${MARKS[outcome.status].padEnd(6)} ${outcome.step.padEnd(width)}  ${outcome.detail}`);
  if (pastes.length) {
    lines.push("", "Paste where Hygraph offers no API:");
    pastes.forEach((paste, index) => lines.push(`  ${index + 1}. ${paste.where}`, ...paste.what.map((line) => `       ${line}`)));
  }
  return lines;
}
