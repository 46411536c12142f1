// Types for redis-deadline.mjs (plain JavaScript, shared with cache-handler.mjs).
export class RedisNoAnswer extends Error {}

export type DeadlineOptions = {
  /** How long a command may take before its caller gets RedisNoAnswer. */
  timeoutMs: number;
  /** After a miss, how long calls fail at once before one is let through again. */
  restMs?: number;
  onNoAnswer?: (timeoutMs: number) => void;
  onAnswer?: () => void;
};

export function withDeadlines<T extends object>(client: T, options: DeadlineOptions): T;

export function deadline<T>(promise: Promise<T>, ms: number, what?: string): Promise<T>;
