// One click, one add: while a task runs, further calls (double clicks, a held Enter) are refused
// instead of queued, so the server sees one request.
export interface SingleFlight<A extends unknown[], R> {
  /** Starts `task` unless one is running; returns null when refused. */
  run(...args: A): Promise<R> | null;
}

export function singleFlight<A extends unknown[], R>(task: (...args: A) => Promise<R>): SingleFlight<A, R> {
  let running = false;
  return {
    run(...args) {
      if (running) return null;
      running = true;
      let promise: Promise<R>;
      try {
        promise = task(...args);
      } catch (error) {
        promise = Promise.reject(error);
      }
      return promise.finally(() => {
        running = false;
      });
    },
  };
}
