import { GraphQLError } from "graphql";
import pLimit from "p-limit";
import { FILTER_LIMITS } from "./filter-limits";

/**
 * What one request may make the service do while it runs. The static limits (query-limits.ts,
 * filter-limits.ts) bound the document; this bounds the data it meets: every filter condition
 * tested against an entry spends a unit (string matches one more per KiB they search), and past
 * the budget the request is refused. The work is also cut into slices that give the event loop
 * back, so health checks and other visitors' requests are answered while a heavy one runs.
 */
export class QueryWork {
  private remaining: number = FILTER_LIMITS.work;
  private sliceStarted = performance.now();
  /** Past this, filtering stops: under load a request is refused (503) rather than left to wait for seconds. */
  private readonly deadline = performance.now() + FILTER_LIMITS.filterMs;

  /** Spends `units`; throws the client-facing error once the request's budget is gone. */
  spend(units: number): void {
    this.remaining -= units;
    if (this.remaining < 0) {
      throw new GraphQLError(
        `Query work limit of ${FILTER_LIMITS.work} filter evaluations exceeded. Use fewer or simpler filter conditions (especially _search and _contains).`,
        { extensions: { code: "BAD_USER_INPUT" } },
      );
    }
  }

  /** Yields to the event loop when this slice has run for longer than a slice (a few ms). */
  async breathe(): Promise<void> {
    if (performance.now() - this.sliceStarted < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.sliceStarted = performance.now();
    this.checkDeadline();
  }

  checkDeadline(): void {
    if (performance.now() > this.deadline) {
      throw new GraphQLError(`The content service is busy: filtering took longer than ${FILTER_LIMITS.filterMs} ms. Retry shortly, or use fewer filter conditions.`, {
        extensions: { code: "BUSY" },
      });
    }
  }
}

/**
 * Filtering that no cache answers runs at most two at a time (the machine's cores), in
 * slices; the rest wait their turn, within their own deadline.
 */
export const filterSlots = pLimit(2);

/** Longest stretch of filtering without giving other requests a turn. */
const SLICE_MS = 4;
