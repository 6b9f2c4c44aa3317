// Times as the player options write them (docs/requirements.md §3.7): cue point keys `hh:mm:ss`, chapter
// `timein`/`timeout`. Also `mm:ss`, plain seconds, and a fraction after `.` or `,` (`00:01:05.250`).

const CLOCK = /^(\d+)(?::(\d{1,2}))?(?::(\d{1,2}))?(?:[.,](\d+))?$/;

/**
 * `hh:mm:ss`, `mm:ss` or `ss` (each with an optional fraction) → seconds; anything else → null, also a key too long
 * to be a finite number of seconds (a part of 309 digits reads as Infinity).
 */
export function parseTimeKey(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const parts = [match[1], match[2], match[3]].filter((part): part is string => part !== undefined).map(Number);
  // Every part after the first counts up to 59.
  if (parts.slice(1).some((part) => part > 59)) return null;
  const whole = parts.reduce((total, part) => total * 60 + part, 0);
  const seconds = match[4] === undefined ? whole : whole + Number(`0.${match[4]}`);
  return Number.isFinite(seconds) ? seconds : null;
}

/** A time key, or a number of seconds (also as a numeric string), → seconds ≥ 0; anything else → null. */
export function parseTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  return typeof value === 'string' ? parseTimeKey(value) : null;
}

/**
 * The longest time the clock shows: the largest whole number of seconds a double holds exactly (about 285 million
 * years). Anything longer shows as this (docs/decisions.md "Video player"), so the hours never take exponent form.
 */
const CLOCK_MAX_S = Number.MAX_SAFE_INTEGER;

/** Seconds → `m:ss`, or `h:mm:ss` from an hour on (what the controls show and announce); not finite or below 0 → 0:00. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(Math.min(seconds, CLOCK_MAX_S)) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
