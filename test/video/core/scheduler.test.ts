// Chapters and cue points against the playback time (docs/requirements.md §3.7, §4.4), and the driver that
// makes them frame-accurate (beyond the legacy player; docs/decisions.md "Frame accuracy"), with a fake clock.
import { createCueDriver, createScheduler, JITTER_S, type DriverClock } from '../../../src/video/core/scheduler';

const chapters = [
  { timein: 0, timeout: 10 },
  { timein: 10, timeout: 20 },
  { timein: 25, timeout: null },
];
const cues = [{ time: 0 }, { time: 5 }, { time: 12 }, { time: 12 }, { time: 30 }];

/** Plays from `from` to `to` in steps of `step` s, collecting every event as text. */
function play(scheduler: ReturnType<typeof createScheduler>, from: number, to: number, step = 0.25): string[] {
  const out: string[] = [];
  for (let t = from; t <= to + 1e-9; t += step) {
    for (const e of scheduler.update(Math.round(t * 1000) / 1000, 'tick')) out.push(`${e.type} ${e.index}`);
  }
  return out;
}
const events = (list: ReturnType<ReturnType<typeof createScheduler>['update']>) => list.map((e) => `${e.type} ${e.index}`);

describe('scheduler', () => {
  it('enters and leaves chapters and fires every cue once while playing through', () => {
    const scheduler = createScheduler(chapters, cues);
    expect(events(scheduler.update(0, 'seek'))).toEqual(['chapterenter 0']);
    expect(events(scheduler.update(0, 'play'))).toEqual(['cue 0']);
    expect(play(scheduler, 0.25, 35)).toEqual([
      'cue 1',
      'chapterexit 0',
      'chapterenter 1',
      'cue 2',
      'cue 3',
      'chapterexit 1',
      'chapterenter 2',
      'cue 4',
    ]);
    expect(scheduler.chapter).toBe(2);
  });

  it('fires a cue crossed within one big step, in time order', () => {
    const scheduler = createScheduler([], [{ time: 3 }, { time: 1 }, { time: 2 }].sort((a, b) => a.time - b.time));
    expect(events(scheduler.update(2.5, 'tick'))).toEqual(['cue 0', 'cue 1']);
    expect(events(scheduler.update(2.5, 'tick'))).toEqual([]);
    expect(events(scheduler.update(3, 'tick'))).toEqual(['cue 2']);
  });

  it('does not fire a cue a seek jumps over, and fires it again after a seek back', () => {
    const scheduler = createScheduler([], [{ time: 5 }, { time: 15 }]);
    expect(play(scheduler, 0, 6)).toEqual(['cue 0']);
    expect(events(scheduler.update(20, 'seek'))).toEqual([]);
    expect(play(scheduler, 20, 22)).toEqual([]);
    expect(events(scheduler.update(4, 'seek'))).toEqual([]);
    expect(play(scheduler, 4, 16)).toEqual(['cue 0', 'cue 1']);
  });

  it('fires a cue a seek lands exactly on once playback goes on', () => {
    const scheduler = createScheduler([], [{ time: 5 }]);
    scheduler.update(5, 'seek');
    expect(events(scheduler.update(5, 'play'))).toEqual(['cue 0']);
    expect(events(scheduler.update(5.25, 'tick'))).toEqual([]);
  });

  it('changes chapters on a seek too, leaving the old one first', () => {
    const scheduler = createScheduler(chapters, []);
    scheduler.update(1, 'seek');
    expect(events(scheduler.update(12, 'seek'))).toEqual(['chapterexit 0', 'chapterenter 1']);
    expect(events(scheduler.update(22, 'seek'))).toEqual(['chapterexit 1']);
    expect(scheduler.chapter).toBe(-1);
    expect(events(scheduler.update(26, 'seek'))).toEqual(['chapterenter 2']);
    expect(events(scheduler.update(1000, 'seek'))).toEqual([]);
  });

  it('lets a chapter without timeout last until the next one begins', () => {
    const scheduler = createScheduler(
      [
        { timein: 0, timeout: null },
        { timein: 8, timeout: null },
      ],
      [],
    );
    expect(play(scheduler, 0, 9)).toEqual(['chapterenter 0', 'chapterexit 0', 'chapterenter 1']);
  });

  it('ignores a small step back (clock jitter) and treats a big one as a seek', () => {
    const scheduler = createScheduler([], [{ time: 5 }]);
    expect(play(scheduler, 0, 5.1, 0.1)).toEqual(['cue 0']);
    expect(events(scheduler.update(5.1 - JITTER_S / 2, 'tick'))).toEqual([]);
    expect(events(scheduler.update(5.2, 'tick'))).toEqual([]);
    // A loop: back to the start while playing.
    expect(events(scheduler.update(0, 'tick'))).toEqual([]);
    expect(play(scheduler, 0.25, 6)).toEqual(['cue 0']);
  });

  it('names the next boundary: pending cues and chapter edges', () => {
    const scheduler = createScheduler(chapters, cues);
    scheduler.update(0, 'seek');
    expect(scheduler.nextBoundary(0)).toBe(0);
    scheduler.update(0, 'tick');
    expect(scheduler.nextBoundary(0)).toBe(5);
    scheduler.update(6, 'tick');
    expect(scheduler.nextBoundary(6)).toBe(10);
    scheduler.update(12, 'tick');
    expect(scheduler.nextBoundary(12)).toBe(20);
    scheduler.update(31, 'tick');
    expect(scheduler.nextBoundary(31)).toBeNull();
  });
});

