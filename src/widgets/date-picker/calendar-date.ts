// Calendar dates without a time or a time zone (a birthday is a day, not an instant), and the date
// arithmetic the date picker needs. Months count from 1. Dates go through Date.UTC only to count days.

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const DAY_MS = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date from its parts, or null when there is no such day (02/30, month 13). */
export function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** The date's UTC midnight (for counting days and for Intl with timeZone UTC). */
export function utcMidnight(date: CalendarDate): Date {
  const utc = new Date(0);
  utc.setUTCFullYear(date.year, date.month - 1, date.day); // years 1–99 too, which Date.UTC would move to 19xx
  return utc;
}
const fromUtc = (utc: Date): CalendarDate => ({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });

/** The shopper's today, from the local clock. */
export function todayOf(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(new Date(utcMidnight(date).getTime() + days * DAY_MS));
}

/** The same day `months` later, or the month's last day when it is shorter (01/31 + 1 month = 02/28). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return utcMidnight(date).getUTCDay();
}

export function sameDay(a: CalendarDate | null, b: CalendarDate | null): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2025-03-15`: the value of a date input. */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function fromIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The earliest and latest dates a field takes, as ISO dates; `''` for no bound. */
export interface DateBounds {
  min: string;
  max: string;
}

/** The date itself when it lies within the bounds, else the nearer bound. */
export function clampDate(date: CalendarDate, { min, max }: DateBounds): CalendarDate {
  const iso = toIsoDate(date);
  return iso < min ? fromIsoDate(min)! : max && iso > max ? fromIsoDate(max)! : date;
}

/**
 * The month as weeks of seven days starting on `firstDay` (0 = Sunday), always six weeks so the grid keeps
 * its height from month to month; days of other months are null.
 */
export function monthWeeks(year: number, month: number, firstDay: number): Array<Array<CalendarDate | null>> {
  const lead = (dayOfWeek({ year, month, day: 1 }) - firstDay + 7) % 7;
  const length = daysInMonth(year, month);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = week * 7 + weekday - lead + 1;
      return day >= 1 && day <= length ? { year, month, day } : null;
    }),
  );
}
