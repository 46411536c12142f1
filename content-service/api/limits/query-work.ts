import { GraphQLError } from "graphql";
import { nextTurn } from "./cpu-turns";
import { FILTER_LIMITS } from "./filter-limits";
import { ANSWER_LIMITS } from "./query-limits";

/**
 * What one request may make the service do while it runs. The static limits (query-limits.ts,
 * filter-limits.ts) bound the document; this bounds the data it meets: every filter condition
 * tested against an entry spends a unit (string matches one more per KiB they search), sorting a
 * relation one per comparison, and past the budget the request is refused. The objects its answer
 * holds are counted as they resolve, and refused past the answer limit. The work is also cut into
 * slices that take turns with other requests' (cpu-turns.ts), so health checks and other
 * visitors' requests are answered while a heavy one runs.
 */
export class QueryWork {
  private remaining: number = FILTER_LIMITS.work;
  private objects = 0;
  private refusal: GraphQLError | null = null;
  private sliceStarted = performance.now();
  private turns = 0;
  /** What waits for the request's next turn, in order (see `pause`). */
  private readonly waiting: (() => void)[] = [];
  private draining = false;
  /** Past this, filtering stops: under load a request is refused (503) rather than left to wait for seconds. */
  private readonly deadline = performance.now() + FILTER_LIMITS.filterMs;

  /** Spends `units`; throws the client-facing error once the request's budget is gone. */
  spend(units: number): void {
    if (this.refusal) throw this.refusal;
    this.remaining -= units;
    if (this.remaining < 0) {
      this.refuse(
        `Query work limit of ${FILTER_LIMITS.work} units exceeded (a filter condition tested on an entry, or a comparison sorting a nested list). Use fewer or simpler filter conditions (especially _search and _contains), or order fewer nested lists.`,
      );
    }
  }

  /** Counts objects of the answer (entries, components, connection parts); throws past the answer limit. */
  produce(objects: number): void {
    if (this.refusal) throw this.refusal;
    this.objects += objects;
    if (this.objects > ANSWER_LIMITS.objects) {
      this.refuse(`Answer size limit of ${ANSWER_LIMITS.objects} objects exceeded. Ask for fewer entries (first), nest fewer lists or split the query.`);
    }
  }

  /**
   * The request is refused: every field that asks afterwards gets the same error, already located
   * (`path` set), so graphql-js passes it on as it is rather than building an error with a stack
   * per field, and no later field does its work.
   */
  private refuse(message: string): never {
    this.refusal = new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" }, path: [] });
    throw this.refusal;
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
    await this.pause();
  }

  /**
   * Null while this slice has time left; else a promise resolved at one of the request's next
   * turns. Everything of the request that waits (resolvers of one answer run side by side) waits
   * in one queue, resumed in order at the next turn until that slice is used up in its turn: each
   * waits once, and the request takes one turn per slice, not one per waiting resolver.
   */
  pause(): Promise<void> | null {
    if (performance.now() - this.sliceStarted < SLICE_MS) return null;
    return new Promise((resume) => {
      this.waiting.push(resume);
      if (this.waiting.length === 1 && !this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    while (this.waiting.length) {
      await this.turn();
      while (this.waiting.length && performance.now() - this.sliceStarted < SLICE_MS) {
        this.waiting.shift()?.();
        // Lets the resumed work run before the clock is read again.
        await null;
      }
    }
    this.draining = false;
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
