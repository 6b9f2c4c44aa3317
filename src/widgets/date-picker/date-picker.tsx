// The date picker (docs/requirements.md §9.3): enhances the date input its host holds. A button after the
// input opens the calendar dialog; choosing a day writes it in the format (mm/dd/yy: 03/15/2025). Typed
// entry still works: on change the text is read (mm/dd/yyyy, mm/dd/yy, ISO), shown again in the format, or,
// when it is no date, kept as typed with a message next to it (and as the input's validity message).
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ServerNodes } from '../../ui/server-nodes';
import { useStableId } from '../../ui/use-id';
import { useIsland } from '../../ui/use-island';
import { clampDate, fromIsoDate, toIsoDate, todayOf, type CalendarDate } from './calendar-date';
import { CalendarDialog } from './calendar-dialog';
import { describeFormat, formatDate, parseDate, pivotYear, readDateParts } from './date-format';
import { dateLabel } from './date-names';
import { prepareDateField } from './date-field';
import type { DatePickerProps } from './date-picker-props';

export function DatePicker({ dateFormat, firstDay, label, openYearsAgo }: DatePickerProps) {
  const { serverContent, config } = useIsland();
  const [field] = useState(() => prepareDateField(serverContent(), dateFormat, new Date().getFullYear()));
  const [value, setValue] = useState(field.initial);
  const [error, setError] = useState('');
  /** While a pressed pointer is down, the message as it was shown at the press (see the change handler). */
  const [held, setHeld] = useState<string | null>(null);
  const messageRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const errorId = useStableId('date-error');
  const describedBy = useRef(field.input.getAttribute('aria-describedby'));
  const { input, isoInput } = field;

  const take = (date: CalendarDate | null) => {
    setValue(date);
    setError('');
    if (date) input.value = formatDate(date, dateFormat);
  };

  // Layout effects: the input is live, and the submitted value right, as soon as the island is on the page.
  useLayoutEffect(() => {
    // A press elsewhere (the form's submit button, say) is what takes the focus from the input and so sends its
    // change. A message shown, changed or taken away then would move what was pressed from under the pointer, and
    // the release would land on something else: no click. So while a pointer is down the message stays as it was
    // until the release (and the click that follows); the input's validity changes at once, so a submit in between
    // sees the new one.
    let pressed = false;
    let release: (() => void) | undefined;
    const onPress = () => (pressed = true);
    const onRelease = () => {
      pressed = false;
      if (release) setTimeout(release);
      release = undefined;
    };
    const onChange = () => {
      if (pressed && !release) {
        setHeld(messageRef.current!.textContent);
        release = () => setHeld(null);
      }
      const text = input.value.trim();
      const year = new Date().getFullYear();
      const pivot = pivotYear(year, field.max);
      const date = text ? parseDate(text, dateFormat, pivot) : null;
      if (!text || (date && clampDate(date, field) === date)) return take(date);
      // A date outside min and max names them; a month with no such day (02/29/2023, 04/31/2025) says so, as saying
      // only the format would name the one the shopper used. Either way what was typed stays.
      const parts = readDateParts(text, dateFormat, pivot);
      const noSuchDay = parts && parts.month >= 1 && parts.month <= 12 && parts.day >= 1;
      const show = (iso: string) => formatDate(fromIsoDate(iso)!, dateFormat);
      const message = date
        ? `Enter a date ${field.max ? `from ${show(field.min)} to ${show(field.max)}` : `from ${show(field.min)} on`}.`
        : `${noSuchDay ? 'There is no such date. ' : ''}Enter the date as ${describeFormat(dateFormat)}, for example ${formatDate({ year, month: 3, day: 15 }, dateFormat)}.`;
      input.setCustomValidity(message);
      setValue(null);
      setError(message);
    };
    input.addEventListener('change', onChange);
    window.addEventListener('pointerdown', onPress, true);
    for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, onRelease, true);
    return () => {
      input.removeEventListener('change', onChange);
      window.removeEventListener('pointerdown', onPress, true);
      for (const type of ['pointerup', 'pointercancel']) window.removeEventListener(type, onRelease, true);
    };
  }, []);

  useLayoutEffect(() => {
    if (isoInput) isoInput.value = value ? toIsoDate(value) : '';
    input.setCustomValidity(error);
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    const ids = [describedBy.current, error ? errorId : ''].filter(Boolean).join(' ');
    if (ids) input.setAttribute('aria-describedby', ids);
    else input.removeAttribute('aria-describedby');
  }, [value, error]);

  const choose = (date: CalendarDate) => {
    take(date);
    setOpen(false);
    for (const type of ['input', 'change']) input.dispatchEvent(new Event(type, { bubbles: true }));
  };

  return (
    <>
      <ServerNodes inline nodes={field.nodes} className="sfi-date-picker" />
      {createPortal(
        <>
          <button
            type="button"
            className="sfi-date-picker__button"
            aria-label={value ? `${label}, ${dateLabel(value, config.locale)}` : label}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 1v3M14 1v3M2 7h16M3 3h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
          <span id={errorId} ref={messageRef} className="sfi-date-picker__error" role="alert">
            {held ?? error}
          </span>
          {open ? (
            <CalendarDialog
              selected={value}
              today={todayOf(new Date())}
              start={openYearsAgo * -12}
              firstDay={firstDay}
              bounds={field}
              locale={config.locale}
              onChoose={choose}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>,
        field.controls,
      )}
    </>
  );
}
