// The keyboard of the WAI-ARIA APG combobox with a listbox popup: each key's action for each state.
import { comboboxKey, type ComboboxState } from '../../../src/widgets/typeahead/combobox-keys';

/** Four options listed, none active, results known, text typed; `overrides` changes any of it. */
const state = (overrides: Partial<ComboboxState> = {}): ComboboxState => ({
  expanded: true,
  active: -1,
  count: 4,
  hasResults: true,
  hasValue: true,
  ...overrides,
});
const collapsed = (overrides: Partial<ComboboxState> = {}) => state({ expanded: false, ...overrides });

describe('ArrowDown', () => {
  it.each([
    [-1, 0],
    [0, 1],
    [2, 3],
    [3, 0],
  ])('in an open popup moves the active option from %i to %i (wrapping after the last)', (active, next) => {
    expect(comboboxKey('ArrowDown', state({ active }))).toEqual({ action: { type: 'move', active: next }, preventDefault: true });
  });

  it('opens a closed popup on its first option when results are known', () => {
    expect(comboboxKey('ArrowDown', collapsed())).toEqual({ action: { type: 'open', active: 0 }, preventDefault: true });
  });

  it('searches the text (then shows its first option) when no results are known', () => {
    expect(comboboxKey('ArrowDown', collapsed({ hasResults: false, count: 0 }))).toEqual({ action: { type: 'search', active: 0 }, preventDefault: true });
  });
});

describe('ArrowUp', () => {
  it.each([
    [3, 2],
    [1, 0],
    [0, 3],
    [-1, 3],
  ])('in an open popup moves the active option from %i to %i (wrapping before the first)', (active, next) => {
    expect(comboboxKey('ArrowUp', state({ active }))).toEqual({ action: { type: 'move', active: next }, preventDefault: true });
  });

  it('does nothing to a closed popup, but keeps the caret where it is', () => {
    expect(comboboxKey('ArrowUp', collapsed())).toEqual({ action: null, preventDefault: true });
  });
});

describe('Alt+ArrowDown', () => {
  it('shows a closed popup with no option active when results are known', () => {
    expect(comboboxKey('ArrowDown', collapsed({ active: 2 }), true)).toEqual({ action: { type: 'open', active: -1 }, preventDefault: true });
  });

  it('searches the text with no option to be made active when no results are known', () => {
    expect(comboboxKey('ArrowDown', collapsed({ hasResults: false, count: 0 }), true)).toEqual({ action: { type: 'search', active: -1 }, preventDefault: true });
  });

  it('leaves an open popup and its active option as they are', () => {
    expect(comboboxKey('ArrowDown', state({ active: 1 }), true)).toEqual({ action: null, preventDefault: true });
  });
});

describe('Alt+ArrowUp', () => {
  it('closes an open popup (the focus stays in the text box)', () => {
    expect(comboboxKey('ArrowUp', state({ active: 2 }), true)).toEqual({ action: { type: 'collapse' }, preventDefault: true });
  });

  it('does nothing to a closed popup', () => {
    expect(comboboxKey('ArrowUp', collapsed(), true)).toEqual({ action: null, preventDefault: true });
  });
});

describe('Enter', () => {
  it('chooses the active option of an open popup', () => {
    expect(comboboxKey('Enter', state({ active: 2 }))).toEqual({ action: { type: 'choose', index: 2 }, preventDefault: true });
    expect(comboboxKey('Enter', state({ active: 0 }))).toEqual({ action: { type: 'choose', index: 0 }, preventDefault: true });
  });

  it('is left to the form (it submits the search) without an active option', () => {
    expect(comboboxKey('Enter', state({ active: -1 }))).toBeNull();
  });

  it('is left to the form when the popup is closed, whatever option was active', () => {
    expect(comboboxKey('Enter', collapsed({ active: 1 }))).toBeNull();
  });

  it('is left to the form when the active index is past the options', () => {
    expect(comboboxKey('Enter', state({ active: 4 }))).toBeNull();
  });
});

describe('Escape', () => {
  it('first closes an open popup', () => {
    expect(comboboxKey('Escape', state({ active: 1 }))).toEqual({ action: { type: 'collapse' }, preventDefault: true });
  });

  it('then clears the text', () => {
    expect(comboboxKey('Escape', collapsed())).toEqual({ action: { type: 'clear' }, preventDefault: true });
  });

  it('does nothing more on an empty box, and the browser does nothing either', () => {
    expect(comboboxKey('Escape', collapsed({ hasValue: false, hasResults: false }))).toEqual({ action: null, preventDefault: true });
  });
});

describe('Home, End, Left and Right', () => {
  it.each(['Home', 'End', 'ArrowLeft', 'ArrowRight'])('%s moves the caret in the text and leaves no option active', (key) => {
    expect(comboboxKey(key, state({ active: 2 }))).toEqual({ action: { type: 'move', active: -1 }, preventDefault: false });
    expect(comboboxKey(key, collapsed())).toEqual({ action: { type: 'move', active: -1 }, preventDefault: false });
  });
});

describe('an open popup with no options', () => {
  it.each(['ArrowDown', 'ArrowUp'])('%s activates nothing (no index outside the list)', (key) => {
    expect(comboboxKey(key, state({ count: 0, active: -1 }))).toEqual({ action: null, preventDefault: true });
  });
});

describe('other keys', () => {
  it.each(['a', ' ', 'Backspace', 'Delete', 'Tab', 'PageDown', 'Shift'])('leaves %j to the browser', (key) => {
    expect(comboboxKey(key, state({ active: 1 }))).toBeNull();
    expect(comboboxKey(key, collapsed())).toBeNull();
  });
});
