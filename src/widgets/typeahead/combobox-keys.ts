// The keyboard of the WAI-ARIA APG combobox with a listbox popup, as a pure function of the key and the
// combobox's state: which option becomes active, whether the popup opens or closes, where Enter goes.

export interface ComboboxState {
  expanded: boolean;
  /** The active option's index, -1 for none. */
  active: number;
  /** How many options the popup lists. */
  count: number;
  /** Results are known for the text (the popup can open without a new search). */
  hasResults: boolean;
  /** The input holds text. */
  hasValue: boolean;
}

export type ComboboxAction =
  | { type: 'move'; active: number }
  | { type: 'open'; active: number }
  | { type: 'search'; active: number }
  | { type: 'choose'; index: number }
  | { type: 'collapse' }
  | { type: 'clear' };

/**
 * The action for a key (`alt`: Alt held), with whether the browser's default must be prevented; null leaves the key
 * alone.
 */
export function comboboxKey(key: string, state: ComboboxState, alt = false): { action: ComboboxAction | null; preventDefault: boolean } | null {
  const { expanded, active, count } = state;
  if (alt && (key === 'ArrowDown' || key === 'ArrowUp')) {
    // Alt+Down shows the popup with no option active; Alt+Up closes it, the focus staying in the text box (APG).
    if (key === 'ArrowUp') return { action: expanded ? { type: 'collapse' } : null, preventDefault: true };
    return { action: expanded ? null : { type: state.hasResults ? 'open' : 'search', active: -1 }, preventDefault: true };
  }
  switch (key) {
    case 'ArrowDown':
      if (expanded) return { action: count > 0 ? { type: 'move', active: (active + 1) % count } : null, preventDefault: true };
      return { action: { type: state.hasResults ? 'open' : 'search', active: 0 }, preventDefault: true };
    case 'ArrowUp':
      return { action: expanded && count > 0 ? { type: 'move', active: active <= 0 ? count - 1 : active - 1 } : null, preventDefault: true };
    case 'Enter':
      // Without an active option Enter submits the form (the see-all page).
      return expanded && active >= 0 && active < count ? { action: { type: 'choose', index: active }, preventDefault: true } : null;
    case 'Escape':
      // First Escape closes the popup, a second one clears the input (APG).
      if (expanded) return { action: { type: 'collapse' }, preventDefault: true };
      return { action: state.hasValue ? { type: 'clear' } : null, preventDefault: true };
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      // The caret moves in the input; the active option is cleared (focus is back on the text box).
      return { action: { type: 'move', active: -1 }, preventDefault: false };
    default:
      return null;
  }
}
