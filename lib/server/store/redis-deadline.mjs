// Every Redis command with a deadline. Plain JavaScript: cache-handler.mjs, which Next loads itself
// outside the compiled bundle, uses it as the site's TypeScript does (lib/server/store/shared-store.ts).
//
// node-redis drops a command's abort signal and timeout once the command is written to the
// socket (commands-queue.js, commandsToWrite): a Redis that is hung (SIGSTOP, a full swap, a
// network path that silently drops) accepts the command and never answers, and the caller waits
// forever. Here every call races a timer; after one miss the client rests for `restMs` (calls
// fail at once, callers use their fallback) and then lets a call through again.

/** What a command that got no answer in time, or was not tried while Redis rests, rejects with. */
export class RedisNoAnswer extends Error {}

/** Client members that are not commands: connection handling, events, builders. */
const NOT_COMMANDS = new Set([
  "connect", "quit", "close", "destroy", "disconnect", "duplicate",
  "on", "once", "off", "emit", "addListener", "removeListener", "removeAllListeners", "listenerCount",
  "multi", "MULTI", "withTypeMapping", "withCommandOptions", "asap", "legacy", "ref", "unref",
  "subscribe", "unsubscribe", "pSubscribe", "pUnsubscribe", "sSubscribe", "sUnsubscribe",
]);

/** `promise`, or RedisNoAnswer after `ms` (a connection's handshake to a hung Redis never ends either). */
export function deadline(promise, ms, what = "Redis") {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new RedisNoAnswer(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * `client` with a deadline on every command. `onNoAnswer` runs when a command missed its deadline,
 * `onAnswer` when one answered (so a caller can log an outage once and its end once).
 */
export function withDeadlines(client, { timeoutMs, restMs = 5_000, onNoAnswer = () => {}, onAnswer = () => {} }) {
  let restingUntil = 0;

  const bounded = (call, signal) => {
    if (Date.now() < restingUntil) return Promise.reject(new RedisNoAnswer(`Redis did not answer within ${timeoutMs} ms a moment ago; not asked again yet`));
    if (signal?.aborted) return Promise.reject(new RedisNoAnswer("aborted"));
    return new Promise((resolve, reject) => {
      // The caller's own signal ending first is a miss too: Redis did not answer in its time.
      const missed = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", missed);
        restingUntil = Date.now() + restMs;
        onNoAnswer(timeoutMs);
        reject(new RedisNoAnswer(`Redis did not answer within ${timeoutMs} ms`));
      };
      const timer = setTimeout(missed, timeoutMs);
      signal?.addEventListener("abort", missed, { once: true });
      const settle = (finish) => (value) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", missed);
        finish(value);
      };
      Promise.resolve()
        .then(call)
        .then(
          settle((value) => {
            onAnswer();
            resolve(value);
          }),
          settle(reject),
        );
    });
  };

  const view = (signal) =>
    new Proxy(client, {
      get(target, property) {
        // The cache handler asks for a view with its own signal per command.
        if (property === "withAbortSignal") return (next) => view(next);
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (typeof property !== "string" || NOT_COMMANDS.has(property)) return value.bind(target);
        return (...args) => bounded(() => value.apply(target, args), signal);
      },
    });

  return view(undefined);
}
