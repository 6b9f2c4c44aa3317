/** Why a typed birthday was refused: not a date as written, a day the month lacks, or before 1900 or after today. */
export type BirthdayProblem = 'format' | 'no-such-date' | 'out-of-range';

/**
 * A birthday as a shopper types it: `mm/dd/yyyy` (the date picker's format, docs/requirements.md §9.3) or
 * `yyyy-mm-dd` (a native date input). Gives `yyyy-mm-dd`, or what is wrong with it.
 */
export function readBirthday(value: string, today: Date = new Date()): { iso: string } | { problem: BirthdayProblem } {
  const text = value.trim();
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!us && !iso) return { problem: 'format' };
  const [year, month, day] = (us ? [us[3], us[1], us[2]] : [iso![1], iso![2], iso![3]]).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return { problem: 'format' };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { problem: 'no-such-date' };
  const iso8601 = date.toISOString().slice(0, 10);
  // "Today" is the shopper's, which east of UTC is already the server's tomorrow: a day's slack past today in UTC.
  const latest = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
  if (year < 1900 || iso8601 > latest) return { problem: 'out-of-range' };
  return { iso: iso8601 };
}
