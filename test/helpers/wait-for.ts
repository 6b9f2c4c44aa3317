/** Whether jest's fake timers are installed (they mark the functions they replace with their clock). */
export const fakeTimersInstalled = (): boolean => 'clock' in (globalThis.setTimeout as object);

/**
 * Polls `check` until it stops throwing (or returns something other than false), up to `timeoutMs`.
 * Effects in Preact run after paint. Under jest's fake timers it moves the fake clock instead of sleeping.
 * The bound is for a condition that never holds: it returns as soon as one holds. 3 s of real time, because a full
 * run on two cores (workers for both flavours at once) can take more than a second to load a chunk and render, and
 * under jest's 5 s per test, so a check that never holds fails with its own message rather than the test's timeout.
 */
export async function waitFor(check: () => unknown, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (check() !== false) return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error('waitFor: condition still false');
    if (fakeTimersInstalled()) await jest.advanceTimersByTimeAsync(10);
    else await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
