// When the back-to-top button waits below the window's edge (docs/decisions.md, "Back to top: out of the way on the
// way down").
import { tucksAfter } from '../../../src/widgets/back-to-top/tuck';

describe('tucksAfter', () => {
  it('tucks while the page goes down, not when it goes up', () => {
    expect(tucksAfter(300, 350, false, false)).toBe(true);
    expect(tucksAfter(350, 349, false, true)).toBe(false);
  });

  it('never at the page\'s end, whichever way it came', () => {
    expect(tucksAfter(300, 4000, true, false)).toBe(false);
    expect(tucksAfter(300, 4000, true, true)).toBe(false);
  });

  it('stays as it was when the page did not move', () => {
    expect(tucksAfter(500, 500, false, true)).toBe(true);
    expect(tucksAfter(500, 500, false, false)).toBe(false);
  });
});
