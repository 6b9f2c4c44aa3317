// Prepares the date input the host holds (from the island's copy of its server content) for the picker.
// A text input keeps its name and submits the date as shown. A date input becomes a text input showing
// the format, and its name moves to a hidden input that keeps submitting an ISO date (2025-03-15), as the
// date input did: the server reads the same field either way. The input's `min` and `max` (ISO dates) bound the dates
// the picker takes; with no `min`, 01/01/1900 does (DATE_PICKER_DEFAULTS.earliest).
import { DATE_PICKER_DEFAULTS } from '../../config/page-furniture';
import { MarkupError } from '../../ui/island-props';
import { fromIsoDate, type CalendarDate, type DateBounds } from './calendar-date';
import { describeFormat, formatDate, parseDate, pivotYear } from './date-format';

export interface DateField extends DateBounds {
  /** The host's server content, the input among it. */
  nodes: Node[];
  input: HTMLInputElement;
  /** Submits the ISO date when the server rendered a date input. */
  isoInput: HTMLInputElement | null;
  /** Where the picker's button and message go: right after the input. */
  controls: HTMLElement;
  /** The date the page came with, if it holds one. */
  initial: CalendarDate | null;
}

/** The input's `min` or `max` when it is an ISO date (`1900-01-01`), else `''`: no bound. */
const bound = (value: string) => (fromIsoDate(value) ? value.trim() : '');

export function prepareDateField(content: DocumentFragment, dateFormat: string, currentYear: number): DateField {
  const input = content.querySelector<HTMLInputElement>('input:not([type]), input[type="text" i], input[type="date" i]');
  if (!input) throw new MarkupError('the host holds no text or date <input> to enhance');
  const min = bound(input.min) || DATE_PICKER_DEFAULTS.earliest;
  const max = bound(input.max);
  let initial: CalendarDate | null;
  let isoInput: HTMLInputElement | null = null;
  if (input.type === 'date') {
    initial = fromIsoDate(input.value);
    isoInput = document.createElement('input');
    isoInput.type = 'hidden';
    isoInput.name = input.name;
    isoInput.value = initial ? input.value : '';
    if (input.hasAttribute('form')) isoInput.setAttribute('form', input.getAttribute('form')!);
    input.removeAttribute('name');
    input.type = 'text';
    input.value = initial ? formatDate(initial, dateFormat) : '';
    input.after(isoInput);
  } else {
    initial = input.value.trim() ? parseDate(input.value, dateFormat, pivotYear(currentYear, max)) : null;
    if (initial) input.value = formatDate(initial, dateFormat);
  }
  if (!input.placeholder) input.placeholder = describeFormat(dateFormat);
  const controls = document.createElement('span');
  controls.className = 'sfi-date-picker__controls';
  (isoInput ?? input).after(controls);
  return { nodes: [...content.childNodes], input, isoInput, controls, initial, min, max };
}
