// Whether the back-to-top button waits below the window's edge (docs/decisions.md, "Back to top: out of the way on
// the way down"). Fixed over the page, it sat over whatever scrolled beneath it (on a phone, a product card's heart),
// so while the shopper heads down the page it tucks itself away, and it comes back when they head up, the way back to
// the top being then what they are after, or reach the page's end, where the room it keeps leaves nothing beneath it.
// A scroll event that did not move the page leaves it where it was.

export function tucksAfter(fromY: number, toY: number, atPageEnd: boolean, tucked: boolean): boolean {
  return !atPageEnd && (toY === fromY ? tucked : toY > fromY);
}
