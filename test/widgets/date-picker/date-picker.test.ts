// The date-picker island (docs/requirements.md §9.3): enhances the date input its host holds with the APG
// date picker dialog; typed entry still works.
import island from '../../../src/widgets/date-picker/island';
import { click, mountPage, problemsHeard, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });
beforeEach(() => jest.setSystemTime(new Date(2025, 2, 20, 10, 0))); // Thursday 03/20/2025

const DATE_HOST = `<form id="f"><div id="dp" data-widget="date-picker">
  <label for="bday">Birthday</label>
  <input id="bday" name="birthday" type="date" value="2025-03-15" aria-describedby="bday-hint" autocomplete="bday">
  <p id="bday-hint">For your birthday treat.</p>
</div></form>`;

const input = () => document.getElementById('bday') as HTMLInputElement;
const iso = () => document.querySelector<HTMLInputElement>('#dp input[type="hidden"]');
const opener = () => document.querySelector<HTMLButtonElement>('.sfi-date-picker__button')!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-calendar');
const focusedDay = () => document.activeElement as HTMLElement;
const month = () => dialog()!.querySelector('.sfi-calendar__month')!.textContent;
const errorText = () => document.querySelector('.sfi-date-picker__error')!.textContent;
const buttonNamed = (name: string) => [...dialog()!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)!;
function key(el: Element, k: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
}
function type(text: string) {
  input().value = text;
  input().dispatchEvent(new Event('input', { bubbles: true }));
  input().dispatchEvent(new Event('change', { bubbles: true }));
}
/** Lets effects run (Preact runs them after the next frame). */
const effects = () => jest.advanceTimersByTimeAsync(200);
async function openPicker() {
  opener().focus();
  click(opener());
  await waitFor(() => expect(dialog()?.open).toBe(true));
  await waitFor(() => expect(document.activeElement?.matches('td[data-date]')).toBe(true));
}

