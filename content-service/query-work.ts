import { GraphQLError } from "graphql";
import { nextTurn } from "./cpu-turns";
import { FILTER_LIMITS } from "./filter-limits";

/**
 * What one request may make the service do while it runs. The static limits (query-limits.ts,
 * filter-limits.ts) bound the document; this bounds the data it meets: every filter condition
 * tested against an entry spends a unit (string matches one more per KiB they search), and past
 * the budget the request is refused. The work is also cut into slices that take turns with other
 * requests' (cpu-turns.ts), so health checks and other visitors' requests are answered while a
 * heavy one runs.
 */
export class QueryWork {
  private remaining: number = FILTER_LIMITS.work;
  private sliceStarted = performance.now();
  private turns = 0;
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

  /** Ends this slice (or a wait on the network) and waits for the request's next turn at the CPU. */
  async turn(): Promise<void> {
    await nextTurn(this.turns++ === 0);
    this.sliceStarted = performance.now();
  }

  /**
   * Takes a turn when this slice has run for longer than a slice (a few ms). Cheap when it does
   * not: called per entry filtered and per value serialised.
   */
  async breathe(): Promise<void> {
    if (performance.now() - this.sliceStarted < SLICE_MS) return;
    await this.turn();
  }

  checkDeadline(): void {
    if (performance.now() > this.deadline) {
      throw new GraphQLError(`The content service is busy: filtering took longer than ${FILTER_LIMITS.filterMs} ms. Retry shortly, or use fewer filter conditions.`, {
        extensions: { code: "BUSY" },
      });
    }
  }
}

/** Longest stretch of a request's work without giving other requests a turn. */
const SLICE_MS = 4;
