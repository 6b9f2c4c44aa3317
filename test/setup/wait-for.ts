/** Polls `check` until it stops throwing (or returns true), up to `timeoutMs`. Effects in Preact run after paint. */
export async function waitFor(check: () => unknown, timeoutMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (check() !== false) return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error('waitFor: condition still false');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
