// A throttle for high-rate events (scroll): the first call runs at once, later calls within the interval
// are folded into one trailing call with the latest arguments, so the last state is never missed.

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (on unmount). */
  cancel(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, intervalMs: number): Throttled<A> {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    lastRun = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = lastRun + intervalMs - Date.now();
    if (wait <= 0 && timer === undefined) return run(args);
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      const latest = pending!;
      pending = undefined;
      run(latest);
    }, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
