import { forgetPopupShown, markPopupShown, wasPopupShown } from '../../src/store/popup-cookies';
import { clearCookies } from '../helpers/reset';

beforeEach(clearCookies);
afterEach(clearCookies);

describe('popup "already shown" cookies', () => {
  it('reports a popup as not shown until it is marked', () => {
    expect(wasPopupShown('waitlist')).toBe(false);
    markPopupShown('waitlist');
    expect(wasPopupShown('waitlist')).toBe(true);
  });

  it('forgets a popup was shown, and only that popup', () => {
    markPopupShown('waitlist');
    markPopupShown('pwp');
    forgetPopupShown('waitlist');
    expect(wasPopupShown('waitlist')).toBe(false);
    expect(document.cookie).not.toContain('sfi_popup_waitlist');
    expect(wasPopupShown('pwp')).toBe(true);
  });

  it('keeps popups apart', () => {
    markPopupShown('waitlist');
    expect(wasPopupShown('waitlist')).toBe(true);
    expect(wasPopupShown('pwp')).toBe(false);
  });

  it('survives a new page load: the mark is a site-wide cookie kept for a year', () => {
    const write = jest.spyOn(document, 'cookie', 'set');
    markPopupShown('waitlist');
    const written = write.mock.calls.map((call) => String(call[0]));
    write.mockRestore();
    expect(written).toEqual([`sfi_popup_waitlist=1; path=/; SameSite=Lax; max-age=${365 * 24 * 3600}`]);
  });

  it('turns characters unsafe in a cookie name into safe ones', () => {
    markPopupShown('pwp; promo=1');
    expect(wasPopupShown('pwp; promo=1')).toBe(true);
    expect(document.cookie).not.toMatch(/(^|;\s*)promo=/);
  });

  it('takes only the value "1" as shown', () => {
    document.cookie = 'sfi_popup_waitlist=0; path=/';
    expect(wasPopupShown('waitlist')).toBe(false);
  });
});
