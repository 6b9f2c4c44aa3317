// The recent searches island (docs/requirements.md §2): the terms from the cookie, each a link to its results with a
// button that removes just it, and a button that clears them and leaves a line saying so, with the focus on it rather
// than lost to the page; the focus also stays in the island when another tab brings the list back.
import { RECENT_SEARCHES_COOKIE } from '../../../src/config/constants';
import { readCookie } from '../../../src/store/cookie-jar';
import { getRecentSearchesStore } from '../../../src/store/recent-searches-store';
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage();

const host = () => document.getElementById('recent')!;
const links = () => [...host().querySelectorAll('a')].map((a) => a.textContent);
const removeButton = (term: string) => host().querySelector<HTMLButtonElement>(`button[aria-label="Remove “${term}” from recent searches"]`)!;
/** What another tab does: writes the cookie, then tells this one. */
const otherTabWrites = (...terms: string[]) => {
  document.cookie = `${RECENT_SEARCHES_COOKIE}=${encodeURIComponent(terms.join(':::'))}; path=/`;
  new BroadcastChannel('storefront-islands:store:v1').postMessage('cookies-changed');
};

describe('recent-searches island', () => {
  it('lists the terms as links to their results; clearing them moves the focus to a line that says so', async () => {
    getRecentSearchesStore().add('serum', 10);
    getRecentSearchesStore().add('blush', 10);
    await mountPage('<div id="recent" data-widget="recent-searches"></div>');
    await waitFor(() => expect(host().querySelectorAll('a')).toHaveLength(2));
    expect([...host().querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['blush', '/esearch?search=blush'],
      ['serum', '/esearch?search=serum'],
    ]);
    expect(readCookie(RECENT_SEARCHES_COOKIE)).toContain('serum');
    const clear = [...host().querySelectorAll('button')].find((b) => b.textContent === 'Clear recent searches')!;
    clear.focus();
    click(clear);
    await waitFor(() => expect(host().querySelector('a')).toBeNull());
    const line = () => host().querySelector('p');
    await waitFor(() => expect(line()?.textContent).toBe('Your recent searches are cleared.'));
    await waitFor(() => expect(document.activeElement).toBe(line()));
    expect(readCookie(RECENT_SEARCHES_COOKIE) ?? '').not.toMatch(/serum|blush/);
  });

  it('shows nothing when there are no recent searches', async () => {
    await mountPage('<div id="recent" data-widget="recent-searches"></div>');
    await waitFor(() => expect(host().getAttribute('data-widget-state')).toBe('mounted'));
    expect(host().textContent).toBe('');
  });

  it('removes one term with the × button named for it; the focus goes to the next entry\'s button, else the previous one\'s, else the "cleared" line', async () => {
    for (const term of ['toner', 'serum', 'blush', 'mascara']) getRecentSearchesStore().add(term, 10);
    await mountPage('<div id="recent" data-widget="recent-searches"></div>');
    await waitFor(() => expect(links()).toEqual(['mascara', 'blush', 'serum', 'toner']));
    const names = [...host().querySelectorAll('li')].map((li) => [li.querySelector('button')?.getAttribute('aria-label'), li.querySelector('button')?.textContent]);
    expect(names).toEqual(['mascara', 'blush', 'serum', 'toner'].map((term) => [`Remove “${term}” from recent searches`, '×']));

    // A middle one: the next entry's button.
    removeButton('blush').focus();
    click(removeButton('blush'));
    await waitFor(() => expect(links()).toEqual(['mascara', 'serum', 'toner']));
    await waitFor(() => expect(document.activeElement).toBe(removeButton('serum')));
    expect(decodeURIComponent(readCookie(RECENT_SEARCHES_COOKIE)!)).toBe('mascara:::serum:::toner');
    // The last one: the previous entry's button.
    removeButton('toner').focus();
    click(removeButton('toner'));
    await waitFor(() => expect(links()).toEqual(['mascara', 'serum']));
    await waitFor(() => expect(document.activeElement).toBe(removeButton('serum')));
    // The first one: the next entry's.
    removeButton('mascara').focus();
    click(removeButton('mascara'));
    await waitFor(() => expect(links()).toEqual(['serum']));
    await waitFor(() => expect(document.activeElement).toBe(removeButton('serum')));
    // The only one: the line the Clear button leaves.
    click(removeButton('serum'));
    const line = () => host().querySelector('p');
    await waitFor(() => expect(line()?.textContent).toBe('Your recent searches are cleared.'));
    await waitFor(() => expect(document.activeElement).toBe(line()));
    expect(readCookie(RECENT_SEARCHES_COOKIE) ?? '').toBe('');
  });

  it('removes a term another island of the page lists too, and keeps what another tab added meanwhile', async () => {
    for (const term of ['serum', 'blush']) getRecentSearchesStore().add(term, 10);
    await mountPage('<div id="recent" data-widget="recent-searches"></div><div id="other" data-widget="recent-searches"></div>');
    const other = () => [...document.querySelectorAll('#other a')].map((a) => a.textContent);
    await waitFor(() => expect(other()).toEqual(['blush', 'serum']));
    // Another tab's search, written to the cookie and not yet heard of here.
    document.cookie = `${RECENT_SEARCHES_COOKIE}=${encodeURIComponent('toner:::blush:::serum')}; path=/`;
    click(removeButton('blush'));
    await waitFor(() => expect(other()).toEqual(['toner', 'serum']));
    expect(links()).toEqual(['toner', 'serum']);
    expect(decodeURIComponent(readCookie(RECENT_SEARCHES_COOKIE)!)).toBe('toner:::serum');
  });

  it('lists a hostile term as text, in its link and in its button\'s name', async () => {
    // Raw angle brackets never reach the list (such a term searches nothing); what a cookie written by hand can hold of
    // markup is escaped markup, quotes that would close an attribute, and length.
    const hostile = ['&lt;img src=x onerror=alert(1)&gt;', '" autofocus onfocus="alert(1)', 'x'.repeat(100)];
    document.cookie = `${RECENT_SEARCHES_COOKIE}=${encodeURIComponent(hostile.join(':::'))}; path=/`;
    await mountPage('<div id="recent" data-widget="recent-searches"></div>');
    await waitFor(() => expect(links()).toEqual(hostile));
    expect(host().querySelector('img, [autofocus], [onfocus]')).toBeNull();
    expect([...host().querySelectorAll('li button')].map((b) => b.getAttribute('aria-label'))).toEqual(hostile.map((term) => `Remove “${term}” from recent searches`));
  });

  it('keeps the focus in the island when another tab brings the list back while the "cleared" line has it: on the heading', async () => {
    getRecentSearchesStore().add('serum', 10);
    await mountPage('<div id="recent" data-widget="recent-searches"></div>');
    await waitFor(() => expect(links()).toEqual(['serum']));
    const clear = [...host().querySelectorAll('button')].find((b) => b.textContent === 'Clear recent searches')!;
    clear.focus();
    click(clear);
    const line = () => host().querySelector('p');
    await waitFor(() => expect(document.activeElement).toBe(line()));
    otherTabWrites('toner');
    await waitFor(() => expect(links()).toEqual(['toner']));
    const heading = host().querySelector('h2')!;
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.textContent).toBe('Recent searches');
  });
});