describe('cue driver', () => {
  /** A clock whose timers the test runs by hand. */
  function fakeClock() {
    let now = 0;
    const timers = new Map<number, { at: number; fn: () => void }>();
    let id = 0;
    const clock: DriverClock = {
      setTimeout: (fn, ms) => {
        timers.set(++id, { at: now + ms, fn });
        return id;
      },
      clearTimeout: (handle) => {
        timers.delete(handle as number);
      },
    };
    return {
      clock,
      timers,
      get now() {
        return now;
      },
      /** Moves the clock on, running timers that fall due. */
      advance(ms: number) {
        const end = now + ms;
        for (;;) {
          const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
          if (!due) break;
          timers.delete(due[0]);
          now = due[1].at;
          due[1].fn();
        }
        now = end;
      },
    };
  }

  it('wakes at the boundary and reports the time it reached (no frame callbacks)', () => {
    const fake = fakeClock();
    const scheduler = createScheduler([], [{ time: 2 }, { time: 3.5 }]);
    const reached: number[] = [];
    let playing = true;
    const media = { start: 1, rate: 1 };
    const read = () => ({ time: media.start + (fake.now / 1000) * media.rate, rate: media.rate, playing });
    const driver = createCueDriver({
      scheduler,
      read,
      reach: (time) => {
        reached.push(Math.round(time * 1000) / 1000);
        scheduler.update(time, 'tick');
      },
      clock: fake.clock,
    });
    scheduler.update(1, 'play');
    driver.arm();
    expect([...fake.timers.values()].map((t) => t.at)).toEqual([1000]);
    fake.advance(999);
    expect(reached).toEqual([]);
    fake.advance(1);
    expect(reached).toEqual([2]);
    // Re-armed for the next cue; a rate change re-arms for the new speed.
    media.start = 2 - 2 * 1;
    media.rate = 2;
    driver.arm();
    expect([...fake.timers.values()].map((t) => t.at)).toEqual([1000 + 750]);
    fake.advance(750);
    expect(reached).toEqual([2, 3.5]);
    expect(fake.timers.size).toBe(0);
    playing = false;
    driver.arm();
    expect(fake.timers.size).toBe(0);
  });

  it('with frame callbacks, wakes 40 ms early and fires on the first frame at or past the boundary', () => {
    const fake = fakeClock();
    const scheduler = createScheduler([], [{ time: 2 }]);
    const frames: Array<(mediaTime: number) => void> = [];
    const reached: number[] = [];
    const driver = createCueDriver({
      scheduler,
      read: () => ({ time: 1 + fake.now / 1000, rate: 1, playing: true }),
      reach: (time) => {
        reached.push(time);
        scheduler.update(time, 'tick');
      },
      clock: fake.clock,
      requestFrame: (callback) => {
        frames.push(callback);
        return () => {};
      },
    });
    driver.arm();
    fake.advance(959);
    expect(frames).toHaveLength(0);
    fake.advance(1);
    expect(frames).toHaveLength(1);
    frames[0]!(1.984);
    expect(reached).toEqual([]);
    expect(frames).toHaveLength(2);
    frames[1]!(2.001);
    expect(reached).toEqual([2.001]);
    expect(frames).toHaveLength(2);
    expect(fake.timers.size).toBe(0);
  });

  it('stop cancels the timer and a pending frame', () => {
    const fake = fakeClock();
    const cancel = jest.fn();
    const driver = createCueDriver({
      scheduler: createScheduler([], [{ time: 0.01 }]),
      read: () => ({ time: 0, rate: 1, playing: true }),
      reach: () => {},
      clock: fake.clock,
      requestFrame: () => cancel,
    });
    driver.arm();
    driver.stop();
    expect(cancel).toHaveBeenCalledTimes(1);
    const plain = createCueDriver({
      scheduler: createScheduler([], [{ time: 5 }]),
      read: () => ({ time: 0, rate: 1, playing: true }),
      reach: () => {},
      clock: fake.clock,
    });
    plain.arm();
    expect(fake.timers.size).toBe(1);
    plain.stop();
    expect(fake.timers.size).toBe(0);
  });
});
