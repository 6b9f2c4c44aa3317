// Chapters and cue points against the playback time (docs/requirements.md §4.4, §3.7).
//
// The scheduler is pure: it is told the time and how it got there. A cue fires once each time playback
// crosses it, again after a seek back before it; a seek over it does not fire it. The current chapter is the
// first whose [timein, timeout) holds the time (a chapter without `timeout` lasts until the next chapter
// begins, or the end); leaving one fires its exit, reaching one its enter, whether by playing or seeking.
//
// The driver makes that frame-accurate (beyond the legacy player; docs/decisions.md "Frame accuracy"): a timer armed
// for the next boundary, re-armed on timeupdate/seeked/ratechange/play, confirmed frame by frame with
// requestVideoFrameCallback where the browser has it.

/** How the time got where it is: by playing (`play`, `tick`) or by a jump (`seek`). */
export type TimeUpdateKind = 'play' | 'seek' | 'tick';

export type ScheduleEvent =
  | { type: 'chapterexit'; index: number }
  | { type: 'chapterenter'; index: number }
  | { type: 'cue'; index: number };

export interface Scheduler {
  update(time: number, kind: TimeUpdateKind): ScheduleEvent[];
  /** The next time after `time` at which something would happen while playing; null when nothing will. */
  nextBoundary(time: number): number | null;
  /** The current chapter's index, -1 for none. */
  readonly chapter: number;
}

/** A step back this small while playing is clock jitter, not a seek (nothing fires twice for it). */
export const JITTER_S = 0.5;

type ChapterTimes = ReadonlyArray<{ timein: number; timeout: number | null }>;

/** Each chapter's [start, end): its `timeout`, else the next chapter's start, else the end of the film (Infinity). */
export function chapterSpans(chapters: ChapterTimes): Array<[number, number]> {
  return chapters.map((chapter) => [
    chapter.timein,
    chapter.timeout ?? Math.min(Infinity, ...chapters.map((other) => other.timein).filter((start) => start > chapter.timein)),
  ]);
}

/** The chapter holding a time: the first listed whose span does; -1 for none. */
export const chapterIndexAt = (spans: ReadonlyArray<[number, number]>, time: number): number =>
  spans.findIndex(([start, end]) => start <= time && time < end);

export function createScheduler(chapters: ChapterTimes, cues: ReadonlyArray<{ time: number }>): Scheduler {
  const spans = chapterSpans(chapters);
  const cueTimes = cues.map((cue) => cue.time);
  /** Cues at or after `from` (at it only while `inclusive`) have not been crossed yet. */
  let from = 0;
  let inclusive = true;
  let current = -1;

  const pending = (time: number): boolean => (inclusive ? time >= from : time > from);

  return {
    get chapter() {
      return current;
    },
    update(time, kind) {
      const events: ScheduleEvent[] = [];
      if (kind !== 'seek' && time < from) {
        // Jitter changes nothing; a real step back (a loop, the end's rewind) counts as a seek.
        if (from - time < JITTER_S) return events;
        kind = 'seek';
      }
      if (kind === 'seek') {
        from = time;
        inclusive = true;
      } else {
        cueTimes.forEach((cueTime, index) => {
          if (pending(cueTime) && cueTime <= time) events.push({ type: 'cue', index });
        });
        from = time;
        inclusive = false;
      }
      const next = chapterIndexAt(spans, time);
      if (next !== current) {
        if (current >= 0) events.push({ type: 'chapterexit', index: current });
        if (next >= 0) events.push({ type: 'chapterenter', index: next });
        current = next;
      }
      return events;
    },
    nextBoundary(time) {
      const candidates = [
        ...cueTimes.filter((cueTime) => pending(cueTime) && cueTime >= time),
        ...spans.flat().filter((bound) => bound > time && Number.isFinite(bound)),
      ];
      return candidates.length ? Math.min(...candidates) : null;
    },
  };
}

export interface DriverClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface CueDriverOptions {
  scheduler: Pick<Scheduler, 'nextBoundary'>;
  /** The media's time, rate and whether it is playing, read when needed. */
  read(): { time: number; rate: number; playing: boolean };
  /** Called at (or just after) a boundary with the time reached; the caller updates the scheduler. */
  reach(time: number): void;
  clock: DriverClock;
  /** requestVideoFrameCallback, wrapped: calls back with each presented frame's media time; returns a cancel. */
  requestFrame?: ((callback: (mediaTime: number) => void) => () => void) | null;
}

export interface CueDriver {
  /** Re-arms for the next boundary (call on timeupdate, seeked, ratechange, play, playing). */
  arm(): void;
  stop(): void;
}

/** With frame callbacks the timer wakes this early and frames confirm the boundary. */
const FRAME_LEAD_MS = 40;
/** How early a timer may read the time and still count as at the boundary. */
const EARLY_S = 0.002;
/** The shortest wait, so a stalled video right before a boundary does not spin. */
const MIN_WAIT_MS = 10;

export function createCueDriver({ scheduler, read, reach, clock, requestFrame }: CueDriverOptions): CueDriver {
  let timer: unknown = null;
  let cancelFrame: (() => void) | null = null;

  const stop = (): void => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    cancelFrame?.();
    cancelFrame = null;
  };

  const arm = (): void => {
    stop();
    const { time, rate, playing } = read();
    if (!playing || !(rate > 0)) return;
    const boundary = scheduler.nextBoundary(time);
    if (boundary === null) return;
    const wait = ((boundary - time) / rate) * 1000;
    if (requestFrame) {
      const watchFrames = (): void => {
        timer = null;
        cancelFrame = requestFrame((mediaTime) => {
          cancelFrame = null;
          if (mediaTime >= boundary) {
            reach(mediaTime);
            arm();
          } else watchFrames();
        });
      };
      if (wait <= FRAME_LEAD_MS) watchFrames();
      else timer = clock.setTimeout(watchFrames, wait - FRAME_LEAD_MS);
      return;
    }
    timer = clock.setTimeout(() => {
      timer = null;
      const now = read();
      // A timer lands on the boundary give or take rounding; a hair early counts as there.
      if (now.time >= boundary - EARLY_S) reach(Math.max(now.time, boundary));
      arm();
    }, Math.max(MIN_WAIT_MS, wait));
  };

  return { arm, stop };
}
