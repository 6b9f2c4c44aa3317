// A results page whose search fails (docs/decisions.md "Search failures"): the products on screen stay, and so
// does everything that describes them (URL, pagination, sort menu, filters, heading); a status line says the
// results could not be updated, and doing the same thing again asks again.
import { aggregate, emptyAnswer, metaInfo, productProps, skuProps } from '../../helpers/endeca-fixtures';
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage();

const MATTE = '2004';
const CREAM = '2012';
const FINISHES: Record<string, string> = { [MATTE]: 'Matte', [CREAM]: 'Cream' };
/** 25 products, three pages: odd ids matte, even ids cream, the price rising with the id. */
const CATALOG = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, finish: (i + 1) % 2 ? MATTE : CREAM, price: 10 + i }));

/** The demo's Endeca answer for `url`, from the catalog above: `N` filters, `Ns` price high to low, `Nao` pages. */
function answer(url: URL) {
  const selected = (url.searchParams.get('N') ?? '').split(/[\s+]+/).filter(Boolean);
  let found = CATALOG.filter((p) => selected.every((id) => p.finish === id));
  if (url.searchParams.get('Ns') === 'p_PRICE|1') found = [...found].reverse();
  const offset = Number(url.searchParams.get('Nao') ?? 0);
  const page = found.slice(offset, offset + 10);
  const values = (ids: string[], counted: boolean) =>
    ids.map((id) => ({ 'Dim Value ID': id, 'Dim Value Name': FINISHES[id], ...(counted ? { Count: String(found.filter((p) => p.finish === id).length) } : {}) }));
  return {
    ...emptyAnswer('lipstick'),
    AggrRecords: page.map((p) => aggregate(productProps(p.id), [skuProps(p.id * 10, { s_PRODUCT_ID: `PROD${p.id}`, s_PRICE: String(p.price) })])),
    MetaInfo: metaInfo({ 'Total Number of Matching Records': String(found.length), 'Total Number of Matching Aggregate Records': String(found.length) }),
    Breadcrumbs: selected.length ? [{ 'Dimension Name': 'Finish', 'Dimension Values': values(selected, false) }] : [],
    Refinements: [{ Dimensions: [{ 'Dimension Name': 'Finish', 'Dimension Values': values([MATTE, CREAM].filter((id) => !selected.includes(id)), true) }] }],
  };
}

const realFetch = globalThis.fetch;
const RealRequest = globalThis.Request;
let searches: URL[];
let down: boolean;
beforeEach(() => {
  searches = [];
  down = false;
  // ky builds a Request from the endpoint's path; the test window's Request (Node's) needs it absolute.
  globalThis.Request = class extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : new Request(input, init).url);
    searches.push(url);
    if (down) return new Response('Service Unavailable', { status: 503 });
    return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Request = RealRequest;
  window.history.replaceState(null, '', '/');
});

const MESSAGE = "We couldn't update the results. Please try again.";
const section = () => document.querySelector<HTMLElement>('.sfi-search')!;
const heading = () => document.querySelector('h1')!.textContent;
const status = () => document.querySelector('.sfi-search [role=status]')?.textContent ?? null;
/** The results' product names (not the bestsellers a search with no results shows). */
const products = () => [...document.querySelectorAll('.sfi-search__main .sfi-result__name')].map((name) => name.textContent);
const bestsellers = () => [...document.querySelectorAll('section[aria-label=Bestsellers] .sfi-result__name')].map((name) => name.textContent);
const currentPage = () => document.querySelector('nav[aria-label=Pagination] [aria-current=page]')?.textContent;
const pageLink = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label=Pagination] a')].find((a) => a.textContent === name)!;
const filterLink = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('aside[aria-label="Filter results"] a')].find((a) => a.textContent!.startsWith(name))!;
const breadcrumbs = () => [...document.querySelectorAll('nav[aria-label="Selected filters"] li')].map((li) => li.textContent);
const tryAgain = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
const sortMenu = () => document.querySelector<HTMLSelectElement>('.sfi-search select')!;
const names = (ids: number[]) => ids.map((id) => `Product ${id}`);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Waits until the page has answered what it last asked. */
const answered = () => waitFor(() => expect(section().getAttribute('aria-busy')).toBe('false'));
/** Does what a shopper does, then waits for the search it sends and its answer. */
async function shopper(action: () => void) {
  const asked = searches.length;
  action();
  await waitFor(() => expect(searches.length).toBeGreaterThan(asked));
  await answered();
}

async function openResults(query = '?search=lipstick') {
  window.history.replaceState(null, '', `/esearch${query}`);
  await mountPage('<div data-widget="search-results"></div>');
  await waitFor(() => expect(products()).toHaveLength(10));
  await answered();
}

