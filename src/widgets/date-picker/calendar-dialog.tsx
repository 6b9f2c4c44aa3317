// The calendar of the date picker: the WAI-ARIA APG date picker dialog, in the bundle's one modal dialog.
// A month grid with a roving focus (one day in the tab order), Prev and Next months, Today and Done
// (docs/requirements.md §9.3), left to right. Arrows, Home/End, PageUp/PageDown (Shift: a year) move the
// focused day; Enter, Space or a click chooses it; Escape, Done and the close button close without choosing.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DATE_PICKER_DEFAULTS } from '../../config/page-furniture';
import { Dialog } from '../../ui/dialog';
import { useStableId } from '../../ui/use-id';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { addMonths, clampDate, fromIsoDate, monthWeeks, sameDay, toIsoDate, type CalendarDate, type DateBounds } from './calendar-date';
import { monthLabel, weekdayNames } from './date-names';
import { gridMove } from './grid-keys';

export interface CalendarDialogProps {
  selected: CalendarDate | null;
  today: CalendarDate;
  /** With no day selected, the focus opens this many months from today (a birthday field: -360). */
  start: number;
  firstDay: number;
  /** Days outside are shown but cannot be chosen (`aria-disabled`); the focused day and the month stay within. */
  bounds: DateBounds;
  locale: string;
  onChoose(date: CalendarDate): void;
  onClose(): void;
}

const LABELS = DATE_PICKER_DEFAULTS.labels;

export function CalendarDialog({ selected, today, start, firstDay, bounds, locale, onChoose, onClose }: CalendarDialogProps) {
  const within = (date: CalendarDate) => clampDate(date, bounds);
  const [focused, setFocused] = useState(() => within(selected ?? addMonths(today, start)));
  const grid = useRef<HTMLTableElement>(null);
  /** Set when the last move came from the grid or Today: focus follows the day. */
  const focusDay = useRef(false);
  const monthId = useStableId('calendar-month');

  useLayoutEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [focused]);

  /** Moves the focused day from the latest one (two quick clicks on Next move two months), never past a bound. */
  const move = (to: (from: CalendarDate) => CalendarDate, withFocus: boolean) => {
    focusDay.current = withFocus;
    setFocused((from) => within(to(from)));
  };
  /** A day outside the bounds is not chosen (a click can still focus its cell). */
  const choose = (day: CalendarDate) => within(day) === day && onChoose(day);
  /** Prev or Next when it would not change the month (the bound is in this one): `aria-disabled`, keeping the focus. */
  const stuck = (months: number) => within(addMonths(focused, months)).month === focused.month || undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = event.target as HTMLElement;
    if (!cell.matches('td[data-date]') || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(fromIsoDate(cell.getAttribute('data-date')!)!); // the day the shopper sees focused
      return;
    }
    const { key, shiftKey } = event;
    if (!gridMove(focused, { key, shiftKey }, firstDay)) return;
    event.preventDefault();
    move((from) => gridMove(from, { key, shiftKey }, firstDay)!, true);
  };

  return (
    <Dialog title="Choose date" hideTitle onClose={onClose} className="sfi-calendar" initialFocus='td[tabindex="0"]'>
      <div dir={DATE_PICKER_DEFAULTS.direction}>
        <div className="sfi-calendar__header">
          <button type="button" className="sfi-calendar__nav" aria-disabled={stuck(-1)} onClick={() => move((from) => addMonths(from, -1), false)}>
            {LABELS.prev}
            <VisuallyHidden> month</VisuallyHidden>
          </button>
          <h3 id={monthId} className="sfi-calendar__month" aria-live="polite">
            {monthLabel(focused, locale)}
          </h3>
          <button type="button" className="sfi-calendar__nav" aria-disabled={stuck(1)} onClick={() => move((from) => addMonths(from, 1), false)}>
            {LABELS.next}
            <VisuallyHidden> month</VisuallyHidden>
          </button>
        </div>
        <table ref={grid} role="grid" aria-labelledby={monthId} className="sfi-calendar__grid" onKeyDown={onKeyDown}>
          <thead>
            <tr>
              {weekdayNames(locale, firstDay).map((name) => (
                <th key={name.long} scope="col" abbr={name.long}>
                  {name.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focused.year, focused.month, firstDay).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) =>
                  day ? (
                    <td
                      key={d}
                      data-date={toIsoDate(day)}
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      aria-selected={sameDay(day, selected) ? true : undefined}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      aria-disabled={within(day) !== day || undefined}
                      onClick={() => choose(day)}
                    >
                      {day.day}
                    </td>
                  ) : (
                    <td key={d} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="sfi-calendar__footer">
          <button type="button" className="sfi-calendar__action" onClick={() => move(() => today, true)}>
            {LABELS.today}
          </button>
          <button type="button" className="sfi-calendar__action" onClick={onClose}>
            {LABELS.done}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
