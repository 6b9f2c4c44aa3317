// Work for many islands in slices (src/data/time-slices.ts): the first slice at once, each next one sized from the
// last one's time (what it set off in a microtask included), a task between them.
import { FIRST_SLICE, SLICE_MS } from '../../src/config/constants';
import { inSlices } from '../../src/data/time-slices';

/** The time performance.now() reads: work "takes" time by moving it on. */
let now = 0;
const spend = (ms: number) => void (now += ms);
beforeEach(() => {
  jest.useFakeTimers();
  now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Runs inSlices to the end; returns the slices' lengths. */
async function slicesOf(n: number, work: (slice: number[]) => void): Promise<number[]> {
  const sizes: number[] = [];
  const run = inSlices(items(n), (slice) => {
    sizes.push(slice.length);
    work(slice);
  });
  await jest.runAllTimersAsync();
  await run;
  return sizes;
}

describe('inSlices', () => {
  it('does the first slice at once and the rest only after the browser has had a turn', async () => {
    const seen: number[] = [];
    const run = inSlices(items(100), (slice) => seen.push(...slice));
    expect(seen).toEqual(items(FIRST_SLICE));
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toHaveLength(FIRST_SLICE);
    await jest.runAllTimersAsync();
    await run;
    expect(seen).toEqual(items(100));
  });

  it('sizes each slice to take about SLICE_MS, from the time the last one took', async () => {
    // 1 ms an item: 16 items take 16 ms, so the next slices take 40 (SLICE_MS) items each.
    expect(SLICE_MS).toBe(40);
    expect(await slicesOf(200, (slice) => spend(slice.length))).toEqual([16, 40, 40, 40, 40, 24]);
    // 4 ms an item: 10 at a time.
    expect(await slicesOf(50, (slice) => spend(4 * slice.length))).toEqual([16, 10, 10, 10, 4]);
  });

  it('counts the work a slice sets off in a microtask (a framework rendering after a store write)', async () => {
    // The slice itself costs nothing; its renders, a microtask later, 2 ms an item: 20 items a slice.
    const sizes = await slicesOf(100, (slice) => void Promise.resolve().then(() => spend(2 * slice.length)));
    expect(sizes).toEqual([16, 20, 20, 20, 20, 4]);
  });

  it('does not count the time between slices, when the browser lays out and paints (a frame of 100 ms here)', async () => {
    const sizes: number[] = [];
    const run = inSlices(items(120), (slice) => {
      sizes.push(slice.length);
      spend(slice.length);
      setTimeout(() => spend(100), 0); // queued before the runtime's turn: runs between the slices
    });
    await jest.runAllTimersAsync();
    await run;
    expect(sizes).toEqual([16, 40, 40, 24]);
  });

  it('makes no call for no items, and one slice of at least one item however slow', async () => {
    const work = jest.fn();
    await inSlices([], work);
    expect(work).not.toHaveBeenCalled();
    expect(await slicesOf(20, (slice) => spend(1000 * slice.length))).toEqual([16, 1, 1, 1, 1]);
  });
});

describe('yieldToBrowser', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    try {
      await jest.isolateModulesAsync(async () => {
        const { yieldToBrowser } = await import('../../src/data/time-slices');
        await yieldToBrowser();
      });
      expect(yielded).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
