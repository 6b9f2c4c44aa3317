/**
 * Event-loop turns for search work. Every search, and every slice of a long answer (endeca-response.ts), waits for
 * its turn; one waiter runs per turn of the event loop, first come first served. However many view-alls run at once,
 * other requests (a page, /healthz, a typeahead search) wait for at most one slice of search work between two turns.
 */
export function createTurnTaker(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    waiting.shift()?.();
    // Queued from inside an immediate, the next release runs in the next turn, after pending I/O.
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(release);
  };
  return () => new Promise<void>((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}