function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('search-results: a page, an order or a filter that fails to load', () => {
  it('Next that fails leaves page 1 and everything describing it, says so, and the same Next then loads page 2', async () => {
    await openResults();
    const before = heading();
    down = true;
    const next = pageLink('Next');
    next.focus();
    await shopper(() => click(next));
    expect(window.location.search).toBe('?search=lipstick');
    expect(currentPage()).toBe('Page 1');
    expect(products()).toEqual(names(range(1, 10)));
    expect(heading()).toBe(before);
    expect(status()).toBe(MESSAGE);
    expect(document.activeElement).toBe(pageLink('Next'));

    down = false;
    await shopper(() => click(pageLink('Next')));
    expect(products()).toEqual(names(range(11, 20)));
    expect(searches.at(-1)!.searchParams.get('Nao')).toBe('10');
    expect(new URLSearchParams(window.location.search).get('qs')).toBe('Nao=10');
    expect(currentPage()).toBe('Page 2');
    expect(status()).toBe('');
    expect(document.activeElement).toBe(document.querySelector('h1'));
    // And on to page 3, not past it.
    await shopper(() => click(pageLink('Next')));
    expect(currentPage()).toBe('Page 3');
    expect(products()).toEqual(names(range(21, 25)));
  });

  it('an order that fails puts the sort menu back on the order shown, and picking it again sorts', async () => {
    await openResults();
    down = true;
    await shopper(() => pick(sortMenu(), 'price-desc'));
    expect(sortMenu().value).toBe('relevance');
    expect(products()).toEqual(names(range(1, 10)));
    expect(window.location.search).toBe('?search=lipstick');
    expect(status()).toBe(MESSAGE);

    down = false;
    await shopper(() => pick(sortMenu(), 'price-desc'));
    expect(products()).toEqual(names(range(16, 25).reverse()));
    expect(sortMenu().value).toBe('price-desc');
    expect(new URLSearchParams(new URLSearchParams(window.location.search).get('qs')!).get('Ns')).toBe('p_PRICE|1');
    expect(status()).toBe('');
  });

  it('a filter that fails leaves the URL and the breadcrumbs on the filters shown, and clicking it again applies it', async () => {
    await openResults(`?search=lipstick&qs=${encodeURIComponent(`N=${MATTE}`)}`);
    expect(breadcrumbs()).toEqual(['Remove filter Finish: Matte ×']);
    down = true;
    await shopper(() => click(filterLink('Cream')));
    expect(new URLSearchParams(window.location.search).get('qs')).toBe(`N=${MATTE}`);
    expect(breadcrumbs()).toEqual(['Remove filter Finish: Matte ×']);
    expect(products()).toEqual(names([1, 3, 5, 7, 9, 11, 13, 15, 17, 19]));
    expect(status()).toBe(MESSAGE);

    down = false;
    await shopper(() => click(filterLink('Cream')));
    expect(breadcrumbs()).toEqual(['Remove filter Finish: Matte ×', 'Remove filter Finish: Cream ×']);
    expect(new URLSearchParams(window.location.search).get('qs')).toBe(`N=${MATTE}+${CREAM}`);
    // Nothing is both: no results, and the bestsellers in their place once they come (a search of their own).
    await waitFor(() => expect(bestsellers()).toHaveLength(10));
    expect(products()).toEqual([]);
  });

  it('back that fails keeps the page the browser moved to, shows the results still on screen as they are, and Try again loads it', async () => {
    await openResults();
    await shopper(() => click(pageLink('Next')));
    expect(currentPage()).toBe('Page 2');
    down = true;
    await shopper(() => window.history.back());
    expect(window.location.search).toBe('?search=lipstick');
    expect(currentPage()).toBe('Page 2');
    expect(products()).toEqual(names(range(11, 20)));
    expect(status()).toBe(MESSAGE);

    down = false;
    await shopper(() => click(tryAgain()));
    expect(currentPage()).toBe('Page 1');
    expect(products()).toEqual(names(range(1, 10)));
    expect(window.location.search).toBe('?search=lipstick');
    expect(status()).toBe('');
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('a first search that fails says so and offers Try again', async () => {
    down = true;
    window.history.replaceState(null, '', '/esearch?search=lipstick');
    await mountPage('<div data-widget="search-results"></div>');
    await waitFor(() => expect(heading()).toBe('Search for “lipstick”'));
    expect(status()).toBe("We couldn't load the results. Please try again.");
    down = false;
    await shopper(() => click(tryAgain()));
    expect(products()).toEqual(names(range(1, 10)));
    expect(heading()).toBe('25 results for “lipstick”');
    expect(status()).toBe('');
  });
});
