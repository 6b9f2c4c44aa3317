// Month and day names in the page's locale (page config `locale`), through Intl. Dates are formatted as
// UTC midnight so no time zone moves them to another day.
import { toBcp47 } from '../../config/locale';
import { utcMidnight as atUtc, type CalendarDate } from './calendar-date';
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(toBcp47(locale), { ...options, timeZone: 'UTC' });

/** "March 2025": the grid's heading. */
export function monthLabel(date: CalendarDate, locale: string): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(atUtc(date));
}

/** "Saturday, March 15, 2025": the date in words, for the button that opens the picker. */
export function dateLabel(date: CalendarDate, locale: string): string {
  return formatter(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(atUtc(date));
}

/** The seven column headers from `firstDay` (0 = Sunday): short names shown, long ones for assistive technology. */
export function weekdayNames(locale: string, firstDay: number): Array<{ short: string; long: string }> {
  const short = formatter(locale, { weekday: 'short' });
  const long = formatter(locale, { weekday: 'long' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = atUtc({ year: 2023, month: 1, day: 1 + ((firstDay + i) % 7) });
    return { short: short.format(day), long: long.format(day) };
  });
}
