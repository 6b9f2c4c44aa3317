// The one dialog (src/ui/dialog.tsx), through an island that shows it (pwp-popup): a key held down when it
// opens does not act inside it for 550 ms (docs/requirements.md §9 KEYBOARD_HANDLER_DELAY_MS, docs/decisions.md
// "Geolocation, keyboard delay and flags"); fresh presses do.
import { mountPage, setUpIslandPage } from '../helpers/island-page';
import { waitFor } from '../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-pwp');

/** Presses `key` on the focused element; returns whether a listener on the document heard it. */
function keydownOnFocused(key: string, repeat: boolean): { heard: boolean; prevented: boolean } {
  let heard = false;
  const listener = () => (heard = true);
  document.addEventListener('keydown', listener);
  const event = new KeyboardEvent('keydown', { key, repeat, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(event);
  document.removeEventListener('keydown', listener);
  return { heard, prevented: event.defaultPrevented };
}

async function openDialog() {
  const page = await mountPage('<button id="opener">Open</button>');
  document.getElementById('opener')!.focus();
  page.runtime.open('pwp-popup', { id: 'pwp-key', offerText: 'Add a mascara for $10.' });
  await waitFor(() => expect(dialog()?.contains(document.activeElement)).toBe(true));
}

describe('Dialog and a held key', () => {
  it('focuses inside and ignores the held key\'s repeats there, while fresh presses act', async () => {
    await openDialog();
    expect(document.activeElement).toBe(dialog()); // jsdom lays nothing out, so no control can take it: the dialog
    expect(keydownOnFocused('Enter', true)).toEqual({ heard: false, prevented: true });
    expect(keydownOnFocused('Escape', true)).toEqual({ heard: false, prevented: true });
    expect(keydownOnFocused('Enter', false)).toEqual({ heard: true, prevented: false });
  });

  it('lets repeats act once 550 ms have passed since it opened', async () => {
    await openDialog();
    jest.advanceTimersByTime(520); // the open itself took at most one 10 ms step of waitFor
    expect(keydownOnFocused('Enter', true).heard).toBe(false);
    jest.advanceTimersByTime(30);
    expect(keydownOnFocused('Enter', true)).toEqual({ heard: true, prevented: false });
  });
});

describe('Dialog closing after its opener has gone', () => {
  it('puts the focus on what replaced the opener, not on <body>', async () => {
    const page = await mountPage('<main><div id="card"><button class="open">Open offer</button></div></main>');
    document.querySelector<HTMLElement>('#card .open')!.focus();
    page.runtime.open('pwp-popup', { id: 'pwp-gone', offerText: 'Add a mascara for $10.' });
    await waitFor(() => expect(dialog()?.contains(document.activeElement)).toBe(true));
    document.getElementById('card')!.innerHTML = '<button class="open" id="again">Open offer</button>'; // the card re-rendered
    dialog()!.querySelector<HTMLElement>('.sfi-dialog__close')!.click();
    await waitFor(() => expect(document.activeElement?.id).toBe('again'));
    expect(dialog()).toBeNull();
  });
});

describe('Dialog whose content brings its own title (a cart answer\'s OVERLAY)', () => {
  const overlay = () => document.querySelector<HTMLDialogElement>('dialog.sfi-overlay');
  /** The headings a screen reader finds in it (a `hidden` one is in no outline). */
  const headings = () => [...overlay()!.querySelectorAll('h1,h2,h3,h4,h5,h6')].filter((h) => !h.closest('[hidden]')).map((h) => h.textContent);
  const name = () => document.getElementById(overlay()!.getAttribute('aria-labelledby')!);

  it('has one heading, the content\'s visible one, and is named by it', async () => {
    const page = await mountPage('');
    const html = '<div class="cart-overlay"><h2 class="cart-overlay__title">Added to your bag</h2><p>1 item in your bag</p><a href="/cart">View bag</a></div>';
    page.runtime.open('overlay-link', { html, title: 'Added to your bag' });
    await waitFor(() => expect(overlay()?.querySelector('.sfi-overlay__content .cart-overlay__title') ?? null).not.toBeNull());
    expect(headings()).toEqual(['Added to your bag']);
    // Named by it from the frame the content came in, before the focus goes on to the content's link.
    await waitFor(() => expect(name()).toBe(overlay()!.querySelector('.sfi-overlay__content .cart-overlay__title')));
    expect(name()!.className).toBe('cart-overlay__title');
    expect(name()!.closest('[hidden]')).toBeNull();
  });

  it('is named by its title, hidden and no heading, when the content has no heading', async () => {
    const page = await mountPage('');
    page.runtime.open('overlay-link', { html: '<p>1 item in your bag</p><a href="/cart">View bag</a>', title: 'Added to your bag' });
    await waitFor(() => expect(overlay()?.querySelector('.sfi-overlay__content a') ?? null).not.toBeNull());
    expect(headings()).toEqual([]);
    expect(name()!.hidden).toBe(true);
    expect(name()!.textContent).toBe('Added to your bag');
  });
});
