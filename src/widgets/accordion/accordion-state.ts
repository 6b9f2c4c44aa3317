// The accordion's state and keys (WAI-ARIA APG accordion pattern): which panels are open, what a header
// button does, where the arrow keys, Home and End move focus among the header buttons.

/** Panels open at first: `open` counts from 1 (as a merchandiser counts); positions past the last panel are dropped. */
export function initialOpen(open: readonly number[], count: number): number[] {
  return [...new Set(open)].filter((position) => position <= count).map((position) => position - 1);
}

/** Opens a closed panel (closing the others unless several may be open) or closes an open one. */
export function toggleSection(open: readonly number[], index: number, allowMultiple: boolean): number[] {
  if (open.includes(index)) return open.filter((i) => i !== index);
  return allowMultiple ? [...open, index].sort((a, b) => a - b) : [index];
}

/**
 * Opens a panel the browser revealed (find in page, a link into it): as its header's click would, but a panel that
 * is open already stays open.
 */
export function revealSection(open: number[], index: number, allowMultiple: boolean): number[] {
  return open.includes(index) ? open : toggleSection(open, index, allowMultiple);
}

/** The header button a key moves focus to (Down and Up wrap round), or null for any other key. */
export function headerKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
