/** Whether jest's fake timers are installed (they mark the functions they replace with their clock). */
export const fakeTimersInstalled = (): boolean => 'clock' in (globalThis.setTimeout as object);

/**
 * Polls `check` until it stops throwing (or returns something other than false), up to `timeoutMs`.
 * Effects in Preact run after paint. Under jest's fake timers it moves the fake clock instead of sleeping.
 */
export async function waitFor(check: () => unknown, timeoutMs = 1000): Promise<void> {
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