describe('date-picker on a date input', () => {
  it('shows the date as mm/dd/yyyy in a text input; a hidden input keeps submitting the ISO date under the name', async () => {
    await mountPage(DATE_HOST);
    expect(document.getElementById('dp')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(input().type).toBe('text');
    expect(input().value).toBe('03/15/2025');
    expect(input().name).toBe('');
    expect(input().placeholder).toBe('mm/dd/yyyy');
    expect(input().getAttribute('autocomplete')).toBe('bday');
    expect(iso()!.name).toBe('birthday');
    expect(iso()!.value).toBe('2025-03-15');
    const form = document.getElementById('f') as HTMLFormElement;
    const submitted = [...form.elements].filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && !!el.name).map((el) => [el.name, el.value]);
    expect(submitted).toEqual([['birthday', '2025-03-15']]);
    // The label still names the input; the button comes right after it.
    expect(document.querySelector('label')!.control).toBe(input());
    expect(input().nextElementSibling).toBe(iso());
    expect(iso()!.nextElementSibling!.firstElementChild).toBe(opener());
    expect(opener().getAttribute('aria-label')).toBe('Choose date, Saturday, March 15, 2025');
    expect(document.getElementById('bday-hint')!.textContent).toBe('For your birthday treat.');
  });

  it('opens the APG date picker dialog on the chosen day: month heading, weekdays from Sunday, the day selected, today marked', async () => {
    await mountPage(DATE_HOST);
    await openPicker();
    const d = dialog()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).toBe('Choose date');
    expect(month()).toBe('March 2025');
    const grid = d.querySelector('table')!;
    expect(grid.getAttribute('role')).toBe('grid');
    expect(document.getElementById(grid.getAttribute('aria-labelledby')!)!.textContent).toBe('March 2025');
    expect([...grid.querySelectorAll('th')].map((th) => [th.textContent, th.getAttribute('abbr')])).toEqual([
      ['Sun', 'Sunday'],
      ['Mon', 'Monday'],
      ['Tue', 'Tuesday'],
      ['Wed', 'Wednesday'],
      ['Thu', 'Thursday'],
      ['Fri', 'Friday'],
      ['Sat', 'Saturday'],
    ]);
    expect(grid.querySelector('tbody tr')!.textContent).toBe('1'); // March 2025 starts on a Saturday
    expect(focusedDay().getAttribute('data-date')).toBe('2025-03-15');
    expect(focusedDay().getAttribute('aria-selected')).toBe('true');
    expect(grid.querySelectorAll('td[tabindex="0"]')).toHaveLength(1);
    expect(grid.querySelector('[aria-current="date"]')!.getAttribute('data-date')).toBe('2025-03-20');
    expect([...d.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Prev month', 'Next month', 'Today', 'Done', '×']);
    expect(d.querySelector('[dir]')!.getAttribute('dir')).toBe('ltr');
  });

  it('by keyboard: arrows and PageDown move the focused day, Enter chooses it, writes it and gives focus back to the button', async () => {
    await mountPage(DATE_HOST);
    const changes: string[] = [];
    input().addEventListener('change', () => changes.push(input().value));
    await openPicker();
    key(focusedDay(), 'ArrowRight');
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2025-03-16'));
    key(focusedDay(), 'ArrowDown');
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2025-03-23'));
    key(focusedDay(), 'PageDown');
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2025-04-23'));
    expect(month()).toBe('April 2025');
    key(focusedDay(), 'PageUp', { shiftKey: true });
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2024-04-23'));
    key(focusedDay(), 'End');
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2024-04-27'));
    key(focusedDay(), 'Home');
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2024-04-21'));
    expect(key(focusedDay(), 'Enter').defaultPrevented).toBe(true);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(input().value).toBe('04/21/2024');
    expect(iso()!.value).toBe('2024-04-21');
    await waitFor(() => expect(document.activeElement).toBe(opener()));
    expect(changes).toEqual(['04/21/2024']);
    await waitFor(() => expect(opener().getAttribute('aria-label')).toBe('Choose date, Sunday, April 21, 2024'));
  });

  it('Space chooses too', async () => {
    await mountPage(DATE_HOST);
    await openPicker();
    key(focusedDay(), 'ArrowLeft');
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2025-03-14'));
    key(focusedDay(), ' ');
    await waitFor(() => expect(input().value).toBe('03/14/2025'));
  });

  it('Escape (the dialog\'s cancel) closes without choosing and gives focus back to the button', async () => {
    await mountPage(DATE_HOST);
    await openPicker();
    key(focusedDay(), 'ArrowRight');
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2025-03-16'));
    const cancel = new Event('cancel', { cancelable: true });
    dialog()!.dispatchEvent(cancel);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(input().value).toBe('03/15/2025');
    expect(iso()!.value).toBe('2025-03-15');
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('Done closes without choosing', async () => {
    await mountPage(DATE_HOST);
    await openPicker();
    click(buttonNamed('Done'));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(input().value).toBe('03/15/2025');
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('by mouse: Next and Prev change the month (focus stays on the button), a click on a day chooses it', async () => {
    await mountPage(DATE_HOST);
    await openPicker();
    const next = buttonNamed('Next month');
    next.focus();
    click(next);
    await waitFor(() => expect(month()).toBe('April 2025'));
    expect(document.activeElement).toBe(next);
    click(buttonNamed('Prev month'));
    click(buttonNamed('Prev month'));
    await waitFor(() => expect(month()).toBe('February 2025'));
    click(dialog()!.querySelector('td[data-date="2025-02-28"]')!);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(input().value).toBe('02/28/2025');
    expect(iso()!.value).toBe('2025-02-28');
  });

  it('Today moves focus to today', async () => {
    await mountPage(DATE_HOST);
    await openPicker();
    key(focusedDay(), 'PageUp', { shiftKey: true });
    await waitFor(() => expect(month()).toBe('March 2024'));
    click(buttonNamed('Today'));
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2025-03-20'));
  });

  it('opens on today when the input is empty', async () => {
    await mountPage(DATE_HOST.replace(' value="2025-03-15"', ''));
    expect(input().value).toBe('');
    expect(iso()!.value).toBe('');
    expect(opener().getAttribute('aria-label')).toBe('Choose date');
    await openPicker();
    expect(focusedDay().getAttribute('data-date')).toBe('2025-03-20');
    expect(dialog()!.querySelector('[aria-selected]')).toBeNull();
  });

  it('typed entry: mm/dd/yy and mm/dd/yyyy are read and written back in the format', async () => {
    await mountPage(DATE_HOST);
    type('3/5/89');
    await waitFor(() => expect(iso()!.value).toBe('1989-03-05'));
    expect(input().value).toBe('03/05/1989');
    type('12/31/2001');
    await waitFor(() => expect(iso()!.value).toBe('2001-12-31'));
    expect(input().value).toBe('12/31/2001');
    await openPicker();
    expect(focusedDay().getAttribute('data-date')).toBe('2001-12-31');
  });

  it('typed entry: no date keeps the text, says what to type, marks the input invalid and submits no date', async () => {
    await mountPage(DATE_HOST);
    type('31/12/2001');
    await waitFor(() => expect(errorText()).toBe('Enter the date as mm/dd/yyyy, for example 03/15/2025.'));
    expect(input().value).toBe('31/12/2001');
    expect(iso()!.value).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().validationMessage).toBe('Enter the date as mm/dd/yyyy, for example 03/15/2025.');
    const error = document.querySelector('.sfi-date-picker__error')!;
    expect(error.getAttribute('role')).toBe('alert');
    expect(input().getAttribute('aria-describedby')).toBe(`bday-hint ${error.id}`);
    type('12/31/2001');
    await waitFor(() => expect(errorText()).toBe(''));
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(input().validationMessage).toBe('');
    expect(input().getAttribute('aria-describedby')).toBe('bday-hint');
    expect(iso()!.value).toBe('2001-12-31');
  });

  it('typed entry: a press elsewhere that ends the typing holds the message until released, so what was pressed stays under the pointer', async () => {
    await mountPage(DATE_HOST);
    // The press comes first: it is what takes the focus from the input and so sends its change.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    type('31/12/2001');
    await effects();
    expect(errorText()).toBe('');
    // Invalid already, for a submit that the release's click makes.
    expect(input().validationMessage).toBe('Enter the date as mm/dd/yyyy, for example 03/15/2025.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(iso()!.value).toBe('');
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    await waitFor(() => expect(errorText()).toBe('Enter the date as mm/dd/yyyy, for example 03/15/2025.'));
    // Typing with no pointer down shows the message at once.
    type('12/31/2001');
    await waitFor(() => expect(errorText()).toBe(''));
    type('99/99/99');
    await waitFor(() => expect(errorText()).toBe('Enter the date as mm/dd/yyyy, for example 03/15/2025.'));
  });

  it('typed entry: a press that ends the typing keeps the message as it was shown, changed or taken away only at the release', async () => {
    await mountPage(DATE_HOST);
    const format = 'Enter the date as mm/dd/yyyy, for example 03/15/2025.';
    const noSuchDate = `There is no such date. ${format}`;
    const press = (event: 'pointerdown' | 'pointerup') => document.body.dispatchEvent(new Event(event, { bubbles: true }));
    type('31/12/2001');
    await waitFor(() => expect(errorText()).toBe(format));
    // Another mistake, ended by a press: the longer message would push what was pressed down; it waits.
    press('pointerdown');
    type('02/30/2001');
    await effects();
    expect([errorText(), input().validationMessage]).toEqual([format, noSuchDate]);
    press('pointerup');
    await waitFor(() => expect(errorText()).toBe(noSuchDate));
    // Put right, ended by a press: the message taken away would pull it up; it goes once the pointer is released.
    press('pointerdown');
    type('12/31/2001');
    await effects();
    expect([errorText(), input().validationMessage, input().hasAttribute('aria-invalid')]).toEqual([noSuchDate, '', false]);
    press('pointerup');
    await waitFor(() => expect(errorText()).toBe(''));
  });

  it('typed entry: a day the month does not have (a leap day in another year) is said to be no date, not a wrong format', async () => {
    await mountPage(DATE_HOST);
    type('02/29/2023');
    await waitFor(() => expect(errorText()).toBe('There is no such date. Enter the date as mm/dd/yyyy, for example 03/15/2025.'));
    expect([input().value, iso()!.value, input().getAttribute('aria-invalid')]).toEqual(['02/29/2023', '', 'true']);
    expect(input().validationMessage).toBe('There is no such date. Enter the date as mm/dd/yyyy, for example 03/15/2025.');
    type('2/29/24');
    await waitFor(() => expect(errorText()).toBe(''));
    expect([input().value, iso()!.value]).toEqual(['02/29/2024', '2024-02-29']);
    type('04/31/2024');
    await waitFor(() => expect(errorText()).toBe('There is no such date. Enter the date as mm/dd/yyyy, for example 03/15/2025.'));
    // Day and month swapped is a slip of the format: the message says only what to type.
    type('13/01/2024');
    await waitFor(() => expect(errorText()).toBe('Enter the date as mm/dd/yyyy, for example 03/15/2025.'));
  });

  it('typed entry: a year before 1900 (0025, a slip of the year) is refused in the field\'s format, keeping what was typed', async () => {
    await mountPage(DATE_HOST);
    type('03/15/0025');
    await waitFor(() => expect(errorText()).toBe('Enter a date from 01/01/1900 on.'));
    expect([input().value, iso()!.value, input().getAttribute('aria-invalid'), input().validationMessage]).toEqual(['03/15/0025', '', 'true', 'Enter a date from 01/01/1900 on.']);
    type('12/31/1899');
    await waitFor(() => expect(iso()!.value).toBe(''));
    expect(errorText()).toBe('Enter a date from 01/01/1900 on.');
    type('1/1/1900');
    await waitFor(() => expect(errorText()).toBe(''));
    expect([input().value, iso()!.value]).toEqual(['01/01/1900', '1900-01-01']);
  });

  it('typed entry: clearing the input clears the date', async () => {
    await mountPage(DATE_HOST);
    type('  ');
    await waitFor(() => expect(iso()!.value).toBe(''));
    expect(errorText()).toBe('');
    expect(input().value).toBe('  ');
  });

  it('puts the server\'s date input back when unmounted', async () => {
    const { runtime } = await mountPage(DATE_HOST);
    runtime.unmount(document.getElementById('dp')!);
    expect(input().type).toBe('date');
    expect(input().name).toBe('birthday');
    expect(input().value).toBe('2025-03-15');
    expect(iso()).toBeNull();
  });
});

describe('date-picker with min and max', () => {
  // A birthday: nothing after today (03/20/2025), nothing before 03/10/2025 where a test says so.
  const host = (attributes: string, props = '') =>
    `<form><div id="dp" data-widget="date-picker"${props}><label for="bday">Birthday</label><input id="bday" name="birthday" type="date" ${attributes}></div></form>`;
  const day = (iso: string) => dialog()!.querySelector<HTMLElement>(`td[data-date="${iso}"]`)!;

  it('typed entry: a date past max is refused, naming the first and last dates in the format, keeping what was typed', async () => {
    await mountPage(host('max="2025-03-20"'));
    type('03/21/2025');
    await waitFor(() => expect(errorText()).toBe('Enter a date from 01/01/1900 to 03/20/2025.'));
    expect([input().value, iso()!.value, input().getAttribute('aria-invalid'), input().validationMessage]).toEqual(['03/21/2025', '', 'true', 'Enter a date from 01/01/1900 to 03/20/2025.']);
    type('03/20/2025');
    await waitFor(() => expect(errorText()).toBe(''));
    expect(iso()!.value).toBe('2025-03-20');
  });

  it('typed entry: a two-digit year is read no later than max\'s year (30 is 1930 for a birthday, not 2030)', async () => {
    await mountPage(host('max="2025-03-20"'));
    type('3/5/30');
    await waitFor(() => expect(iso()!.value).toBe('1930-03-05'));
    expect([input().value, errorText()]).toEqual(['03/05/1930', '']);
  });

  it('the calendar: days past max are aria-disabled and not chosen, Next and the keys stop at max, the focus staying put', async () => {
    await mountPage(host('max="2025-03-20"'));
    await openPicker();
    expect(focusedDay().getAttribute('data-date')).toBe('2025-03-20');
    expect([day('2025-03-20').getAttribute('aria-disabled'), day('2025-03-21').getAttribute('aria-disabled'), day('2025-03-31').getAttribute('aria-disabled')]).toEqual([null, 'true', 'true']);
    const next = buttonNamed('Next month');
    expect([next.getAttribute('aria-disabled'), next.disabled, buttonNamed('Prev month').getAttribute('aria-disabled')]).toEqual(['true', false, null]);
    key(focusedDay(), 'ArrowRight');
    key(focusedDay(), 'PageDown');
    await effects();
    expect([month(), focusedDay().getAttribute('data-date')]).toEqual(['March 2025', '2025-03-20']);
    next.focus();
    click(next);
    await effects();
    expect([month(), document.activeElement]).toEqual(['March 2025', next]);
    // A click on a day past max chooses nothing, and nor does Enter on it (the click focused its cell).
    click(day('2025-03-21'));
    day('2025-03-21').focus();
    key(day('2025-03-21'), 'Enter');
    await effects();
    expect([dialog()?.open, input().value]).toEqual([true, '']);
    // Back a month, Next is live again.
    click(buttonNamed('Prev month'));
    await waitFor(() => expect(month()).toBe('February 2025'));
    expect(next.hasAttribute('aria-disabled')).toBe(false);
  });

  it('the calendar: Prev and PageUp stop at min, on its day', async () => {
    await mountPage(host('min="2025-03-10" max="2025-03-20"'));
    await openPicker();
    expect(buttonNamed('Prev month').getAttribute('aria-disabled')).toBe('true');
    expect(day('2025-03-09').getAttribute('aria-disabled')).toBe('true');
    key(focusedDay(), 'PageUp');
    await waitFor(() => expect(focusedDay().getAttribute('data-date')).toBe('2025-03-10'));
    expect(month()).toBe('March 2025');
  });

  it('an empty field opens openYearsAgo years back (a birthday), within min', async () => {
    await mountPage(host('max="2025-03-20"', ' data-prop-open-years-ago="30"'));
    await openPicker();
    expect([month(), focusedDay().getAttribute('data-date')]).toEqual(['March 1995', '1995-03-20']);
    click(buttonNamed('Done'));
    await waitFor(() => expect(dialog()).toBeNull());
    // A date in the field comes first.
    type('07/04/2001');
    await openPicker();
    expect(focusedDay().getAttribute('data-date')).toBe('2001-07-04');
  });

  it('an empty field with a min later than openYearsAgo opens on min', async () => {
    await mountPage(host('min="2010-06-01"', ' data-prop-open-years-ago="30"'));
    await openPicker();
    expect(focusedDay().getAttribute('data-date')).toBe('2010-06-01');
  });
});

describe('date-picker on a text input', () => {
  const TEXT_HOST = `<span id="dp" data-widget="date-picker" data-props='{"firstDay": 1}'><input id="bday" name="when" value="7/4/25" placeholder="Birthday (mm/dd/yyyy)" aria-label="Birthday"></span>`;

  it('keeps the name, so the form submits the date as shown; the placeholder stays', async () => {
    await mountPage(TEXT_HOST);
    expect(input().name).toBe('when');
    expect(input().value).toBe('07/04/2025');
    expect(input().placeholder).toBe('Birthday (mm/dd/yyyy)');
    expect(iso()).toBeNull();
    expect(input().hasAttribute('aria-describedby')).toBe(false);
  });

  it('starts the week on the day firstDay names', async () => {
    await mountPage(TEXT_HOST);
    await openPicker();
    expect([...dialog()!.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(month()).toBe('July 2025');
  });

  it('names months and days in the page locale', async () => {
    await mountPage(TEXT_HOST, { config: { locale: 'fr_FR' } });
    await openPicker();
    expect(month()).toBe('juillet 2025');
    expect(dialog()!.querySelector('th')!.getAttribute('abbr')).toBe('lundi');
  });
});

describe('date-picker without an input', () => {
  it('leaves the host as it was, with one warning in plain words (a markup mistake, not a crash: no stack)', async () => {
    const heard = problemsHeard();
    await mountPage('<div id="dp" data-widget="date-picker"><p>No field</p><input type="checkbox"></div>');
    await effects();
    const host = document.getElementById('dp')!;
    expect(host.getAttribute('data-widget-state')).toBe('error');
    expect(host.innerHTML).toBe('<p>No field</p><input type="checkbox">');
    const words = 'the host holds no text or date <input> to enhance; the host was left as it was.';
    expect((console.warn as jest.Mock).mock.calls).toEqual([[`[storefront-islands] <div#dp data-widget="date-picker">: ${words}`]]);
    expect(heard).toEqual([{ widget: 'date-picker', problems: [{ message: words }], mounted: false }]);
  });
});

describe('date-picker props', () => {
  const parse = island.parseProps!;

  it('defaults to §9.3 of the requirements: mm/dd/yy, Sunday first', () => {
    expect(parse({})).toEqual({ dateFormat: 'mm/dd/yy', firstDay: 0, label: 'Choose date', openYearsAgo: 0 });
    expect(parse({ dateFormat: 'dd.mm.y', firstDay: '1', label: 'Pick a day', openYearsAgo: '30' })).toEqual({ dateFormat: 'dd.mm.y', firstDay: 1, label: 'Pick a day', openYearsAgo: 30 });
  });

  it('refuses a date format it cannot read', () => {
    expect(() => parse({ dateFormat: 'mm/dd/yyyy' })).toThrow('prop "dateFormat" needs one day');
  });

  it.each([7, 1.5])('starts the week on Sunday for firstDay %j, reporting it', (firstDay) => {
    const report = jest.fn();
    expect(parse({ firstDay }, report)).toEqual({ dateFormat: 'mm/dd/yy', firstDay: 0, label: 'Choose date', openYearsAgo: 0 });
    expect(report.mock.calls[0]![0]).toBe(`prop "firstDay" must be a whole number from 0 to 6, got ${firstDay}; the default, 0, is used; the island mounted without them`);
  });
});
