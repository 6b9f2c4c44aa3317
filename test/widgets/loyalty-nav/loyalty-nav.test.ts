// The loyalty-nav island (docs/widgets.md "loyalty-nav"): the link matching the hash is current, and follows
// hash changes and back/forward; nothing with the loyalty flag off.
import { mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const PROPS = { label: 'Loyalty account', links: [{ href: '/account/loyalty/index.tmpl', label: 'Overview' }, { href: '#offers', label: 'Offers' }, { href: '#history', label: 'History' }] };
const HOST = `<div id="nav" data-widget="loyalty-nav"><script type="application/json">${JSON.stringify(PROPS)}</script><nav aria-label="Loyalty account"><a href="#offers">Offers</a></nav></div>`;

const current = () => [...document.querySelectorAll('#nav a[aria-current]')].map((a) => [a.textContent, a.getAttribute('aria-current')]);

describe('loyalty-nav island', () => {
  beforeEach(() => window.history.replaceState(null, '', '/account/loyalty/index.tmpl'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is a named navigation whose links keep their hrefs; with no hash the page’s own link is current', async () => {
    await mountPage(HOST);
    const nav = document.querySelector('#nav nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Loyalty account');
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Overview', '/account/loyalty/index.tmpl'],
      ['Offers', '#offers'],
      ['History', '#history'],
    ]);
    expect(current()).toEqual([['Overview', 'location']]);
  });

  it('starts on the link of the hash the page opened with', async () => {
    window.history.replaceState(null, '', '/account/loyalty/index.tmpl#history');
    await mountPage(HOST);
    expect(current()).toEqual([['History', 'location']]);
  });

  it('follows hash changes and back/forward', async () => {
    await mountPage(HOST);
    window.location.hash = '#offers';
    await waitFor(() => expect(current()).toEqual([['Offers', 'location']]));
    window.location.hash = '#history';
    await waitFor(() => expect(current()).toEqual([['History', 'location']]));
    window.history.replaceState(null, '', '/account/loyalty/index.tmpl#offers');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(current()).toEqual([['Offers', 'location']]));
    window.location.hash = '#main';
    await waitFor(() => expect(current()).toEqual([['Overview', 'location']]));
  });

  it('renders nothing with the loyalty flag off', async () => {
    await mountPage(HOST, { flags: { loyalty: false } });
    expect(document.getElementById('nav')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(document.getElementById('nav')!.innerHTML).toBe('');
  });

  it('refuses links that leave the site, keeping the server’s navigation', async () => {
    await mountPage(`<div id="nav" data-widget="loyalty-nav" data-props='{"links":[{"href":"javascript:alert(1)","label":"X"}]}'><a href="#offers">Offers</a></div>`);
    expect(document.getElementById('nav')!.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('nav')!.innerHTML).toBe('<a href="#offers">Offers</a>');
  });
});
