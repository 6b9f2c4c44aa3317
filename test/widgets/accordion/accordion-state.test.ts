// The accordion's state and keys (WAI-ARIA APG accordion pattern).
import { headerKeyTarget, initialOpen, revealSection, toggleSection } from '../../../src/widgets/accordion/accordion-state';

describe('initialOpen', () => {
  it('turns positions counted from 1 into indexes, dropping repeats and positions past the last panel', () => {
    expect(initialOpen([1], 3)).toEqual([0]);
    expect(initialOpen([3, 1, 3], 3)).toEqual([2, 0]);
    expect(initialOpen([2, 9], 3)).toEqual([1]);
    expect(initialOpen([], 3)).toEqual([]);
  });
});

describe('toggleSection', () => {
  it('one at a time: opening a panel closes the open one', () => {
    expect(toggleSection([0], 2, false)).toEqual([2]);
    expect(toggleSection([], 1, false)).toEqual([1]);
  });

  it('several at once: opening a panel keeps the others open (in page order)', () => {
    expect(toggleSection([2], 0, true)).toEqual([0, 2]);
  });

  it('closes an open panel, so all may be closed', () => {
    expect(toggleSection([1], 1, false)).toEqual([]);
    expect(toggleSection([0, 1, 2], 1, true)).toEqual([0, 2]);
  });
});

describe('revealSection', () => {
  it('opens a closed panel as its header would: alone, or beside the others with allowMultiple', () => {
    expect(revealSection([0], 2, false)).toEqual([2]);
    expect(revealSection([2], 0, true)).toEqual([0, 2]);
  });

  it('leaves an open panel open (the same list, so nothing renders again)', () => {
    const open = [1];
    expect(revealSection(open, 1, false)).toBe(open);
  });
});

describe('headerKeyTarget', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 0],
    ['ArrowUp', 1, 0],
    ['ArrowUp', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from header %i of 3 goes to header %i (down and up wrap round)', (key, from, to) => {
    expect(headerKeyTarget(key, from, 3)).toBe(to);
  });

  it.each(['Enter', ' ', 'ArrowLeft', 'Tab', 'a'])('%j is not a move (Enter and Space are the button\'s)', (key) => {
    expect(headerKeyTarget(key, 1, 3)).toBeNull();
  });
});
