// The recent searches island (docs/requirements.md §2): the terms from the cookie, each a link to its results, and
// a button that clears them and leaves a line saying so, with the focus on it rather than lost to the page.
import { RECENT_SEARCHES_COOKIE } from '../../../src/config/constants';
import { readCookie } from '../../../src/store/cookie-jar';
import { getRecentSearchesStore } from '../../../src/store/recent-searches-store';
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage();

const host = () => document.getElementById('recent')!;

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
});
