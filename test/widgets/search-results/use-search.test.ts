// A results page with nothing to search (no term, only spaces, or angle brackets: empty by docs/requirements.md §5)
// shows "Search our products" and asks the search server for nothing: it used to browse the whole catalog for an
// answer it then threw away.
import * as endeca from '../../../src/rpc/endeca-client';
import { mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

jest.mock('../../../src/rpc/endeca-client', () => {
  const actual = jest.requireActual<typeof endeca>('../../../src/rpc/endeca-client');
  return { ...actual, searchWithWildcardRetry: jest.fn(() => new Promise(() => {})) };
});

setUpIslandPage();

const search = endeca.searchWithWildcardRetry as jest.Mock;
let listensForHistory: jest.SpyInstance;
beforeEach(() => {
  search.mockClear();
  listensForHistory = jest.spyOn(window, 'addEventListener');
});
afterEach(() => {
  listensForHistory.mockRestore();
  window.history.replaceState(null, '', '/');
});

/** The island's effects have run: the navigation's popstate listener and the search's ask are one commit's effects. */
const effectsRan = () => waitFor(() => expect(listensForHistory.mock.calls.some(([type]) => type === 'popstate')).toBe(true));

describe('search-results: what it asks the search server', () => {
  it.each(['', '?search=', '?search=%20%20', '?search=%3Cb%3E', '?qs=N%3D1', '?search=%00%1B%7F%C2%85'])('%s: the prompt, and no search', async (query) => {
    window.history.replaceState(null, '', `/esearch${query}`);
    await mountPage('<div data-widget="search-results"></div>');
    await effectsRan();
    expect(document.querySelector('h1')?.textContent).toBe('Search our products');
    expect(search).not.toHaveBeenCalled();
  });

  it('a term: one search, for that term', async () => {
    window.history.replaceState(null, '', '/esearch?search=lipstick');
    await mountPage('<div data-widget="search-results"></div>');
    await effectsRan();
    expect(search.mock.calls.map(([query]) => query.term)).toEqual(['lipstick']);
  });

  // `/esearch?search=lip%00stick` read "18 results for “lip\u0000stick”" (a NUL in the heading, shown as nothing or a
  // box) and sent the NUL to the search; control characters other than white space are out of the term.
  it('a term with control characters in its address: the term without them, in the search and the heading', async () => {
    window.history.replaceState(null, '', '/esearch?search=lip%00stick%1B%7F%C2%85+red%09');
    await mountPage('<div data-widget="search-results"></div>');
    await effectsRan();
    expect(search.mock.calls.map(([query]) => query.term)).toEqual(['lipstick red']);
    expect(document.querySelector('h1')?.textContent).toBe('Searching for “lipstick red”…');
  });
});
