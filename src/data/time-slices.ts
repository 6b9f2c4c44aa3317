// Work for many islands at once in slices, the browser given a turn between them (docs/decisions.md "Listing pages:
// 500 cards"): a shopper's tap or key waits for one slice, not for the whole listing.
import { FIRST_SLICE, SLICE_MS } from '../config/constants';

const scheduler = (globalThis as { scheduler?: { yield?(): Promise<void> } }).scheduler;

/**
 * A new task: `scheduler.yield()` where the browser has it (the rest of the work goes ahead of tasks queued later),
 * else a timer.
 */
export const yieldToBrowser = (): Promise<void> => (scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * Calls `work` with successive slices of `items`, the first at once, and resolves when all are done. Each slice is
 * sized from the last one's time, taken a microtask after `work` so that what it set off counts too (the islands'
 * renders after a store write: both frameworks run them in a microtask queued by the write). The browser's frame
 * between slices does not count: it lays out the whole listing whatever the slice, and counting it would make the
 * slices smaller and the frames more.
 */
export async function inSlices<T>(items: readonly T[], work: (slice: T[]) => void): Promise<void> {
  let size = FIRST_SLICE;
  for (let from = 0; from < items.length; ) {
    const begun = performance.now();
    work(items.slice(from, (from += size)));
    if (from >= items.length) return;
    await null;
    size = Math.max(1, Math.round((size * SLICE_MS) / Math.max(1, performance.now() - begun)));
    await yieldToBrowser();
  }
}
