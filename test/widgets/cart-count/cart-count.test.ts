// The bag count in the header (docs/requirements.md §2, §3): live from FE_USER_CART through the shared store.
import { getStore } from '../../../src/store/store';
import { PAGE_STATUS_ATTRIBUTE } from '../../../src/ui/page-status';
import { mountPage, setUpIslandPage } from '../../helpers/island-page';
import { setUserCookie } from '../../helpers/reset';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const host = () => document.getElementById('bag')!;
const badge = () => host().querySelector<HTMLElement>('.sfi-cart-count')!;
/** The page's one status region (ui/page-status.ts), where bag changes are said, at the end of <body>, outside every count. */
const regions = () => [...document.querySelectorAll<HTMLElement>(`[${PAGE_STATUS_ATTRIBUTE}]`)];
const status = () => regions()[0]!;

describe('cart-count island', () => {
  it('replaces the server count with the count from FE_USER_CART', async () => {
    await mountPage('<span id="bag" data-widget="cart-count">Bag (?)</span>', { userCookie: 'signed_in:1&csr_logged_in:1&item_count:2' });
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    expect(badge().getAttribute('data-count')).toBe('2');
    expect(badge().textContent).toBe('2 items');
    expect(badge().hidden).toBe(false);
    expect(host().textContent).not.toContain('Bag (?)');
  });

  it('puts one empty, visually hidden status region at the end of the page before any change', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span>', { userCookie: 'item_count:2' });
    await jest.advanceTimersByTimeAsync(1000); // its effects have run
    expect(regions()).toHaveLength(1);
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe('');
    expect(status().getAttribute('class')).toBe('sfi-visually-hidden');
    expect(status().parentElement).toBe(document.body);
    expect(host().querySelector('[role="status"]')).toBeNull();
  });

  it('says a change once however many counts the page shows, and the region stays after the last count (it is the page\'s)', async () => {
    const page = await mountPage(
      '<span id="bag" data-widget="cart-count"></span><span id="bag2" data-widget="cart-count"></span>',
      { userCookie: 'item_count:2' },
    );
    await jest.advanceTimersByTimeAsync(1000);
    expect(regions()).toHaveLength(1);
    const changes: string[] = [];
    new MutationObserver(() => changes.push(status().textContent ?? '')).observe(status(), { childList: true, characterData: true, subtree: true });
    getStore().setItemCount(3);
    await waitFor(() => expect(status().textContent).toBe('Bag updated: 3 items'));
    await jest.advanceTimersByTimeAsync(100);
    expect(changes).toEqual(['Bag updated: 3 items']);

    page.runtime.unmount(document.getElementById('bag')!);
    await jest.advanceTimersByTimeAsync(100);
    expect(regions()).toHaveLength(1); // the other count still uses it
    page.runtime.unmount(document.getElementById('bag2')!);
    await jest.advanceTimersByTimeAsync(100);
    expect(regions()).toHaveLength(1);
    getStore().setItemCount(4);
    await jest.advanceTimersByTimeAsync(100);
    expect(changes).toEqual(['Bag updated: 3 items']); // nothing says the bag once its counts have gone
  });

  it('does not announce a store update that leaves the count as it was', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span>', { userCookie: 'signed_in:1&item_count:2' });
    await jest.advanceTimersByTimeAsync(1000);
    getStore().setItemCount(2);
    await jest.advanceTimersByTimeAsync(100);
    expect(status().textContent).toBe('');
  });

  it('holds what it would say while a modal dialog is open (the page is inert), then says the count as it is once the dialog closes', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span><dialog id="modal" aria-modal="true"></dialog>', { userCookie: 'item_count:2' });
    await jest.advanceTimersByTimeAsync(1000);
    const changes: string[] = [];
    new MutationObserver(() => changes.push(status().textContent ?? '')).observe(status(), { childList: true, characterData: true, subtree: true });
    const modal = document.getElementById('modal')!;
    modal.setAttribute('open', ''); // as our dialog opens where there is no showModal (jsdom): open, aria-modal
    getStore().setItemCount(3);
    getStore().setItemCount(4);
    await jest.advanceTimersByTimeAsync(100);
    expect(badge().getAttribute('data-count')).toBe('4');
    expect(changes).toEqual([]);
    modal.removeAttribute('open');
    modal.dispatchEvent(new Event('close')); // what close() fires
    await waitFor(() => expect(status().textContent).toBe('Bag updated: 4 items'));
    await jest.advanceTimersByTimeAsync(100);
    expect(changes).toEqual(['Bag updated: 4 items']);
  });

  it('says nothing when a dialog closes on the count it said last (a change and its undoing while it was open)', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span><dialog id="modal" aria-modal="true"></dialog>', { userCookie: 'item_count:2' });
    await jest.advanceTimersByTimeAsync(1000);
    const modal = document.getElementById('modal')!;
    modal.setAttribute('open', '');
    getStore().setItemCount(3);
    await jest.advanceTimersByTimeAsync(100);
    getStore().setItemCount(2);
    await jest.advanceTimersByTimeAsync(100);
    modal.removeAttribute('open');
    modal.dispatchEvent(new Event('close')); // what close() fires
    await jest.advanceTimersByTimeAsync(100);
    expect(status().textContent).toBe('');
  });

  it('updates live after store.setItemCount and announces the change in its status region', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span>', { userCookie: 'signed_in:1&csr_logged_in:1&item_count:2' });
    getStore().setItemCount(5);
    await waitFor(() => expect(status().textContent).toBe('Bag updated: 5 items'));
    expect(badge().getAttribute('data-count')).toBe('5');
    expect(badge().textContent).toBe('5 items');
  });

  it('subscribes to the store once, not again at every change it renders', async () => {
    const listen = jest.spyOn(getStore().flags, 'listen');
    await mountPage('<span id="bag" data-widget="cart-count"></span>', { userCookie: 'item_count:2' });
    await jest.advanceTimersByTimeAsync(100); // its effects have run
    const atMount = listen.mock.calls.length; // the island's, and the runtime's own listeners
    expect(atMount).toBeGreaterThan(0);
    for (const count of [3, 4, 5]) {
      getStore().setItemCount(count);
      await waitFor(() => expect(badge().getAttribute('data-count')).toBe(String(count)));
      await jest.advanceTimersByTimeAsync(100);
    }
    expect(listen).toHaveBeenCalledTimes(atMount);
  });

  it('says "item" for one', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span>', { userCookie: 'item_count:2' });
    getStore().setItemCount(1);
    await waitFor(() => expect(status().textContent).toBe('Bag updated: 1 item'));
    expect(badge().textContent).toBe('1 item');
  });

  it('follows a cookie another tab changed once the store refreshes', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span>', { userCookie: 'item_count:2' });
    setUserCookie('item_count:4');
    getStore().refreshFromCookies();
    await waitFor(() => expect(badge().getAttribute('data-count')).toBe('4'));
    await waitFor(() => expect(status().textContent).toBe('Bag updated: 4 items'));
  });

  it('shows 0 for a guest without the cookie', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span>');
    expect(badge().textContent).toBe('0 items');
    expect(badge().hidden).toBe(false);
  });

  it('with hideWhenEmpty, hides the badge at 0 and shows it once the bag has items', async () => {
    await mountPage('<span id="bag" data-widget="cart-count" data-prop-hide-when-empty="true"></span>', { userCookie: 'item_count:' });
    expect(badge().hidden).toBe(true);
    getStore().setItemCount(1);
    await waitFor(() => expect(badge().hidden).toBe(false));
    expect(badge().textContent).toBe('1 item');
  });

  it('with hideWhenEmpty, shows a non-empty bag', async () => {
    await mountPage('<span id="bag" data-widget="cart-count" data-props=\'{"hideWhenEmpty": true}\'></span>', { userCookie: 'item_count:3' });
    expect(badge().hidden).toBe(false);
  });

  it('mounts with the default for a bad hideWhenEmpty, warning once naming the host and the prop', async () => {
    await mountPage('<span id="bag" data-widget="cart-count" data-prop-hide-when-empty="maybe">Bag (3)</span>', { userCookie: 'item_count:0' });
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    expect(host().textContent).toBe('0 items');
    expect((console.warn as jest.Mock).mock.calls).toEqual([
      ['[storefront-islands] <span#bag data-widget="cart-count">: prop "hideWhenEmpty" must be true or false, got "maybe"; the default, false, is used; the island mounted without them'],
    ]);
  });

  it('keeps two badges on one page in step', async () => {
    await mountPage(
      '<span id="bag" data-widget="cart-count"></span><span id="bag2" data-widget="cart-count"></span>',
      { userCookie: 'item_count:2' },
    );
    getStore().setItemCount(7);
    await waitFor(() =>
      expect([...document.querySelectorAll('.sfi-cart-count')].map((el) => el.getAttribute('data-count'))).toEqual(['7', '7']),
    );
  });
});
