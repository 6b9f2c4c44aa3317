// The buffer gate (docs/requirements.md §4.4, §5.4): play is allowed once the buffered share of the video
// passes the buffer limit; a seek only then, and only to a time inside a buffered range.

export type Ranges = ReadonlyArray<readonly [number, number]>;

/** A media element's `TimeRanges` as pairs (empty for anything unreadable). */
export function rangesOf(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'> | null | undefined): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  if (!ranges) return pairs;
  for (let i = 0; i < ranges.length; i += 1) pairs.push([ranges.start(i), ranges.end(i)]);
  return pairs;
}

/** The buffered share of the video in percent, 0–100 (0 while the duration is unknown). */
export function bufferedPercent(ranges: Ranges, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  const buffered = ranges.reduce((total, [start, end]) => total + Math.max(0, Math.min(end, duration) - Math.max(start, 0)), 0);
  return Math.min(100, (buffered / duration) * 100);
}

/** Play is allowed once the buffered share passes the limit (a fully buffered video always passes). */
export function playAllowed(percent: number, limit: number): boolean {
  return percent > limit || percent >= 100;
}

/** `target` lies in one of the ranges. */
export const inBuffered = (target: number, ranges: Ranges): boolean => ranges.some(([start, end]) => target >= start && target <= end);

/** How far before the first buffered time a seek still means it (mpegts.js buffers an .flv from 0.083 s, not 0). */
const START_SLACK_S = 0.5;

/** `target`, moved onto the first buffered time when it lies at most START_SLACK_S before it (so 0 stays reachable). */
export function snapToBuffered(target: number, ranges: Ranges): number {
  const start = ranges[0]?.[0] ?? 0;
  return target < start && start - target <= START_SLACK_S ? start : target;
}

/** A seek to `target` is allowed when play is and the target lies in a buffered range. */
export function seekAllowed(target: number, ranges: Ranges, percent: number, limit: number): boolean {
  return playAllowed(percent, limit) && inBuffered(target, ranges);
}
