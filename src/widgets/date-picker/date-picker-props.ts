import { DATE_PICKER_DEFAULTS } from '../../config/page-furniture';
import { optionalNumber, optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { parseFormat } from './date-format';

export interface DatePickerProps {
  /** In the legacy picker's notation (`mm/dd/yy` shows 03/15/2025). */
  dateFormat: string;
  /** 0 = Sunday … 6 = Saturday. */
  firstDay: number;
  /** Accessible name of the button that opens the calendar. */
  label: string;
  /** With the field empty the calendar opens on today this many years ago (a birthday: 30). */
  openYearsAgo: number;
}

export function parseDatePickerProps(raw: RawProps): DatePickerProps {
  const dateFormat = optionalString(raw, 'dateFormat').trim() || DATE_PICKER_DEFAULTS.dateFormat;
  if (!parseFormat(dateFormat)) {
    throw new PropsError(`prop "dateFormat" needs one day (d, dd), one month (m, mm) and one year (y two digits, yy four) and no other letters, got ${JSON.stringify(dateFormat)}`);
  }
  const firstDay = optionalNumber(raw, 'firstDay', DATE_PICKER_DEFAULTS.firstDayOfWeek, { min: 0, max: 6 });
  if (!Number.isInteger(firstDay)) throw new PropsError(`prop "firstDay" must be a whole number from 0 (Sunday) to 6 (Saturday), got ${JSON.stringify(raw.firstDay)}`);
  return { dateFormat, firstDay, label: optionalString(raw, 'label').trim() || 'Choose date', openYearsAgo: optionalNumber(raw, 'openYearsAgo', 0) };
}
