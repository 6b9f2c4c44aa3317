// Date formats in the legacy picker's notation (docs/requirements.md §9.3, docs/decisions.md "Page
// furniture"): `dd` two-digit day, `d` day, `mm` two-digit month, `m` month, `yy` four-digit year, `y`
// two-digit year; anything else between them is a separator. The default `mm/dd/yy` shows 03/15/2025.
import { calendarDate, type CalendarDate } from './calendar-date';

type Token = { kind: 'day' | 'month' | 'year'; width: 1 | 2 | 4 } | { kind: 'text'; text: string };

/** Splits a format into tokens; null unless it has exactly one day, one month and one year and no other letters. */
export function parseFormat(format: string): Token[] | null {
  const tokens: Token[] = [];
  for (const [part] of format.matchAll(/dd?|mm?|yy?|[^a-z]+|[a-z]/gi)) {
    if (part === 'dd' || part === 'd') tokens.push({ kind: 'day', width: part.length as 1 | 2 });
    else if (part === 'mm' || part === 'm') tokens.push({ kind: 'month', width: part.length as 1 | 2 });
    else if (part === 'yy' || part === 'y') tokens.push({ kind: 'year', width: part === 'yy' ? 4 : 2 });
    else if (/^[^a-z]+$/i.test(part)) tokens.push({ kind: 'text', text: part });
    else return null;
  }
  const kinds = tokens.map((t) => t.kind).filter((k) => k !== 'text').sort().join();
  return kinds === 'day,month,year' ? tokens : null;
}

const tokensOf = (format: string): Token[] => {
  const tokens = parseFormat(format);
  if (!tokens) throw new Error(`date format ${JSON.stringify(format)} needs one day (d, dd), one month (m, mm) and one year (y, yy)`);
  return tokens;
};

export function formatDate(date: CalendarDate, format: string): string {
  return tokensOf(format)
    .map((token) => {
      if (token.kind === 'text') return token.text;
      if (token.kind === 'year') return token.width === 4 ? String(date.year).padStart(4, '0') : String(date.year % 100).padStart(2, '0');
      const value = token.kind === 'day' ? date.day : date.month;
      return String(value).padStart(token.width, '0');
    })
    .join('');
}

/** What to type, for messages and placeholders: `mm/dd/yyyy`. */
export function describeFormat(format: string): string {
  return tokensOf(format)
    .map((token) => (token.kind === 'text' ? token.text : token.kind === 'year' ? 'y'.repeat(token.width) : token.kind[0]!.repeat(2)))
    .join('');
}

/**
 * A two-digit year as the year ending so from 89 years back to 10 years ahead (the legacy picker's cut-off of
 * "this year + 10"): in 2025, 35 is 2035 and 36 is 1936.
 */
export function expandYear(twoDigits: number, currentYear: number): number {
  const year = currentYear - (currentYear % 100) + twoDigits;
  if (year > currentYear + 10) return year - 100;
  return year < currentYear - 89 ? year + 100 : year;
}

/**
 * The year `expandYear` reads two-digit years around: this year, or ten years before the year of the field's `max`
 * (an ISO date) when that is sooner, so a two-digit year never lands after the latest year allowed: with a `max` of
 * today, in 2026, 30 is 1930 (a birthday), not 2030.
 */
export const pivotYear = (currentYear: number, max: string): number => (max ? Math.min(currentYear, +max.slice(0, 4) - 10) : currentYear);

/**
 * Reads what a shopper typed: day, month and year in the format's order, one or two digits for day and
 * month, two or four for the year, any of `/ - . ,` or spaces between them; an ISO date (2025-03-15) too.
 * Null when it is not a real date.
 */
export function parseDate(text: string, format: string, currentYear: number): CalendarDate | null {
  const parts = readDateParts(text, format, currentYear);
  return parts && calendarDate(parts.year, parts.month, parts.day);
}

/**
 * The day, month and year the text is written as, whether or not that day exists (02/29/2023, 04/31/2025, 13/01/1990);
 * null when it is not written as a date at all. Tells a slip of the calendar from a slip of the format.
 */
export function readDateParts(text: string, format: string, currentYear: number): CalendarDate | null {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const parts = /^\s*(\d{1,4})\s*[/.\-, ]\s*(\d{1,4})\s*[/.\-, ]\s*(\d{1,4})\s*$/.exec(text);
  if (!parts) return null;
  const order = tokensOf(format).filter((t) => t.kind !== 'text');
  const value: Record<string, number> = {};
  for (const [i, token] of order.entries()) {
    const digits = parts[i + 1]!;
    if (token.kind === 'year') {
      if (digits.length !== 2 && digits.length !== 4) return null;
      value.year = digits.length === 2 ? expandYear(Number(digits), currentYear) : Number(digits);
    } else {
      if (digits.length > 2) return null;
      value[token.kind] = Number(digits);
    }
  }
  return { year: value.year!, month: value.month!, day: value.day! };
}
