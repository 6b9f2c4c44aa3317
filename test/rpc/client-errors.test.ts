import {
  RpcEnvelopeError,
  RpcError,
  RpcHttpError,
  RpcMethodError,
  RpcNetworkError,
  RpcParseError,
} from '../../src/rpc/errors';
import { fakeEndpoint, json } from './fake-endpoint';

const text = (body: string, status = 200, type = 'text/html') => new Response(body, { status, headers: { 'content-type': type } });

/** The rejection of `promise`, failing the test if it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

describe('JsonRpcClient failures', () => {
  it('rejects every call of the batch with RpcHttpError carrying a JSON error body', async () => {
    const body = [{ id: 1, error: { code: 500, message: 'boom' } }];
    const endpoint = fakeEndpoint(() => json(body, 500));
    const client = endpoint.client();
    const [first, second] = await Promise.all([rejectionOf(client.call('a')), rejectionOf(client.call('b'))]);
    for (const [error, method] of [[first, 'a'], [second, 'b']] as const) {
      expect(error).toBeInstanceOf(RpcHttpError);
      expect(error).toBeInstanceOf(RpcError);
      expect(error).toMatchObject({ status: 500, body, method });
    }
  });

  it('gives {code, text} as the body of an HTTP error whose body is not JSON', async () => {
    const endpoint = fakeEndpoint(() => text('Bad Gateway', 502, 'text/plain'));
    const error = await rejectionOf(endpoint.client().call('trans.get'));
    expect(error).toBeInstanceOf(RpcHttpError);
    expect((error as RpcHttpError).status).toBe(502);
    expect((error as RpcHttpError).body).toEqual({ code: 502, text: 'Bad Gateway' });
    expect((error as Error).message).toContain('HTTP 502');
  });

  it('does not retry: a 500 is one fetch', async () => {
    const endpoint = fakeEndpoint(() => text('oops', 500));
    await rejectionOf(endpoint.client().call('rpc.form', { _SUBMIT: 'cart' }));
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry: a 503 with Retry-After is one fetch', async () => {
    const endpoint = fakeEndpoint(() => new Response('busy', { status: 503, headers: { 'retry-after': '0' } }));
    await rejectionOf(endpoint.client().call('prodcat'));
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects with RpcParseError, holding the start of the body, for an HTML page answered 200', async () => {
    const html = `<!doctype html><html><body>Maintenance${' '.repeat(500)}</body></html>`;
    const endpoint = fakeEndpoint(() => text(html));
    const error = await rejectionOf(endpoint.client().call('prodcat'));
    expect(error).toBeInstanceOf(RpcParseError);
    expect((error as RpcParseError).bodySnippet.startsWith('<!doctype html><html><body>Maintenance')).toBe(true);
    expect((error as RpcParseError).bodySnippet.length).toBeLessThanOrEqual(200);
    expect((error as RpcParseError).method).toBe('prodcat');
  });

  it.each([
    ['an object', {}],
    ['an empty array', []],
    ['a string', 'ok'],
    ['null', null],
  ])('rejects with RpcEnvelopeError when the answer is %s', async (_label, body) => {
    const endpoint = fakeEndpoint(() => json(body));
    const error = await rejectionOf(endpoint.client().call('user.fullData'));
    expect(error).toBeInstanceOf(RpcEnvelopeError);
    expect((error as RpcEnvelopeError).method).toBe('user.fullData');
  });

  it('rejects only the call whose entry is missing; the others resolve', async () => {
    const endpoint = fakeEndpoint((calls) => json([{ id: calls[0]!.id, result: { value: 'here' } }]));
    const client = endpoint.client();
    const [found, missing] = await Promise.allSettled([client.call('a'), client.call('b')]);
    expect(found).toEqual({ status: 'fulfilled', value: { value: 'here' } });
    expect(missing.status).toBe('rejected');
    const reason = (missing as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(RpcEnvelopeError);
    expect(reason.method).toBe('b');
    expect(reason.message).toContain('id 2');
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
    const endpoint = fakeEndpoint((calls) =>
      json([{ id: calls[0]!.id, error: { code: 1, message: 'form failed', data: { messages } } }]),
    );
    const error = await rejectionOf(endpoint.client().call('rpc.form', { _SUBMIT: 'cart' }));
    expect(error).toBeInstanceOf(RpcMethodError);
    const methodError = error as RpcMethodError;
    expect(methodError.method).toBe('rpc.form');
    expect(methodError.code).toBe(1);
    expect(methodError.serverMessage).toBe('form failed');
    expect(methodError.messages).toEqual(messages);
    expect(methodError.messages[0]!.text).toBe('This shade is sold out.');
    expect(methodError.userText).toBe('This shade is sold out.');
    expect(methodError.message).toContain('This shade is sold out.');
  });

  it('falls back to the server message as userText when no message has text', async () => {
    const endpoint = fakeEndpoint((calls) =>
      json([{ id: calls[0]!.id, error: { code: 103, message: 'empty body', data: { messages: [{ text: '' }, 'junk'] } } }]),
    );
    const error = (await rejectionOf(endpoint.client().call('a'))) as RpcMethodError;
    expect(error).toBeInstanceOf(RpcMethodError);
    expect(error.code).toBe(103);
    expect(error.userText).toBe('empty body');
    expect(error.messages).toEqual([{ text: '', key: '', severity: 'ERROR', tags: [], display_locations: [] }]);
  });

  it('gives code 0 and no messages for an error entry of the wrong shape', async () => {
    const endpoint = fakeEndpoint((calls) => json([{ id: calls[0]!.id, error: { code: 'x', message: 7, data: 'none' } }]));
    const error = (await rejectionOf(endpoint.client().call('a'))) as RpcMethodError;
    expect(error).toBeInstanceOf(RpcMethodError);
    expect(error.code).toBe(0);
    expect(error.serverMessage).toBe('');
    expect(error.messages).toEqual([]);
    expect(error.userText).toBe('');
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
    expect((failed as PromiseRejectedResult).reason).toBeInstanceOf(RpcMethodError);
  });

  it('rejects with RpcNetworkError (not timed out) when fetch rejects, once, with the cause kept', async () => {
    const offline = new TypeError('Failed to fetch');
    const endpoint = fakeEndpoint(() => Promise.reject(offline));
    const client = endpoint.client();
    const [first, second] = await Promise.all([rejectionOf(client.call('a')), rejectionOf(client.call('b'))]);
    expect(first).toBeInstanceOf(RpcNetworkError);
    expect(second).toBeInstanceOf(RpcNetworkError);
    expect((first as RpcNetworkError).timedOut).toBe(false);
    expect((first as RpcNetworkError).cause).toBe(offline);
    expect((second as RpcNetworkError).method).toBe('b');
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects with RpcNetworkError (timed out) when the server does not answer in time, and aborts the request', async () => {
    let aborted = false;
    const endpoint = fakeEndpoint(
      (_calls, request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(request.signal.reason);
          });
        }),
    );
    const started = Date.now();
    const error = await rejectionOf(endpoint.client({ timeoutMs: 30 }).call('trans.get'));
    expect(error).toBeInstanceOf(RpcNetworkError);
    expect((error as RpcNetworkError).timedOut).toBe(true);
    expect((error as Error).message).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(aborted).toBe(true);
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
  });
});
