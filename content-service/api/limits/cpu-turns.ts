/**
 * Requests take turns at the CPU: each event-loop iteration resumes one waiting slice of request
 * work (parsing, checking, filtering, serialising), so between two slices the loop reads the
 * network, and a health check or a new request is answered after one slice (a few ms), not after
 * a slice of every request in flight. A request's first turn and its later ones wait in two
 * queues served alternately: a short request (most of the site's, and every refusal) is done in
 * its first turn and does not wait behind each long filter's slice, while the long ones still get
 * every other turn, in order, whatever the stream of new requests.
 */
const first: (() => void)[] = [];
const later: (() => void)[] = [];
let scheduled = false;
let firstsTurn = true;

function resumeNext(): void {
  scheduled = false;
  const queue = (firstsTurn && first.length) || !later.length ? first : later;
  firstsTurn = queue === later;
  const resume = queue.shift();
  // Scheduled from within this callback, the next resume runs in the next loop iteration, after its I/O.
  if (first.length || later.length) schedule();
  resume?.();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(resumeNext);
}

/** Resolves when it is this request's turn; `isFirst` for the turn that starts its work. */
export function nextTurn(isFirst: boolean): Promise<void> {
  return new Promise((resume) => {
    (isFirst ? first : later).push(resume);
    schedule();
  });
}
