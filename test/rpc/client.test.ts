import { JsonRpcClient } from '../../src/rpc/client';
import { answerByMethod, ENDPOINT, fakeEndpoint, json } from './fake-endpoint';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('JsonRpcClient batching and wire format', () => {
  it('sends calls made in the same tick as one POST holding every call', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ prodcat: { value: 'p' }, 'user.fullData': { value: 'u' }, 'trans.get': { value: 't' } }));
    const client = endpoint.client();
    const answers = await Promise.all([
      client.call('prodcat', { products: ['CAT1~PROD2'] }),
      client.call('user.fullData'),
      client.call('trans.get', { trans_fields: ['TRANS_ID'] }),
    ]);
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    expect(endpoint.requests[0]!.method).toBe('POST');
    expect(endpoint.requests[0]!.calls).toEqual([
      { method: 'prodcat', id: 1, params: [{ products: ['CAT1~PROD2'] }] },
      { method: 'user.fullData', id: 2, params: [{}] },
      { method: 'trans.get', id: 3, params: [{ trans_fields: ['TRANS_ID'] }] },
    ]);
    expect(answers.map((a) => a.value)).toEqual(['p', 'u', 't']);
  });

  it('posts an x-www-form-urlencoded body with the single field JSONRPC', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'offers.apply': { value: 1 } }));
    await endpoint.client().call('offers.apply', { offer_code: 'lyl_social_fb & more', do_not_defer_messages: 1 });
    const { body, contentType } = endpoint.requests[0]!;
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded\b/);
    const form = new URLSearchParams(body);
    expect([...form.keys()]).toEqual(['JSONRPC']);
    expect(JSON.parse(form.get('JSONRPC')!)).toEqual([
      { method: 'offers.apply', id: 1, params: [{ offer_code: 'lyl_social_fb & more', do_not_defer_messages: 1 }] },
    ]);
  });

  it('sends calls made in later ticks as later requests, with ids that keep counting up', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ a: {}, b: {}, c: {} }));
    const client = endpoint.client();
    await Promise.all([client.call('a'), client.call('b')]);
    await client.call('c');
    await Promise.all([client.call('a'), client.call('b')]);
    expect(endpoint.requests.map((r) => r.calls.map((c) => c.id))).toEqual([[1, 2], [3], [4, 5]]);
  });

  it('counts ids per client', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ a: {} }));
    await endpoint.client().call('a');
    await endpoint.client().call('a');
    expect(endpoint.requests.map((r) => r.calls[0]!.id)).toEqual([1, 1]);
  });

  it('matches answers to calls by id, whatever order the server answers in', async () => {
    const endpoint = fakeEndpoint((calls) =>
      json([...calls].reverse().map((call) => ({ id: call.id, result: { value: `answer to ${call.method}` } }))),
    );
    const client = endpoint.client();
    const [first, second, third] = await Promise.all([client.call('first'), client.call('second'), client.call('third')]);
    expect(first.value).toBe('answer to first');
    expect(second.value).toBe('answer to second');
    expect(third.value).toBe('answer to third');
  });

  it('resolves with the whole result, value and data', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': { value: 1, data: { ac_results: [{ result: { SUCCESS: 1 } }] } } }));
    await expect(endpoint.client().call('rpc.form', { _SUBMIT: 'cart' })).resolves.toEqual({
      value: 1,
      data: { ac_results: [{ result: { SUCCESS: 1 } }] },
    });
  });

  it('names the methods of the batch in dbgmethod and appends url_params to the query string', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ prodcat: {}, 'trans.get': {} }));
    const client = endpoint.client({ urlParams: '?site=uk&lang=en' });
    await Promise.all([client.call('prodcat'), client.call('trans.get'), client.call('prodcat')]);
    const { url } = endpoint.requests[0]!;
    expect(url.origin + url.pathname).toBe(ENDPOINT);
    expect(url.searchParams.get('dbgmethod')).toBe('prodcat,trans.get');
    expect(url.searchParams.get('site')).toBe('uk');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('adds its query to an endpoint that already has one', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ a: {} }));
    await endpoint.client({ endpoint: `${ENDPOINT}?v=2`, urlParams: 'site=uk' }).call('a');
    const { url } = endpoint.requests[0]!;
    expect(url.searchParams.get('v')).toBe('2');
    expect(url.searchParams.get('dbgmethod')).toBe('a');
    expect(url.searchParams.get('site')).toBe('uk');
  });

  it('posts to /rpc/jsonrpc.tmpl on the page origin by default', async () => {
    // A browser's Request resolves a relative URL against the page; Node's does not, so lend it that.
    const NodeRequest = globalThis.Request;
    class BrowserRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, location.href).href : input, init);
      }
    }
    globalThis.Request = BrowserRequest as typeof Request;
    try {
      const endpoint = fakeEndpoint(answerByMethod({ a: {} }));
      await new JsonRpcClient({ fetch: endpoint.fetch as unknown as typeof fetch }).call('a');
      expect(endpoint.requests[0]!.url.origin).toBe(location.origin);
      expect(endpoint.requests[0]!.url.pathname).toBe('/rpc/jsonrpc.tmpl');
    } finally {
      globalThis.Request = NodeRequest;
    }
  });

  it('sends nothing when no call was made', async () => {
    const endpoint = fakeEndpoint(answerByMethod({}));
    endpoint.client();
    await flush();
    expect(endpoint.fetch).not.toHaveBeenCalled();
  });
});

