// Date formats in the legacy picker's notation (docs/requirements.md §9.3, docs/decisions.md "Page furniture").
import { describeFormat, expandYear, formatDate, parseDate, parseFormat, pivotYear, readDateParts } from '../../../src/widgets/date-picker/date-format';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('formatDate', () => {
  it('writes the default mm/dd/yy as two-digit month and day and the four-digit year', () => {
    expect(formatDate(d(2025, 3, 5), 'mm/dd/yy')).toBe('03/05/2025');
    expect(formatDate(d(1989, 12, 31), 'mm/dd/yy')).toBe('12/31/1989');
  });

  it('writes the other tokens: d, m without a leading zero, y as two digits', () => {
    expect(formatDate(d(2025, 3, 5), 'm/d/y')).toBe('3/5/25');
    expect(formatDate(d(2005, 11, 25), 'dd.mm.y')).toBe('25.11.05');
    expect(formatDate(d(2025, 3, 5), 'yy-mm-dd')).toBe('2025-03-05');
  });
});

describe('parseFormat', () => {
  it('takes a day, a month and a year with separators between', () => {
    expect(parseFormat('mm/dd/yy')).toEqual([
      { kind: 'month', width: 2 },
      { kind: 'text', text: '/' },
      { kind: 'day', width: 2 },
      { kind: 'text', text: '/' },
      { kind: 'year', width: 4 },
    ]);
  });

  it.each(['mm/dd', 'mm/dd/yy/yy', 'mm/dd/yyyy', 'MM/DD/YY', 'mm/dd/yy D', ''])('refuses %j', (format) => {
    expect(parseFormat(format)).toBeNull();
  });
});

describe('describeFormat', () => {
  it('says what to type', () => {
    expect(describeFormat('mm/dd/yy')).toBe('mm/dd/yyyy');
    expect(describeFormat('d.m.y')).toBe('dd.mm.yy');
  });
});

describe('expandYear', () => {
  it('reads a two-digit year as one from 89 years back to 10 years ahead', () => {
    expect(expandYear(35, 2025)).toBe(2035);
    expect(expandYear(36, 2025)).toBe(1936);
    expect(expandYear(0, 2025)).toBe(2000);
    expect(expandYear(99, 2025)).toBe(1999);
    expect(expandYear(5, 2095)).toBe(2105);
    expect(expandYear(6, 2095)).toBe(2006);
  });
});

describe('pivotYear', () => {
  it('is this year, or ten years before a sooner max\'s year, so a two-digit year never reads past max', () => {
    expect(pivotYear(2026, '')).toBe(2026);
    expect(pivotYear(2026, '2040-01-01')).toBe(2026);
    expect(pivotYear(2026, '2026-11-27')).toBe(2016);
    // With a max of today, in 2026: 26 is 2026, 27 is 1927 (a birthday), where 2027 was read before.
    expect([26, 27, 30].map((yy) => expandYear(yy, pivotYear(2026, '2026-11-27')))).toEqual([2026, 1927, 1930]);
    expect(expandYear(30, pivotYear(2026, ''))).toBe(2030);
  });
});

describe('parseDate', () => {
  it.each([
    ['03/15/2025', d(2025, 3, 15)],
    ['03/15/25', d(2025, 3, 15)],
    ['3/5/2025', d(2025, 3, 5)],
    ['3/5/89', d(1989, 3, 5)],
    [' 03-15-2025 ', d(2025, 3, 15)],
    ['03.15.2025', d(2025, 3, 15)],
    ['03 15 2025', d(2025, 3, 15)],
    ['02/29/2024', d(2024, 2, 29)],
    ['2025-03-15', d(2025, 3, 15)],
  ])('reads %j in mm/dd/yy', (text, date) => {
    expect(parseDate(text, 'mm/dd/yy', 2025)).toEqual(date);
  });

  it.each(['', 'tomorrow', '13/01/2025', '02/30/2025', '02/29/2023', '00/10/2025', '03/15', '03/15/202', '03/15/20255', '003/15/2025', '03/15/2025 10:00'])(
    'refuses %j',
    (text) => {
      expect(parseDate(text, 'mm/dd/yy', 2025)).toBeNull();
    },
  );

  it('reads in the order of the format', () => {
    expect(parseDate('15.03.2025', 'dd.mm.yy', 2025)).toEqual(d(2025, 3, 15));
    expect(parseDate('2025/3/15', 'yy/m/d', 2025)).toEqual(d(2025, 3, 15));
  });
});

describe('readDateParts', () => {
  it('reads the parts of text written as a date, whether or not that day exists', () => {
    expect(readDateParts('02/29/2023', 'mm/dd/yy', 2025)).toEqual(d(2023, 2, 29));
    expect(readDateParts('4/31/25', 'mm/dd/yy', 2025)).toEqual(d(2025, 4, 31));
    expect(readDateParts('31/12/2001', 'mm/dd/yy', 2025)).toEqual(d(2001, 31, 12));
    expect(readDateParts(' 2023-02-29 ', 'mm/dd/yy', 2025)).toEqual(d(2023, 2, 29));
  });

  it.each(['', 'tomorrow', '03/15', '03/15/202', '003/15/2025', '03/15/2025 10:00'])('finds no date written in %j', (text) => {
    expect(readDateParts(text, 'mm/dd/yy', 2025)).toBeNull();
  });
});
