// Calendar dates and their arithmetic (no time, no time zone).
import {
  addDays,
  addMonths,
  calendarDate,
  clampDate,
  dayOfWeek,
  daysInMonth,
  fromIsoDate,
  monthWeeks,
  sameDay,
  toIsoDate,
  todayOf,
} from '../../../src/widgets/date-picker/calendar-date';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('calendar dates', () => {
  it('knows the length of each month, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('makes only real days', () => {
    expect(calendarDate(2024, 2, 29)).toEqual(d(2024, 2, 29));
    expect(calendarDate(2023, 2, 29)).toBeNull();
    expect(calendarDate(2025, 4, 31)).toBeNull();
    expect(calendarDate(2025, 13, 1)).toBeNull();
    expect(calendarDate(2025, 0, 1)).toBeNull();
    expect(calendarDate(2025, 1, 0)).toBeNull();
    expect(calendarDate(2025, 1.5, 1)).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays(d(2024, 12, 31), 1)).toEqual(d(2025, 1, 1));
    expect(addDays(d(2024, 3, 1), -1)).toEqual(d(2024, 2, 29));
    expect(addDays(d(2025, 3, 15), 7)).toEqual(d(2025, 3, 22));
    expect(addDays(d(2025, 1, 3), -7)).toEqual(d(2024, 12, 27));
  });

  it('adds months keeping the day, or the month\'s last day when it is shorter', () => {
    expect(addMonths(d(2025, 1, 31), 1)).toEqual(d(2025, 2, 28));
    expect(addMonths(d(2024, 1, 31), 1)).toEqual(d(2024, 2, 29));
    expect(addMonths(d(2025, 12, 15), 1)).toEqual(d(2026, 1, 15));
    expect(addMonths(d(2025, 1, 15), -1)).toEqual(d(2024, 12, 15));
    expect(addMonths(d(2024, 2, 29), 12)).toEqual(d(2025, 2, 28));
    expect(addMonths(d(2025, 3, 31), -13)).toEqual(d(2024, 2, 29));
  });

  it('knows the day of the week (0 = Sunday)', () => {
    expect(dayOfWeek(d(2025, 3, 15))).toBe(6);
    expect(dayOfWeek(d(2023, 1, 1))).toBe(0);
    expect(dayOfWeek(d(1970, 1, 1))).toBe(4);
  });

  it('reads and writes ISO dates (a date input\'s value)', () => {
    expect(toIsoDate(d(2025, 3, 5))).toBe('2025-03-05');
    expect(toIsoDate(d(987, 1, 2))).toBe('0987-01-02');
    expect(fromIsoDate('2025-03-05')).toEqual(d(2025, 3, 5));
    expect(fromIsoDate('2025-02-30')).toBeNull();
    expect(fromIsoDate('03/05/2025')).toBeNull();
  });

  it('compares days', () => {
    expect(sameDay(d(2025, 3, 5), d(2025, 3, 5))).toBe(true);
    expect(sameDay(d(2025, 3, 5), d(2025, 3, 6))).toBe(false);
    expect(sameDay(null, d(2025, 3, 5))).toBe(false);
  });

  it('takes today from the local clock', () => {
    expect(todayOf(new Date(2025, 2, 15, 23, 59))).toEqual(d(2025, 3, 15));
  });
});

describe('monthWeeks', () => {
  const numbers = (weeks: ReturnType<typeof monthWeeks>) => weeks.map((week) => week.map((day) => (day ? day.day : 0)));

  it('lays March 2025 out in six weeks from Sunday, days of other months empty', () => {
    expect(numbers(monthWeeks(2025, 3, 0))).toEqual([
      [0, 0, 0, 0, 0, 0, 1],
      [2, 3, 4, 5, 6, 7, 8],
      [9, 10, 11, 12, 13, 14, 15],
      [16, 17, 18, 19, 20, 21, 22],
      [23, 24, 25, 26, 27, 28, 29],
      [30, 31, 0, 0, 0, 0, 0],
    ]);
  });

  it('starts the week on another day when asked (Monday)', () => {
    expect(numbers(monthWeeks(2025, 3, 1)).slice(0, 2)).toEqual([
      [0, 0, 0, 0, 0, 1, 2],
      [3, 4, 5, 6, 7, 8, 9],
    ]);
  });

  it('keeps six weeks for a month that fits in four (February 2015 from Sunday)', () => {
    const weeks = monthWeeks(2015, 2, 0);
    expect(weeks).toHaveLength(6);
    expect(numbers(weeks)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(numbers(weeks)[4]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(weeks[0]![0]).toEqual(d(2015, 2, 1));
  });
});

describe('clampDate', () => {
  const bounds = { min: '1900-01-01', max: '2026-11-27' };

  it('gives the date itself within the bounds, bounds included', () => {
    for (const date of [d(1900, 1, 1), d(1990, 3, 14), d(2026, 11, 27)]) expect(clampDate(date, bounds)).toBe(date);
  });

  it('gives the nearer bound outside them: 0025 is before 1900, tomorrow after today', () => {
    expect(clampDate(d(25, 3, 15), bounds)).toEqual(d(1900, 1, 1));
    expect(clampDate(d(1899, 12, 31), bounds)).toEqual(d(1900, 1, 1));
    expect(clampDate(d(2026, 11, 28), bounds)).toEqual(d(2026, 11, 27));
  });

  it('has no latest date with no max', () => {
    const date = d(9999, 12, 31);
    expect(clampDate(date, { min: '1900-01-01', max: '' })).toBe(date);
  });
});
