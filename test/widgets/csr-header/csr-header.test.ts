// The customer-service representative header (docs/requirements.md §1, §6): shown with the csr_logged_in
// cookie flag and a representative email from user.fullData.
import type { User } from '../../../src/model/user';
import { getStore } from '../../../src/store/store';
import { mountPage, setUpIslandPage } from '../../helpers/island-page';
import { setUserCookie } from '../../helpers/reset';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const CSR_COOKIE = 'signed_in:1&csr_logged_in:1&item_count:2';
const HOST = '<div id="csr" data-widget="csr-header"></div>';

const user = (overrides: Partial<User> = {}): User => ({ csrEmail: 'csr@example.com', email: '', firstName: '', ...overrides });
const header = () => document.querySelector<HTMLElement>('#csr .sfi-csr-header');

describe('csr-header island', () => {
  it('is shown with csr_logged_in and a csr_email, naming the representative and "a guest shopper"', async () => {
    await mountPage(HOST, { userCookie: CSR_COOKIE, prepare: (store) => store.user.set(user()) });
    expect(header()).not.toBeNull();
    expect(header()!.querySelector('.sfi-csr-email')!.textContent).toBe('csr@example.com');
    expect(header()!.textContent).toBe('Customer service mode. Representative csr@example.com is acting for a guest shopper.');
  });

  it('is a labelled region for assistive technology', async () => {
    await mountPage(HOST, { userCookie: CSR_COOKIE, prepare: (store) => store.user.set(user()) });
    expect(header()!.tagName).toBe('SECTION');
    expect(header()!.getAttribute('aria-label')).toBe('Customer service representative');
  });

  it('takes another name from `label`, for a second bar on one page', async () => {
    await mountPage('<div id="csr" data-widget="csr-header" data-prop-label="Example representative bar"></div>', { userCookie: CSR_COOKIE, prepare: (store) => store.user.set(user()) });
    expect(header()!.getAttribute('aria-label')).toBe('Example representative bar');
  });

  it('names the shopper the representative acts for', async () => {
    await mountPage(HOST, { userCookie: CSR_COOKIE, prepare: (store) => store.user.set(user({ email: 'ana@example.com', firstName: 'Ana' })) });
    expect(header()!.querySelector('.sfi-csr-shopper')!.textContent).toBe('Ana (ana@example.com)');
  });

  it('says a representative signed in with their own account acts for themselves, not for a guest', async () => {
    await mountPage(HOST, { userCookie: CSR_COOKIE, prepare: (store) => store.user.set(user({ email: 'csr@example.com', firstName: 'Cy' })) });
    expect(header()!.textContent).toBe('Customer service mode. Representative csr@example.com is acting for themselves.');
  });

  it('names a shopper without a first name by email', async () => {
    await mountPage(HOST, { userCookie: CSR_COOKIE, prepare: (store) => store.user.set(user({ email: 'bo@example.com' })) });
    expect(header()!.querySelector('.sfi-csr-shopper')!.textContent).toBe('bo@example.com');
  });

  it('is hidden without the csr_logged_in flag, even with a csr_email', async () => {
    await mountPage(HOST, { userCookie: 'signed_in:1&csr_logged_in:0&item_count:2', prepare: (store) => store.user.set(user()) });
    expect(document.getElementById('csr')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(header()).toBeNull();
    expect(document.getElementById('csr')!.innerHTML).toBe('');
  });

  it('is hidden with csr_logged_in but no csr_email', async () => {
    await mountPage(HOST, { userCookie: CSR_COOKIE, prepare: (store) => store.user.set(user({ csrEmail: '' })) });
    expect(header()).toBeNull();
  });

  it('is hidden until user data arrives, then shown', async () => {
    await mountPage(HOST, { userCookie: CSR_COOKIE });
    expect(header()).toBeNull();
    getStore().user.set(user());
    await waitFor(() => expect(header()).not.toBeNull());
    expect(header()!.querySelector('.sfi-csr-email')!.textContent).toBe('csr@example.com');
  });

  describe('with the bar the page wrote for a representative (its server content)', () => {
    const PAGE_BAR = '<section class="sfi-csr-header" aria-label="Customer service representative"><p>Representative <span class="sfi-csr-email">csr@example.com</span></p></section>';
    const HOST_WITH_BAR = `<div id="csr" data-widget="csr-header">${PAGE_BAR}</div>`;

    it('keeps it while user data loads, then puts its own bar in its place', async () => {
      await mountPage(HOST_WITH_BAR, { userCookie: CSR_COOKIE });
      expect(document.getElementById('csr')!.getAttribute('data-widget-state')).toBe('mounted');
      expect(header()!.outerHTML).toBe(PAGE_BAR);
      getStore().user.set(user({ email: 'ana@example.com', firstName: 'Ana' }));
      await waitFor(() => expect(header()!.querySelector('.sfi-csr-shopper')?.textContent).toBe('Ana (ana@example.com)'));
      expect(document.querySelectorAll('#csr .sfi-csr-header')).toHaveLength(1);
    });

    it('drops it when the cookie says the shopper is no representative', async () => {
      await mountPage(HOST_WITH_BAR, { userCookie: 'signed_in:1&csr_logged_in:0' });
      expect(document.getElementById('csr')!.innerHTML).toBe('');
    });

    it('drops it when user data names no representative', async () => {
      await mountPage(HOST_WITH_BAR, { userCookie: CSR_COOKIE });
      getStore().user.set(user({ csrEmail: '' }));
      await waitFor(() => expect(document.getElementById('csr')!.innerHTML).toBe(''));
    });
  });

  it('hides again when the representative flag goes away (another tab signed out)', async () => {
    await mountPage(HOST, { userCookie: CSR_COOKIE, prepare: (store) => store.user.set(user()) });
    expect(header()).not.toBeNull();
    setUserCookie('signed_in:0&csr_logged_in:0');
    getStore().refreshFromCookies();
    await waitFor(() => expect(header()).toBeNull());
  });
});
