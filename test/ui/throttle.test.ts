// The scroll throttle of the back-to-top button (docs/requirements.md §9.1: 100 ms).
import { throttle } from '../../src/ui/throttle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('throttle', () => {
  it('runs the first call at once', () => {
    const fn = jest.fn();
    throttle(fn, 100)('a');
    expect(fn.mock.calls).toEqual([['a']]);
  });

  it('folds calls within the interval into one trailing call with the latest arguments, at the end of the interval', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    jest.advanceTimersByTime(30);
    throttled(2);
    throttled(3);
    jest.advanceTimersByTime(69);
    expect(fn.mock.calls).toEqual([[1]]);
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    jest.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs at most once per interval under a steady stream of calls (a scroll), and the last one always runs', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    for (let t = 0; t < 1000; t += 10) {
      throttled(t);
      jest.advanceTimersByTime(10);
    }
    // 0, then one trailing call at every 100 ms mark carrying the latest position.
    expect(fn.mock.calls.map(([t]) => t)).toEqual([0, 90, 190, 290, 390, 490, 590, 690, 790, 890, 990]);
  });

  it('runs a call at once again when the interval has passed since the last run', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled('a');
    jest.advanceTimersByTime(100);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled('a');
    throttled('b');
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});
