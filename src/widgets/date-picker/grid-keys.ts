// Keys of the date grid (WAI-ARIA APG date picker dialog, left to right as docs/requirements.md §9.3 sets):
// where focus moves from `date`. Choosing (Enter, Space) and closing (Escape) are the dialog's.
import { addDays, addMonths, dayOfWeek, type CalendarDate } from './calendar-date';

export interface GridKey {
  key: string;
  shiftKey?: boolean;
}

/** The date focus moves to, or null when the key is not a grid move. */
export function gridMove(date: CalendarDate, { key, shiftKey = false }: GridKey, firstDay: number): CalendarDate | null {
  switch (key) {
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'Home': // first day of the week
      return addDays(date, -((dayOfWeek(date) - firstDay + 7) % 7));
    case 'End': // last day of the week
      return addDays(date, 6 - ((dayOfWeek(date) - firstDay + 7) % 7));
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