describe('JsonRpcClient.form', () => {
  afterEach(() => {
    document.cookie = 'csrftoken=; max-age=0; path=/';
  });

  it('sends rpc.form with _SUBMIT and the _TOKEN from the csrftoken cookie, in one request', async () => {
    document.cookie = 'csrftoken=tok123; path=/';
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': { data: { ok: 1 } } }));
    const answer = await endpoint.client().form('cart', { SKU_BASE_ID: 678, INCREMENT: 1, QTY: 2 });
    expect(answer.data).toEqual({ ok: 1 });
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]!.calls).toEqual([
      { method: 'rpc.form', id: 1, params: [{ _SUBMIT: 'cart', SKU_BASE_ID: 678, INCREMENT: 1, QTY: 2, _TOKEN: 'tok123' }] },
    ]);
  });

  it('without the cookie, asks csrf.getToken first and sends the token it gets', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'csrf.getToken': { value: { token: 'fresh-token' } }, 'rpc.form': { value: 1 } }));
    await endpoint.client().form('alter_collection', { SKU_BASE_ID: 9, action: 'add' });
    expect(endpoint.requests.map((r) => r.calls.map((c) => c.method))).toEqual([['csrf.getToken'], ['rpc.form']]);
    expect(endpoint.requests[1]!.calls[0]!.params).toEqual([
      { _SUBMIT: 'alter_collection', SKU_BASE_ID: 9, action: 'add', _TOKEN: 'fresh-token' },
    ]);
  });

  it('sends the form without _TOKEN when neither the cookie nor csrf.getToken gives one', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'csrf.getToken': { value: {} }, 'rpc.form': { value: 1 } }));
    await endpoint.client().form('waitlist', { PC_EMAIL_ADDRESS: 'a@example.com' });
    expect(endpoint.requests[1]!.calls[0]!.params).toEqual([{ _SUBMIT: 'waitlist', PC_EMAIL_ADDRESS: 'a@example.com' }]);
  });

  it('does not ask csrf.getToken when the cookie is there', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': { value: 1 } }));
    await endpoint.client().form('loyalty_join', { LOYALTY_ACTIVE_FLAG: 1 });
    expect(endpoint.requests.flatMap((r) => r.calls.map((c) => c.method))).toEqual(['rpc.form']);
  });
});
