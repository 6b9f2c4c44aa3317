import { RPC_TIMEOUT_MS } from '../../src/config/constants';
import { JsonRpcClient } from '../../src/rpc/client';
import { RpcEnvelopeError, RpcError, RpcHttpError, RpcMethodError, RpcNetworkError, RpcParseError } from '../../src/rpc/errors';
import { answerByMethod, ENDPOINT, fakeEndpoint, json } from '../helpers/fake-endpoint';

/** The rejection of `promise`, failing the test if it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

afterEach(() => jest.useRealTimers());

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
    expect(contentType).toBe('application/x-www-form-urlencoded; charset=UTF-8');
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
    const answers = await Promise.all([client.call('first'), client.call('second'), client.call('third')]);
    expect(answers.map((a) => a.value)).toEqual(['answer to first', 'answer to second', 'answer to third']);
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
    expect(url.search).toBe('?dbgmethod=prodcat%2Ctrans.get&site=uk&lang=en');
  });

  it('adds its query to an endpoint that already has one', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ a: {} }));
    await endpoint.client({ endpoint: `${ENDPOINT}?v=2`, urlParams: 'site=uk' }).call('a');
    expect(endpoint.requests[0]!.url.search).toBe('?v=2&dbgmethod=a&site=uk');
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
    jest.useFakeTimers();
    const endpoint = fakeEndpoint(answerByMethod({}));
    endpoint.client();
    await jest.runAllTimersAsync();
    expect(endpoint.fetch).not.toHaveBeenCalled();
  });
});

describe('JsonRpcClient.form (docs/decisions.md "CSRF")', () => {
  afterEach(() => {
    document.cookie = 'csrftoken=; max-age=0; path=/';
  });

  it('sends rpc.form with _SUBMIT and the _TOKEN its csrfToken option gives, in one request', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': { data: { ok: 1 } } }));
    const answer = await endpoint.client({ csrfToken: () => 'tok123' }).form('cart', { SKU_BASE_ID: 678, INCREMENT: 1, QTY: 2 });
    expect(answer.data).toEqual({ ok: 1 });
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]!.calls).toEqual([
      { method: 'rpc.form', id: 1, params: [{ _SUBMIT: 'cart', SKU_BASE_ID: 678, INCREMENT: 1, QTY: 2, _TOKEN: 'tok123' }] },
    ]);
  });

  it('asks its csrfToken option on every submit, so a token the page renews is used', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': { value: 1 } }));
    let token = 'first';
    const client = endpoint.client({ csrfToken: () => token });
    await client.form('cart');
    token = 'second';
    await client.form('cart');
    expect(endpoint.requests.map((r) => r.calls[0]!.params[0]!._TOKEN)).toEqual(['first', 'second']);
  });

  it.each<[string, (() => string | null) | undefined]>([
    ['no csrfToken option', undefined],
    ['a csrfToken option that gives null', () => null],
    ['a csrfToken option that gives ""', () => ''],
  ])('with %s, asks csrf.getToken first and sends the token it gets', async (_label, csrfToken) => {
    const endpoint = fakeEndpoint(answerByMethod({ 'csrf.getToken': { value: { token: 'fresh-token' } }, 'rpc.form': { value: 1 } }));
    await endpoint.client({ csrfToken }).form('alter_collection', { SKU_BASE_ID: 9, action: 'add' });
    expect(endpoint.requests.map((r) => r.calls.map((c) => c.method))).toEqual([['csrf.getToken'], ['rpc.form']]);
    expect(endpoint.requests[1]!.calls[0]!.params).toEqual([
      { _SUBMIT: 'alter_collection', SKU_BASE_ID: 9, action: 'add', _TOKEN: 'fresh-token' },
    ]);
  });

  it('does not read the csrftoken cookie itself: that is its csrfToken option\'s job', async () => {
    document.cookie = 'csrftoken=from-cookie; path=/';
    const endpoint = fakeEndpoint(answerByMethod({ 'csrf.getToken': { value: { token: 'fresh-token' } }, 'rpc.form': { value: 1 } }));
    await endpoint.client().form('cart');
    expect(endpoint.requests.flatMap((r) => r.calls.map((c) => [c.method, c.params[0]!._TOKEN]))).toEqual([
      ['csrf.getToken', undefined],
      ['rpc.form', 'fresh-token'],
    ]);
  });

  it('sends the form without _TOKEN when neither the option nor csrf.getToken gives one', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'csrf.getToken': { value: {} }, 'rpc.form': { value: 1 } }));
    await endpoint.client().form('waitlist', { PC_EMAIL_ADDRESS: 'a@example.com' });
    expect(endpoint.requests[1]!.calls[0]!.params).toEqual([{ _SUBMIT: 'waitlist', PC_EMAIL_ADDRESS: 'a@example.com' }]);
  });

  it('does not ask csrf.getToken when the option gives a token', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': { value: 1 } }));
    await endpoint.client({ csrfToken: () => 'abc' }).form('loyalty_join', { LOYALTY_ACTIVE_FLAG: 1 });
    expect(endpoint.requests.flatMap((r) => r.calls.map((c) => c.method))).toEqual(['rpc.form']);
  });

  it('csrfToken() gives the token a form post outside JSON-RPC carries: the option\'s, else the one csrf.getToken answers', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'csrf.getToken': { value: { token: 'fresh-token' } } }));
    expect(await endpoint.client({ csrfToken: () => 'abc' }).csrfToken()).toBe('abc');
    expect(endpoint.requests).toEqual([]);
    expect(await endpoint.client({ csrfToken: () => null }).csrfToken()).toBe('fresh-token');
    expect(endpoint.requests.flatMap((r) => r.calls.map((c) => c.method))).toEqual(['csrf.getToken']);
    const none = fakeEndpoint(answerByMethod({ 'csrf.getToken': { value: {} } }));
    expect(await none.client().csrfToken()).toBeNull();
  });
});

describe('JsonRpcClient failures', () => {
  it('rejects every call of the batch with the HTTP error, each naming its own method', async () => {
    const endpoint = fakeEndpoint(() => new Response('Bad Gateway', { status: 502 }));
    const client = endpoint.client();
    const errors = await Promise.all([rejectionOf(client.call('a')), rejectionOf(client.call('b'))]);
    for (const error of errors) expect(error).toBeInstanceOf(RpcHttpError);
    expect(errors.map((e) => (e as RpcHttpError).method)).toEqual(['a', 'b']);
    expect(errors.map((e) => (e as RpcHttpError).body)).toEqual([
      { code: 502, text: 'Bad Gateway' },
      { code: 502, text: 'Bad Gateway' },
    ]);
  });

  it('rejects with RpcParseError for an HTML page answered 200', async () => {
    const endpoint = fakeEndpoint(() => new Response('<html><body>Maintenance</body></html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await rejectionOf(endpoint.client().call('prodcat'));
    expect(error).toBeInstanceOf(RpcParseError);
    expect((error as RpcParseError).bodySnippet).toBe('<html><body>Maintenance</body></html>');
  });

  it('settles a method error and a result of the same batch independently', async () => {
    const endpoint = fakeEndpoint((calls) =>
      json([
        { id: calls[1]!.id, error: { code: 2, message: 'no' } },
        { id: calls[0]!.id, result: { value: 'yes' } },
      ]),
    );
    const client = endpoint.client();
    const [ok, failed] = await Promise.allSettled([client.call('a'), client.call('b')]);
    expect(ok).toEqual({ status: 'fulfilled', value: { value: 'yes' } });
    const reason = (failed as PromiseRejectedResult).reason as RpcMethodError;
    expect(reason).toBeInstanceOf(RpcMethodError);
    expect(reason).toMatchObject({ method: 'b', code: 2, serverMessage: 'no' });
  });

  it('does not retry: a 500 is one fetch', async () => {
    const endpoint = fakeEndpoint(() => new Response('oops', { status: 500 }));
    await rejectionOf(endpoint.client().call('rpc.form', { _SUBMIT: 'cart' }));
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry: a 503 with Retry-After is one fetch', async () => {
    const endpoint = fakeEndpoint(() => new Response('busy', { status: 503, headers: { 'retry-after': '0' } }));
    await rejectionOf(endpoint.client().call('prodcat'));
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects with RpcNetworkError (not timed out) when fetch rejects, once, with the cause kept', async () => {
    const offline = new TypeError('Failed to fetch');
    const endpoint = fakeEndpoint(() => Promise.reject(offline));
    const client = endpoint.client();
    const [first, second] = await Promise.all([rejectionOf(client.call('a')), rejectionOf(client.call('b'))]);
    for (const error of [first, second]) {
      expect(error).toBeInstanceOf(RpcNetworkError);
      expect(error).toBeInstanceOf(RpcError);
      expect((error as RpcNetworkError).timedOut).toBe(false);
      expect((error as RpcNetworkError).cause).toBe(offline);
    }
    expect((first as RpcNetworkError).message).toBe('JSON-RPC call "a" could not reach the server (offline or blocked). It was not retried.');
    expect((second as RpcNetworkError).method).toBe('b');
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects every call with an RpcHttpError carrying the JSON error body the server sent', async () => {
    const body = [{ id: 1, error: { code: 500, message: 'boom' } }];
    const endpoint = fakeEndpoint(() => json(body, 500));
    const client = endpoint.client();
    const errors = await Promise.all([rejectionOf(client.call('a')), rejectionOf(client.call('b'))]);
    errors.forEach((error, i) => {
      expect(error).toBeInstanceOf(RpcHttpError);
      expect(error).toBeInstanceOf(RpcError);
      expect(error).toMatchObject({ status: 500, body, method: ['a', 'b'][i] });
    });
    expect((errors[0] as Error).message).toBe('JSON-RPC call "a" failed: the server answered HTTP 500. The response body is in error.body.');
  });

  it('keeps the first 200 characters of a long HTML page answered 200', async () => {
    const html = `<!doctype html><html><body>Maintenance${' '.repeat(500)}</body></html>`;
    const endpoint = fakeEndpoint(() => new Response(html, { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = (await rejectionOf(endpoint.client().call('prodcat'))) as RpcParseError;
    expect(error).toBeInstanceOf(RpcParseError);
    expect(error.bodySnippet).toBe(html.slice(0, 200));
    expect(error.method).toBe('prodcat');
  });

  it.each([
    ['an object', {}, 'is not an array'],
    ['an empty array', [], 'is an empty array'],
    ['a string', 'ok', 'is not an array'],
    ['null', null, 'is not an array'],
  ])('rejects with RpcEnvelopeError when the answer is %s', async (_label, body, reason) => {
    const endpoint = fakeEndpoint(() => json(body));
    const error = (await rejectionOf(endpoint.client().call('user.fullData'))) as RpcEnvelopeError;
    expect(error).toBeInstanceOf(RpcEnvelopeError);
    expect(error.method).toBe('user.fullData');
    expect(error.message).toBe(`JSON-RPC call "user.fullData" got an unusable answer: the answer to [user.fullData] ${reason}.`);
  });

  it('rejects only the call whose entry is missing; the others resolve', async () => {
    const endpoint = fakeEndpoint((calls) => json([{ id: calls[0]!.id, result: { value: 'here' } }]));
    const client = endpoint.client();
    const [found, missing] = await Promise.allSettled([client.call('a'), client.call('b')]);
    expect(found).toEqual({ status: 'fulfilled', value: { value: 'here' } });
    const reason = (missing as PromiseRejectedResult).reason as RpcEnvelopeError;
    expect(reason).toBeInstanceOf(RpcEnvelopeError);
    expect(reason.method).toBe('b');
    expect(reason.message).toBe('JSON-RPC call "b" got an unusable answer: the batch has no result or error for call id 2.');
  });

  it('rejects with RpcEnvelopeError for an entry with neither result nor error', async () => {
    const endpoint = fakeEndpoint((calls) => json([{ id: calls[0]!.id }]));
    await expect(endpoint.client().call('a')).rejects.toBeInstanceOf(RpcEnvelopeError);
  });

  it('does not take an entry whose id only looks like the call id', async () => {
    const endpoint = fakeEndpoint(() => json([{ id: '1', result: { value: 1 } }]));
    await expect(endpoint.client().call('a')).rejects.toBeInstanceOf(RpcEnvelopeError);
  });

  it('rejects with RpcMethodError holding code, server message and messages, the first text for the shopper', async () => {
    const messages = [
      { text: 'This shade is sold out.', display_locations: ['cart'], severity: 'ERROR', tags: ['inventory'], key: 'sku.out_of_stock' },
      { text: 'Second message', display_locations: [], severity: 'MESSAGE', tags: [], key: '' },
    ];
    const endpoint = fakeEndpoint((calls) => json([{ id: calls[0]!.id, error: { code: 1, message: 'form failed', data: { messages } } }]));
    const error = (await rejectionOf(endpoint.client().call('rpc.form', { _SUBMIT: 'cart' }))) as RpcMethodError;
    expect(error).toBeInstanceOf(RpcMethodError);
    expect(error).toMatchObject({ method: 'rpc.form', code: 1, serverMessage: 'form failed', messages });
    expect(error.userText).toBe('This shade is sold out.');
    expect(error.message).toBe('JSON-RPC call "rpc.form" failed with code 1: This shade is sold out.');
  });

  it('keeps the server message for developers, not as userText, when no message has text', async () => {
    const endpoint = fakeEndpoint((calls) => json([{ id: calls[0]!.id, error: { code: 103, message: 'empty body', data: { messages: [{ text: '' }, 'junk'] } } }]));
    const error = (await rejectionOf(endpoint.client().call('a'))) as RpcMethodError;
    expect(error).toBeInstanceOf(RpcMethodError);
    expect(error.code).toBe(103);
    expect(error.serverMessage).toBe('empty body');
    expect(error.userText).toBe('');
    expect(error.messages).toEqual([{ text: '', key: '', severity: 'ERROR', tags: [], display_locations: [] }]);
  });

  it('gives code 0 and no messages for an error entry of the wrong shape', async () => {
    const endpoint = fakeEndpoint((calls) => json([{ id: calls[0]!.id, error: { code: 'x', message: { text: 'nested' }, data: 'none' } }]));
    const error = (await rejectionOf(endpoint.client().call('a'))) as RpcMethodError;
    expect(error).toBeInstanceOf(RpcMethodError);
    expect(error).toMatchObject({ code: 0, serverMessage: '', messages: [] });
    expect(error.userText).toBe('');
  });

  describe('timeouts', () => {
    /** An endpoint that never answers; its request rejects once aborted. */
    function silentEndpoint() {
      const seen = { aborted: false };
      const endpoint = fakeEndpoint(
        (_calls, request) =>
          new Promise<Response>((_resolve, reject) => {
            request.signal.addEventListener('abort', () => {
              seen.aborted = true;
              reject(request.signal.reason);
            });
          }),
      );
      return { endpoint, seen };
    }

    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));

    it('gives up after 15 s by default (docs/decisions.md "RPC timeout"), aborting the request, and does not retry', async () => {
      const { endpoint, seen } = silentEndpoint();
      const failure = rejectionOf(endpoint.client().call('trans.get'));
      expect(RPC_TIMEOUT_MS).toBe(15000);
      await jest.advanceTimersByTimeAsync(14999);
      expect(seen.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = (await failure) as RpcNetworkError;
      expect(seen.aborted).toBe(true);
      expect(error).toBeInstanceOf(RpcNetworkError);
      expect(error.timedOut).toBe(true);
      expect(error.message).toBe('JSON-RPC call "trans.get" timed out before the server answered. It was not retried; the caller may try again.');
      expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    });

    it('counts the answer\'s body in the timeout: headers that arrive and a body that stalls still end at the deadline', async () => {
      // Headers at once, then a body that never sends a byte: ky's own timeout would have stopped at the headers.
      const endpoint = fakeEndpoint(() => new Response(new ReadableStream({ start() {} }), { status: 200 }));
      const failure = rejectionOf(endpoint.client({ timeoutMs: 300 }).call('trans.get'));
      await jest.advanceTimersByTimeAsync(299);
      let settled = false;
      void failure.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = (await failure) as RpcNetworkError;
      expect(error).toBeInstanceOf(RpcNetworkError);
      expect(error.timedOut).toBe(true);
      expect(endpoint.requests[0]!.signal.aborted).toBe(true);
    });

    it('takes another timeout from its options', async () => {
      const { endpoint, seen } = silentEndpoint();
      const failure = rejectionOf(endpoint.client({ timeoutMs: 300 }).call('trans.get'));
      await jest.advanceTimersByTimeAsync(299);
      expect(seen.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(((await failure) as RpcNetworkError).timedOut).toBe(true);
    });
  });
});
