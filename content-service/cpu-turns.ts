/**
 * Requests take turns at the CPU: each event-loop iteration resumes one waiting slice of request
 * work (parsing, checking, filtering, serialising), so between two slices the loop reads the
 * network, and a health check or a new request is answered after one slice (a few ms), not after
 * a slice of every request in flight. The slice resumed is that of the request that has used the
 * least CPU so far: short requests (the site's own, and refusals) pass long filters by.
 */
type Waiter = { usedMs: number; resume: () => void };

const waiting: Waiter[] = [];
let scheduled = false;

function resumeOne(): void {
  scheduled = false;
  let next = 0;
  for (let index = 1; index < waiting.length; index++) if (waiting[index].usedMs < waiting[next].usedMs) next = index;
  const [waiter] = waiting.splice(next, 1);
  // Scheduled from within this callback, the next resume runs in the next loop iteration, after its I/O.
  if (waiting.length) schedule();
  waiter?.resume();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(resumeOne);
}

/** Resolves when it is this request's turn; `usedMs` is the CPU the request has used so far. */
export function nextTurn(usedMs: number): Promise<void> {
  return new Promise((resume) => {
    waiting.push({ usedMs, resume });
    schedule();
  });
}
