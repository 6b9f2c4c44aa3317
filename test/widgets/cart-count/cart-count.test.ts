// The bag count in the header (docs/requirements.md §2, §3): live from FE_USER_CART through the shared store.
import { getStore } from '../../../src/store/store';
import { mountPage, setUpIslandPage } from '../../helpers/island-page';
import { setUserCookie } from '../../helpers/reset';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const host = () => document.getElementById('bag')!;
const badge = () => host().querySelector<HTMLElement>('.sfi-cart-count')!;
const status = () => host().querySelector<HTMLElement>('[role="status"]')!;

describe('cart-count island', () => {
  it('replaces the server count with the count from FE_USER_CART', async () => {
    await mountPage('<span id="bag" data-widget="cart-count">Bag (?)</span>', { userCookie: 'signed_in:1&csr_logged_in:1&item_count:2' });
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    expect(badge().getAttribute('data-count')).toBe('2');
    expect(badge().textContent).toBe('2 items');
    expect(badge().hidden).toBe(false);
    expect(host().textContent).not.toContain('Bag (?)');
  });

  it('says nothing in its status region on first render', async () => {
    await mountPage('<span id="bag" data-widget="cart-count"></span>', { userCookie: 'item_count:2' });
    await jest.advanceTimersByTimeAsync(1000); // its effects have run
    expect(status().textContent).toBe('');
    expect(status().getAttribute('class')).toBe('sfi-visually-hidden');
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
