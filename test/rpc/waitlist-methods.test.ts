// The waitlist sign-up on the wire (docs/requirements.md §3.6, §7; docs/wire-formats.md "Waitlist").
import { RpcMethodError } from '../../src/rpc/errors';
import { WaitlistNotSavedError } from '../../src/rpc/errors/waitlist-not-saved-error';
import { joinWaitlist, parseWaitlistAnswer } from '../../src/rpc/waitlist-methods';
import { answerByMethod, fakeEndpoint, json, rpcError } from '../helpers/fake-endpoint';

/** A sign-up's answer as demo/waitlist/form-waitlist.ts gives it. */
const RESULT = { SUCCESS: 1, PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030' };
const SIGNED_UP = { value: RESULT, data: { ac_results: [{ action: 'waitlist', result: RESULT }] } };
const client = (endpoint: ReturnType<typeof fakeEndpoint>) => endpoint.client({ csrfToken: () => 'tok' });

describe('joinWaitlist', () => {
  it('sends rpc.form _SUBMIT=waitlist with the four fields and the CSRF token, and reads the answer', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': SIGNED_UP }));
    const answer = await joinWaitlist(client(endpoint), { email: 'Sam@Example.com', requestType: 'CHRISTMAS', eventId: 'HOLIDAY_2030', lastSource: 'waitlist_popup' });
    expect(endpoint.requests.map((r) => r.calls.map((c) => [c.method, c.params]))).toEqual([
      [['rpc.form', [{ _SUBMIT: 'waitlist', PC_EMAIL_ADDRESS: 'Sam@Example.com', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030', LAST_SOURCE: 'waitlist_popup', _TOKEN: 'tok' }]]],
    ]);
    expect(answer).toEqual({ email: 'sam@example.com', requestType: 'CHRISTMAS', eventId: 'HOLIDAY_2030' });
  });

  it('adds SKU_BASE_ID for a sold-out shade', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': SIGNED_UP }));
    await joinWaitlist(client(endpoint), { email: 'sam@example.com', requestType: 'BIS', eventId: '', lastSource: 'notify_me', skuBaseId: 13 });
    expect(endpoint.requests[0]!.calls[0]!.params[0]).toEqual({
      _SUBMIT: 'waitlist', PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'BIS', EVENT_ID: '', LAST_SOURCE: 'notify_me', SKU_BASE_ID: 13, _TOKEN: 'tok',
    });
  });

  it('rejects with the JSON-RPC error, whose userText is messages[0].text (§8)', async () => {
    const endpoint = fakeEndpoint((calls) => json(calls.map((call) => ({ id: call.id, ...rpcError('Enter an email address like name@example.com.', 'waitlist.email.invalid') }))));
    const failure = await joinWaitlist(client(endpoint), { email: 'x', requestType: 'BIS', eventId: '', lastSource: '' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RpcMethodError);
    expect((failure as RpcMethodError).userText).toBe('Enter an email address like name@example.com.');
    expect((failure as RpcMethodError).messages[0]!.key).toBe('waitlist.email.invalid');
  });

  it('rejects with WaitlistNotSavedError for an answer without SUCCESS: 1', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': { value: { SUCCESS: 0 } } }));
    await expect(joinWaitlist(client(endpoint), { email: 'sam@example.com', requestType: 'BIS', eventId: '', lastSource: '' })).rejects.toBeInstanceOf(WaitlistNotSavedError);
  });
});

describe('parseWaitlistAnswer', () => {
  it('reads ac_results[0].result, else the value; numbers and "1" as the storefront sends them', () => {
    expect(parseWaitlistAnswer(SIGNED_UP.data, {})).toEqual({ email: 'sam@example.com', requestType: 'CHRISTMAS', eventId: 'HOLIDAY_2030' });
    expect(parseWaitlistAnswer(undefined, { ...RESULT, SUCCESS: '1', EVENT_ID: 2030 })).toEqual({ email: 'sam@example.com', requestType: 'CHRISTMAS', eventId: '2030' });
    expect(parseWaitlistAnswer({ ac_results: [] }, { SUCCESS: true })).toEqual({ email: '', requestType: '', eventId: '' });
  });

  it('is null without SUCCESS: 1 or for a shape it does not know', () => {
    for (const [data, value] of [[undefined, undefined], [null, { SUCCESS: '0' }], [{ ac_results: [{ result: { SUCCESS: 0 } }] }, RESULT], ['x', [RESULT]]] as const) {
      expect(parseWaitlistAnswer(data, value)).toBeNull();
    }
  });
});
