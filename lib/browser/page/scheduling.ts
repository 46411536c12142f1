/**
 * Non-urgent browser work (session, consent, analytics, observers) runs after the page is
 * interactive and in small tasks, so it never lengthens hydration or delays an interaction.
 */

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void };
type YieldingScheduler = { yield?: () => Promise<void> };

/** Longest wait for an idle moment: on a busy page the work still starts within this time. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` once the main thread is idle after hydration; returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/** Ends the current task so input and rendering can run before the next step (scheduler.yield where the browser has it). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
