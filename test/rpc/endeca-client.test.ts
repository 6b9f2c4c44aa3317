// Fetching search results, with the wildcard retry of docs/requirements.md §4 (docs/wire-formats.md "Wildcard retry").
import { fetchSearch, searchWithWildcardRetry } from '../../src/rpc/endeca-client';
import { answerWithProducts, answerWithRedirect, emptyAnswer } from '../helpers/endeca-fixtures';
import { waitFor } from '../helpers/wait-for';

/** Absolute: ky builds a Request, and the test environment's Request (Node's) cannot resolve a relative URL. */
const ENDPOINT = 'http://shop.test/enrpc/JSONControllerServlet.do';

interface SeenRequest {
  url: URL;
  method: string;
  accept: string | null;
  signal: AbortSignal;
}

type Answer = (url: URL) => unknown;

const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });

/** Replaces the global fetch with one that records each request and answers the Endeca JSON `answer(url)` gives. */
function fakeSearchServer(answer: Answer) {
  const requests: SeenRequest[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push({ url, method: request.method, accept: request.headers.get('accept'), signal: request.signal });
    if (request.signal.aborted) throw request.signal.reason; // as the real fetch does
    return json(answer(url));
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { fetch, requests, ntt: () => requests.map((r) => r.url.searchParams.get('Ntt')) };
}

/** A fetch that never answers by itself: it settles only when the request's signal aborts. */
function hangingServer() {
  const requests: SeenRequest[] = [];
  const fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ url: new URL(request.url), method: request.method, accept: request.headers.get('accept'), signal: request.signal });
    return new Promise<Response>((_resolve, reject) => {
      const signal = request.signal;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('fetchSearch', () => {
  it('sends one GET to the endpoint with the built query and normalises the answer', async () => {
    const server = fakeSearchServer(() => answerWithProducts('lipstick', [1, 2]));
    const results = await fetchSearch(
      { term: ' LipStick ', locale: 'en_GB', page: 2, selected: ['4001'], sort: 'price-desc' },
      { endpoint: ENDPOINT },
    );
    expect(server.fetch).toHaveBeenCalledTimes(1);
    const [request] = server.requests;
    expect(request!.method).toBe('GET');
    expect(request!.accept).toBe('application/json');
    expect(request!.url.origin + request!.url.pathname).toBe(ENDPOINT);
    const params = request!.url.searchParams;
    expect(params.get('Ntt')).toBe('lipstick');
    expect(params.get('Nao')).toBe('10');
    expect(params.get('N')).toBe('4001');
    expect(params.get('Ns')).toBe('p_PRICE|1');
    expect(params.get('Nr')).toBe('AND(rec_type:product,locale:en_GB,NOT(s_INVENTORY_STATUS:5),NOT(s_discontinued:1))');
    expect(params.get('Np')).toBe('2');
    expect(results.products.map((p) => p.id)).toEqual(['PROD1', 'PROD2']);
    expect(results.totalProducts).toBe(2);
    expect(results.term).toBe('lipstick');
  });

  it('does not retry an empty answer by itself', async () => {
    const server = fakeSearchServer(() => emptyAnswer('lipstik'));
    const results = await fetchSearch({ term: 'lipstik', locale: 'en_US' }, { endpoint: ENDPOINT });
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(results.products).toEqual([]);
  });

  it('rejects on an HTTP error', async () => {
    globalThis.fetch = jest.fn(async () => new Response('oops', { status: 500 })) as unknown as typeof globalThis.fetch;
    await expect(fetchSearch({ term: 'lip', locale: 'en_US' }, { endpoint: ENDPOINT })).rejects.toMatchObject({
      name: 'HTTPError',
      response: { status: 500 },
    });
  });
});

describe('searchWithWildcardRetry', () => {
  it('retries a query with no results exactly once as `term*`, and reports the term without `*`', async () => {
    const server = fakeSearchServer(() => emptyAnswer('lipstik'));
    const results = await searchWithWildcardRetry({ term: 'Lipstik', locale: 'en_US' }, { endpoint: ENDPOINT });
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.ntt()).toEqual(['lipstik', 'lipstik*']);
    expect(results.term).toBe('lipstik');
    expect(results.products).toEqual([]);
    expect(results.totalProducts).toBe(0);
  });

  it('shows what the wildcard retry found', async () => {
    const server = fakeSearchServer((url) => (url.searchParams.get('Ntt') === 'lip*' ? answerWithProducts('lip*', [5, 6]) : emptyAnswer('lip')));
    const results = await searchWithWildcardRetry({ term: 'lip', locale: 'en_US' }, { endpoint: ENDPOINT });
    expect(server.ntt()).toEqual(['lip', 'lip*']);
    expect(results.products.map((p) => p.id)).toEqual(['PROD5', 'PROD6']);
    expect(results.term).toBe('lip');
    expect(results.totalProducts).toBe(2);
  });

  it('reads a retry\'s echoed term in time linear in its length', async () => {
    // Stars that do not end the term: stripping them by backtracking took seconds for each of the two answers.
    const echoed = `${'*'.repeat(40_000)}x`;
    fakeSearchServer(() => emptyAnswer(echoed));
    const started = performance.now();
    const results = await searchWithWildcardRetry({ term: 'lip', locale: 'en_US' }, { endpoint: ENDPOINT });
    expect(results.term).toBe(echoed);
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('keeps the rest of the request for the retry (page, filters, sort)', async () => {
    const server = fakeSearchServer(() => emptyAnswer('blush'));
    await searchWithWildcardRetry(
      { term: 'blush', locale: 'en_US', selected: ['4001'], expanded: ['5000'], sort: 'price-asc', page: 2 },
      { endpoint: ENDPOINT },
    );
    const [first, retry] = server.requests.map((r) => Object.fromEntries(r.url.searchParams));
    expect(first).toMatchObject({ Ntt: 'blush', N: '4001', Ne: '5000', Ns: 'p_PRICE|0', Nao: '10' });
    expect(retry).toEqual({ ...first, Ntt: 'blush*' });
  });

  it('does not retry when the first query finds products', async () => {
    const server = fakeSearchServer(() => answerWithProducts('lipstick', [1]));
    const results = await searchWithWildcardRetry({ term: 'lipstick', locale: 'en_US' }, { endpoint: ENDPOINT });
    expect(server.ntt()).toEqual(['lipstick']);
    expect(results.products.map((p) => p.id)).toEqual(['PROD1']);
    expect(results.term).toBe('lipstick');
  });

  it('does not retry when the answer is a keyword redirect', async () => {
    const server = fakeSearchServer(() => answerWithRedirect('gift card', '/gift_cards/index.tmpl'));
    const results = await searchWithWildcardRetry({ term: 'gift card', locale: 'en_US' }, { endpoint: ENDPOINT });
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(results.redirectUrl).toBe('/gift_cards/index.tmpl');
  });

  it.each([[''], ['   '], ['<script>alert(1)</script>']])('does not retry an empty term (%j)', async (term) => {
    const server = fakeSearchServer(() => emptyAnswer(''));
    const results = await searchWithWildcardRetry({ term, locale: 'en_US' }, { endpoint: ENDPOINT });
    expect(server.ntt()).toEqual(['']);
    expect(results.products).toEqual([]);
  });

  it('does not retry a term that is already a wildcard', async () => {
    const server = fakeSearchServer(() => emptyAnswer('lip*'));
    await searchWithWildcardRetry({ term: 'lip*', locale: 'en_US' }, { endpoint: ENDPOINT });
    expect(server.ntt()).toEqual(['lip*']);
  });

  it('does not retry a request that is already the wildcard retry', async () => {
    const server = fakeSearchServer(() => emptyAnswer('lip*'));
    const results = await searchWithWildcardRetry({ term: 'lip', locale: 'en_US', wildcard: true }, { endpoint: ENDPOINT });
    expect(server.ntt()).toEqual(['lip*']);
    expect(results.term).toBe('lip');
  });

  it('rejects with an AbortError when the signal aborts, and the request sees the abort', async () => {
    const server = hangingServer();
    const controller = new AbortController();
    const search = searchWithWildcardRetry({ term: 'lipstick', locale: 'en_US' }, { endpoint: ENDPOINT, signal: controller.signal });
    await waitFor(() => server.requests.length === 1);
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests[0]!.signal.aborted).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up at its timeout when the headers came and the body stalls, and aborts the request', async () => {
    const requests: SeenRequest[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push({ url: new URL(request.url), method: request.method, accept: null, signal: request.signal });
      return new Response(new ReadableStream({ start() {} }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    const started = Date.now();
    await expect(fetchSearch({ term: 'lipstick', locale: 'en_US' }, { endpoint: ENDPOINT, timeoutMs: 100 })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal.aborted).toBe(true);
  });

  it('rejects with a signal that is already aborted, and makes no retry', async () => {
    const server = fakeSearchServer(() => emptyAnswer('lip'));
    const controller = new AbortController();
    controller.abort();
    await expect(searchWithWildcardRetry({ term: 'lip', locale: 'en_US' }, { endpoint: ENDPOINT, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.ntt()).not.toContain('lip*');
  });

  it('an abort during the wildcard retry cancels the retry', async () => {
    const requests: SeenRequest[] = [];
    let pendingRetry: (() => void) | undefined;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push({ url: new URL(request.url), method: request.method, accept: null, signal: request.signal });
      if (requests.length === 1) return Promise.resolve(json(emptyAnswer('lipstik')));
      return new Promise<Response>((_resolve, reject) => {
        pendingRetry = () => reject(request.signal.reason);
        request.signal.addEventListener('abort', () => pendingRetry!(), { once: true });
      });
    }) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const search = searchWithWildcardRetry({ term: 'lipstik', locale: 'en_US' }, { endpoint: ENDPOINT, signal: controller.signal });
    await waitFor(() => requests.length === 2);
    expect(requests[1]!.url.searchParams.get('Ntt')).toBe('lipstik*');
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests[1]!.signal.aborted).toBe(true);
  });
});
