import { getStore } from '../../src/store/store';
import type { UserData } from '../../src/rpc/types';
import { waitFor } from '../setup/wait-for';
import { mountPage, setUpIslandPage } from './island-page';

setUpIslandPage();

const CSR_COOKIE = 'signed_in:1&csr_logged_in:1&item_count:2';
const HOST = '<div id="csr" data-widget="csr-header"></div>';

const user = (overrides: Partial<UserData> = {}): UserData => ({
  signed_in: 1,
  csr_logged_in: 1,
  is_loyalty_member: 0,
  csr_email: 'csr@example.com',
  email: '',
  first_name: '',
  ...overrides,
});
const header = () => document.querySelector<HTMLElement>('#csr .sfi-csr-header');

describe('csr-header island', () => {
  it('is shown with csr_logged_in and a csr_email, naming the representative and "a guest shopper"', async () => {
    await mountPage(HOST, CSR_COOKIE, (store) => store.user.set(user()));
    expect(header()).not.toBeNull();
    expect(header()!.querySelector('.sfi-csr-email')!.textContent).toBe('csr@example.com');
    expect(header()!.textContent).toContain('Representative csr@example.com is acting for a guest shopper.');
  });

  it('is a labelled region for assistive technology', async () => {
    await mountPage(HOST, CSR_COOKIE, (store) => store.user.set(user()));
    expect(header()!.tagName).toBe('SECTION');
    expect(header()!.getAttribute('aria-label')).toBe('Customer service representative');
  });

  it('names the shopper the representative acts for', async () => {
    await mountPage(HOST, CSR_COOKIE, (store) => store.user.set(user({ email: 'ana@example.com', first_name: 'Ana' })));
    expect(header()!.querySelector('.sfi-csr-shopper')!.textContent).toBe('Ana (ana@example.com)');
  });

  it('names a shopper without a first name by email', async () => {
    await mountPage(HOST, CSR_COOKIE, (store) => store.user.set(user({ email: 'bo@example.com' })));
    expect(header()!.querySelector('.sfi-csr-shopper')!.textContent).toBe('bo@example.com');
  });

  it('is hidden without the csr_logged_in flag, even with a csr_email', async () => {
    await mountPage(HOST, 'signed_in:1&csr_logged_in:0&item_count:2', (store) => store.user.set(user()));
    expect(document.getElementById('csr')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(header()).toBeNull();
    expect(document.getElementById('csr')!.textContent).not.toContain('csr@example.com');
  });

  it('is hidden with csr_logged_in but no csr_email', async () => {
    await mountPage(HOST, CSR_COOKIE, (store) => store.user.set(user({ csr_email: '' })));
    expect(header()).toBeNull();
  });

  it('is hidden until user data arrives, then shown', async () => {
    await mountPage(HOST, CSR_COOKIE);
    expect(header()).toBeNull();
    getStore().user.set(user());
    await waitFor(() => expect(header()).not.toBeNull());
    expect(header()!.textContent).toContain('csr@example.com');
  });

  it('hides again when the representative flag goes away (another tab signed out)', async () => {
    await mountPage(HOST, CSR_COOKIE, (store) => store.user.set(user()));
    expect(header()).not.toBeNull();
    document.cookie = `FE_USER_CART=${encodeURIComponent('signed_in:0&csr_logged_in:0')}; path=/`;
    getStore().refreshFromCookies();
    await waitFor(() => expect(header()).toBeNull());
  });
});
