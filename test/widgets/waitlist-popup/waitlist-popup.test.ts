// The waitlist popup island (docs/requirements.md §4.3, §5.3, §9): on a configured product page, before the end
// date, while its cookie is unset, about 7 s after load (the exact delay is eligibility.test.ts), once; it holds
// the waitlist form in the dialog. On jest's fake clock.
import { wasPopupShown } from '../../../src/store/popup-cookies';
import { deferred } from '../../helpers/deferred';
import { rpcError, type Entry, type WireCall } from '../../helpers/fake-endpoint';
import { click, mountPage, setUpIslandPage, type PageOptions } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const END = Date.UTC(2030, 0, 1);
const CAMPAIGN = { waitlist: { productIds: ['PROD12', 'PROD17'], endDate: '2030-01-01T00:00:00Z', eventId: 'HOLIDAY_2030', requestType: 'CHRISTMAS' } };
const COOKIE_ID = 'waitlist';
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-waitlist-dialog');
const popupHost = (props: Record<string, unknown> = { productId: 'PROD12' }) => `<div id="popup" data-widget="waitlist-popup" data-props='${JSON.stringify(props)}'></div>`;
const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);

function signedUp(call: WireCall): Entry {
  const p = call.params[0]!;
  return { result: { value: { SUCCESS: 1, PC_EMAIL_ADDRESS: p.PC_EMAIL_ADDRESS, REQUEST_TYPE: p.REQUEST_TYPE, EVENT_ID: p.EVENT_ID } } };
}

async function mountPopup(html = popupHost(), options: PageOptions = {}) {
  return mountPage(html, { config: CAMPAIGN, handler: (call) => (call.params[0]?._SUBMIT === 'waitlist' ? signedUp(call) : undefined), ...options });
}

beforeEach(() => jest.setSystemTime(END - 86_400_000));
afterEach(() => history.replaceState(null, '', '/'));

