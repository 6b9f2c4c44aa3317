/** "1 item" / "3 items": the words read after the count. */
export function itemsLabel(count: number): string {
  return count === 1 ? 'item' : 'items';
}
