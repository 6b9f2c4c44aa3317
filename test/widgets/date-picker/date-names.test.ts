// Month and day names through Intl, in the page's locale.
import { dateLabel, monthLabel, weekdayNames } from '../../../src/widgets/date-picker/date-names';

describe('date names', () => {
  it('names the month and the date in the page locale, whatever the time zone', () => {
    expect(monthLabel({ year: 2025, month: 3, day: 31 }, 'en_US')).toBe('March 2025');
    expect(monthLabel({ year: 2025, month: 3, day: 1 }, 'fr_FR')).toBe('mars 2025');
    expect(dateLabel({ year: 2025, month: 3, day: 15 }, 'en_US')).toBe('Saturday, March 15, 2025');
    expect(dateLabel({ year: 2025, month: 3, day: 15 }, 'de_DE')).toBe('Samstag, 15. März 2025');
  });

  it('lists the weekdays from the first day of the week, short and long', () => {
    expect(weekdayNames('en_US', 0)).toEqual([
      { short: 'Sun', long: 'Sunday' },
      { short: 'Mon', long: 'Monday' },
      { short: 'Tue', long: 'Tuesday' },
      { short: 'Wed', long: 'Wednesday' },
      { short: 'Thu', long: 'Thursday' },
      { short: 'Fri', long: 'Friday' },
      { short: 'Sat', long: 'Saturday' },
    ]);
    expect(weekdayNames('de_DE', 1).map((name) => name.long)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
  });
});