describe('waitlist-popup', () => {
  it('renders nothing itself, and after 7 s opens the waitlist form in the dialog and sets its cookie', async () => {
    await mountPopup();
    expect(document.getElementById('popup')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(document.getElementById('popup')!.innerHTML).toBe('');
    await elapse(6500);
    expect(dialog()).toBeNull();
    expect(wasPopupShown(COOKIE_ID)).toBe(false);
    await elapse(600);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(wasPopupShown(COOKIE_ID)).toBe(true);
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Join the waitlist');
    expect(dialog()!.querySelector('.sfi-waitlist__intro')!.textContent).toBe('Leave your email address and we will let you know as soon as it is available.');
    expect(JSON.parse(document.querySelector('.sfi-on-demand')!.getAttribute('data-props')!)).toEqual({
      title: 'Join the waitlist',
      intro: 'Leave your email address and we will let you know as soon as it is available.',
      lastSource: 'waitlist_popup',
      productId: 'PROD12',
    });
  });

  it('waits for a dialog the shopper has open (ours or the page\'s) to close, rather than open over it', async () => {
    await mountPopup();
    const other = document.createElement('dialog');
    other.innerHTML = '<p>Shipping and returns</p><button>OK</button>';
    document.body.append(other);
    if (typeof other.showModal === 'function') other.showModal();
    else other.setAttribute('open', '');
    await elapse(7100);
    expect(dialog()).toBeNull();
    expect(wasPopupShown(COOKIE_ID)).toBe(false);
    await elapse(20_000);
    expect(dialog()).toBeNull();
    other.close?.();
    other.removeAttribute('open');
    // A moment (free at two looks 0.5 s apart) for the focus the dialog hands back to land, before the popup takes it.
    await elapse(450);
    expect(dialog()).toBeNull();
    await elapse(600);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(wasPopupShown(COOKIE_ID)).toBe(true);
    other.remove();
  });

  it('waits while the focus is in a field the shopper types in, and shows 0.5–1 s after it leaves; the page changing meanwhile does not put it off', async () => {
    await mountPopup(`${popupHost()}<input id="search" type="search"><textarea id="note"></textarea><button id="go">Search</button>`);
    const field = (id: string) => document.getElementById(id)!;
    field('search').focus();
    await elapse(7100);
    expect(dialog()).toBeNull();
    // From one field to another (Tab from the box to a note): still typing.
    field('note').focus();
    await elapse(5000);
    expect(dialog()).toBeNull();
    expect(wasPopupShown(COOKIE_ID)).toBe(false);
    field('go').focus();
    for (let i = 0; i < 2; i += 1) {
      document.body.append(document.createElement('p'));
      await elapse(200);
    }
    expect(dialog()).toBeNull();
    await elapse(700);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(wasPopupShown(COOKIE_ID)).toBe(true);
  });

  it('a checkbox, a button or a slider in focus is no typing: the popup shows at 7 s', async () => {
    await mountPopup(`${popupHost()}<input id="terms" type="checkbox">`);
    document.getElementById('terms')!.focus();
    await elapse(7100);
    await waitFor(() => expect(dialog()?.open).toBe(true));
  });

  it('back in the field before the popup came: the wait starts again', async () => {
    await mountPopup(`${popupHost()}<input id="search" type="text"><button id="go">Search</button>`);
    document.getElementById('search')!.focus();
    await elapse(7100);
    document.getElementById('go')!.focus();
    await elapse(450);
    document.getElementById('search')!.focus();
    await elapse(2000);
    expect(dialog()).toBeNull();
    document.getElementById('search')!.blur();
    await elapse(450);
    expect(dialog()).toBeNull();
    await elapse(600);
    await waitFor(() => expect(dialog()?.open).toBe(true));
  });

  it('signs up to the page\'s campaign from the popup, and thanks the shopper in it', async () => {
    const page = await mountPopup(popupHost({ productId: '17', title: 'The holiday edit', intro: 'Be first in line.' }));
    await elapse(7100);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('The holiday edit');
    expect(dialog()!.querySelector('.sfi-waitlist__intro')!.textContent).toBe('Be first in line.');
    const field = dialog()!.querySelector<HTMLInputElement>('input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'sam@example.com');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    click(dialog()!.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(dialog()!.querySelector('.sfi-waitlist__thanks')).not.toBeNull());
    expect(page.callsOf('rpc.form', 'waitlist')[0]!.params[0]).toEqual({
      _SUBMIT: 'waitlist', PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030', LAST_SOURCE: 'waitlist_popup', _TOKEN: 'tok',
    });
  });

  it('reads the page\'s product from its route when the host names none', async () => {
    history.replaceState(null, '', '/product/17');
    await mountPopup(popupHost({}));
    await elapse(7100);
    await waitFor(() => expect(dialog()?.open).toBe(true));
  });

  const notShown: Array<[string, string, PageOptions, () => void]> = [
    ['another product\'s page', popupHost({ productId: 'PROD13' }), {}, () => {}],
    ['a page that is not a product\'s', popupHost({}), {}, () => history.replaceState(null, '', '/cart')],
    ['the end date', popupHost(), {}, () => jest.setSystemTime(END)],
    ['a cookie already set', popupHost(), {}, () => void (document.cookie = `sfi_popup_${COOKIE_ID}=1; path=/`)],
    ['the waitlistNotification flag off', popupHost(), { flags: { waitlistNotification: false } }, () => {}],
    ['no waitlist in the page config', popupHost(), { config: {} }, () => {}],
  ];
  it.each(notShown)('does not show on %s', async (_case, html, options, before) => {
    before();
    const cookieBefore = wasPopupShown(COOKIE_ID);
    await mountPopup(html, options);
    await elapse(60_000);
    expect(dialog()).toBeNull();
    expect(document.querySelector('.sfi-on-demand')).toBeNull();
    expect(wasPopupShown(COOKIE_ID)).toBe(cookieBefore);
  });

  it('shows once: a page loaded after it showed does not show it again', async () => {
    const page = await mountPopup();
    await elapse(7100);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog()).toBeNull());
    page.runtime.unmount(document.getElementById('popup')!); // the next page: this one's islands go
    await mountPopup();
    await elapse(60_000);
    expect(dialog()).toBeNull();
  });

  /** The popup up, an address sent and its answer held; returns what releases the answer. */
  async function sendFromPopup(answer: (call: WireCall) => Entry) {
    const held = deferred<void>();
    const page = await mountPopup(popupHost(), { handler: (call) => (call.params[0]?._SUBMIT === 'waitlist' ? held.promise.then(() => answer(call)) : undefined) });
    await elapse(7100);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    const field = dialog()!.querySelector<HTMLInputElement>('input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'sam@example.com');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    click(dialog()!.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(dialog()!.querySelector('button[type="submit"]')!.textContent).toBe('Sending…'));
    return { release: held.resolve, page };
  }
  const closePopup = async () => {
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog()).toBeNull());
  };
  const failed = () => rpcError('Sorry, the waitlist is full.', 'waitlist.full');

  it('is offered again on the next page after a sign-up that failed once it was closed', async () => {
    const { release, page } = await sendFromPopup(failed);
    await closePopup();
    expect(wasPopupShown(COOKIE_ID)).toBe(true);
    release();
    await waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toBe('Sorry, the waitlist is full.'));
    expect(wasPopupShown(COOKIE_ID)).toBe(false);
    page.runtime.unmount(document.getElementById('popup')!); // the next page
    document.body.innerHTML = '';
    await mountPopup();
    await elapse(7100);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(wasPopupShown(COOKIE_ID)).toBe(true);
  });

  it.each([
    ['a failure the shopper saw in it', failed, false],
    ['a sign-up, closed while sending', signedUp, true],
  ])('is not offered again after %s', async (_case, answer, closeFirst) => {
    const { release } = await sendFromPopup(answer);
    if (closeFirst) await closePopup();
    release();
    await waitFor(() => expect(document.querySelector('.sfi-waitlist__error, [role="status"]')?.textContent).toBeTruthy());
    if (!closeFirst) await closePopup();
    expect(wasPopupShown(COOKIE_ID)).toBe(true);
  });

  it('is not offered again after another waitlist form on the page failed', async () => {
    await mountPopup();
    await elapse(7100);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    await closePopup();
    document.dispatchEvent(new CustomEvent('sfi:waitlist:failed', { detail: { lastSource: 'notify_me', text: 'Sorry.' } }));
    expect(wasPopupShown(COOKIE_ID)).toBe(true);
  });

  it("a page script's own sfi:waitlist:failed with no detail, after it closed, throws nothing and changes nothing", async () => {
    await mountPopup();
    await elapse(7100);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    await closePopup();
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      thrown.push(event.error);
      event.preventDefault(); // jsdom would print it too
    };
    window.addEventListener('error', onError);
    try {
      document.dispatchEvent(new CustomEvent('sfi:waitlist:failed'));
      document.dispatchEvent(new Event('sfi:waitlist:failed'));
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(thrown).toEqual([]);
    expect(wasPopupShown(COOKIE_ID)).toBe(true);
  });

  it('shows nothing once its host is gone', async () => {
    const page = await mountPopup();
    await elapse(3000);
    page.runtime.unmount(document.getElementById('popup')!);
    await elapse(60_000);
    expect(dialog()).toBeNull();
    expect(wasPopupShown(COOKIE_ID)).toBe(false);
  });
});
