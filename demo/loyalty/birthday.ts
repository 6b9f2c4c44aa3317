/**
 * A birthday as a shopper types it: `mm/dd/yyyy` (the date picker's format, docs/requirements.md §9.3) or
 * `yyyy-mm-dd` (a native date input). Returns `yyyy-mm-dd`, or null when it is not a real date from 1900
 * up to `today`.
 */
export function parseBirthday(value: string, today: Date = new Date()): string | null {
  const text = value.trim();
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = us ? [us[3], us[1], us[2]].map(Number) : iso ? [iso[1], iso[2], iso[3]].map(Number) : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() !== year || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) return null;
  const iso8601 = date.toISOString().slice(0, 10);
  if (year! < 1900 || iso8601 > today.toISOString().slice(0, 10)) return null;
  return iso8601;
}
