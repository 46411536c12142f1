import { afterAll, beforeAll, vi } from "vitest";

/**
 * Runs the file's tests on a clock that starts at `iso` and keeps ticking (only `Date` is faked,
 * so the in-process content service, its HTTP server and real timers work as usual). A test whose
 * data is dated (a review on 26 November) must not depend on the day it runs.
 */
export function fixClock(iso: string): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso), shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
