// Keys of the date grid (WAI-ARIA APG date picker dialog), left to right.
import { gridMove } from '../../../src/widgets/date-picker/grid-keys';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const from = d(2025, 3, 15); // a Saturday

describe('gridMove', () => {
  it.each([
    ['ArrowRight', false, d(2025, 3, 16)],
    ['ArrowLeft', false, d(2025, 3, 14)],
    ['ArrowDown', false, d(2025, 3, 22)],
    ['ArrowUp', false, d(2025, 3, 8)],
    ['Home', false, d(2025, 3, 9)],
    ['End', false, d(2025, 3, 15)],
    ['PageUp', false, d(2025, 2, 15)],
    ['PageDown', false, d(2025, 4, 15)],
    ['PageUp', true, d(2024, 3, 15)],
    ['PageDown', true, d(2026, 3, 15)],
  ])('%s (shift %s) from Saturday 03/15/2025 goes to %j', (key, shiftKey, to) => {
    expect(gridMove(from, { key, shiftKey }, 0)).toEqual(to);
  });

  it('crosses months and years with the arrows', () => {
    expect(gridMove(d(2025, 3, 31), { key: 'ArrowRight' }, 0)).toEqual(d(2025, 4, 1));
    expect(gridMove(d(2025, 1, 1), { key: 'ArrowLeft' }, 0)).toEqual(d(2024, 12, 31));
    expect(gridMove(d(2025, 12, 28), { key: 'ArrowDown' }, 0)).toEqual(d(2026, 1, 4));
  });

  it('Home and End keep to the week that starts on the first day of the week', () => {
    const sunday = d(2025, 3, 16);
    expect(gridMove(sunday, { key: 'Home' }, 0)).toEqual(sunday);
    expect(gridMove(sunday, { key: 'End' }, 0)).toEqual(d(2025, 3, 22));
    // Weeks from Monday: Sunday the 16th ends the week of Monday the 10th.
    expect(gridMove(sunday, { key: 'Home' }, 1)).toEqual(d(2025, 3, 10));
    expect(gridMove(sunday, { key: 'End' }, 1)).toEqual(sunday);
    // Across a month boundary: Saturday 03/01/2025 starts its week in February.
    expect(gridMove(d(2025, 3, 1), { key: 'Home' }, 0)).toEqual(d(2025, 2, 23));
  });

  it('PageDown keeps the day or takes the month\'s last; Shift+PageDown from 29 February takes the 28th', () => {
    expect(gridMove(d(2025, 1, 31), { key: 'PageDown' }, 0)).toEqual(d(2025, 2, 28));
    expect(gridMove(d(2024, 2, 29), { key: 'PageDown', shiftKey: true }, 0)).toEqual(d(2025, 2, 28));
  });

  it.each(['Enter', ' ', 'Escape', 'Tab', 'a'])('%j is not a move', (key) => {
    expect(gridMove(from, { key }, 0)).toBeNull();
  });
});
