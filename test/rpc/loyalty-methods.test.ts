// The loyalty calls (docs/requirements.md §7; docs/wire-formats.md "Loyalty join", "offers.apply").
import { RpcHttpError, RpcMethodError } from '../../src/rpc/errors';
import { applyOffer, failureTexts, joinLoyalty, parseLoyaltyJoinAnswer, parseOfferAnswer } from '../../src/rpc/loyalty-methods';
import { answerByMethod, fakeEndpoint, json, rpcError } from '../helpers/fake-endpoint';

const client = (endpoint: ReturnType<typeof fakeEndpoint>) => endpoint.client({ csrfToken: () => 'tok' });
const JOINED = { value: { is_loyalty_member: 1 }, data: { ac_results: [{ action: 'loyalty_join', result: { SUCCESS: 1, KEY: 'LOYALTY.JOINED' } }] } };
const message = (text: string, key = 'offers.apply.applied') => ({ text, display_locations: [], severity: 'MESSAGE', tags: ['offers'], key });

describe('joinLoyalty', () => {
  it('sends rpc.form _SUBMIT=loyalty_join with LOYALTY_ACTIVE_FLAG 1, the birthday and the CSRF token', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': JOINED }));
    await expect(joinLoyalty(client(endpoint), { birthday: ' 03/14/1990 ' })).resolves.toEqual({ alreadyMember: false });
    expect(endpoint.requests[0]!.calls.map((c) => [c.method, c.params])).toEqual([
      ['rpc.form', [{ _SUBMIT: 'loyalty_join', LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '03/14/1990', _TOKEN: 'tok' }]],
    ]);
  });

  it('sends no BIRTHDAY when none was typed', async () => {
    const endpoint = fakeEndpoint(answerByMethod({ 'rpc.form': JOINED }));
    await joinLoyalty(client(endpoint), { birthday: '  ' });
    await joinLoyalty(client(endpoint));
    expect(endpoint.requests.map((r) => r.calls[0]!.params[0])).toEqual([
      { _SUBMIT: 'loyalty_join', LOYALTY_ACTIVE_FLAG: 1, _TOKEN: 'tok' },
      { _SUBMIT: 'loyalty_join', LOYALTY_ACTIVE_FLAG: 1, _TOKEN: 'tok' },
    ]);
  });

  it('rejects with the server’s error', async () => {
    const endpoint = fakeEndpoint((calls) => json(calls.map((c) => ({ id: c.id, ...rpcError('Please sign in to join Loyalty.', 'loyalty.signin_required') }))));
    const failure = await joinLoyalty(client(endpoint)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcMethodError);
    expect((failure as RpcMethodError).userText).toBe('Please sign in to join Loyalty.');
  });
});

describe('parseLoyaltyJoinAnswer', () => {
  it.each([
    [JOINED.data, { alreadyMember: false }],
    [{ ac_results: [{ result: { SUCCESS: 1, KEY: 'LOYALTY.ALREADY_MEMBER' } }] }, { alreadyMember: true }],
    [undefined, { alreadyMember: false }],
    ['junk', { alreadyMember: false }],
  ])('%j → %j', (data, expected) => {
    expect(parseLoyaltyJoinAnswer(data)).toEqual(expected);
  });
});

describe('applyOffer and parseOfferAnswer', () => {
  it('sends offers.apply with offer_code and do_not_defer_messages 1, and reads value and messages', async () => {
    const endpoint = fakeEndpoint(
      answerByMethod({ 'offers.apply': { value: { offer_code: 'lyl_social_fb', applied: 1, loyalty_points: 1300 }, data: { messages: [message('Thanks for sharing!')] } } }),
    );
    await expect(applyOffer(client(endpoint), 'lyl_social_fb')).resolves.toEqual({ code: 'lyl_social_fb', applied: true, messages: ['Thanks for sharing!'], points: 1300 });
    expect(endpoint.requests[0]!.calls.map((c) => [c.method, c.params])).toEqual([['offers.apply', [{ offer_code: 'lyl_social_fb', do_not_defer_messages: 1 }]]]);
  });

  it.each([
    ['already applied, flags as strings', { offer_code: 'lyl_social_fb', applied: '0', loyalty_points: '1300' }, { messages: [message('Already.', 'offers.apply.already_applied')] }, { code: 'lyl_social_fb', applied: false, messages: ['Already.'], points: 1300 }],
    ['messages without text dropped, in order', { applied: 1 }, { messages: [message(''), 'junk', message(' One '), message('Two')] }, { code: 'asked', applied: true, messages: ['One', 'Two'], points: null }],
    ['message texts that are not strings dropped (no bare "7")', { applied: 1 }, { messages: [{ ...message(''), text: 7 }, { ...message(''), text: null }, message('One')] }, { code: 'asked', applied: true, messages: ['One'], points: null }],
    ['"0" is not applied (no string comparison)', { applied: '0', loyalty_points: '' }, {}, { code: 'asked', applied: false, messages: [], points: null }],
    ['an answer of the wrong shape', 'x', null, { code: 'asked', applied: false, messages: [], points: null }],
    ['points that are no count', { applied: 1, loyalty_points: 'lots' }, null, { code: 'asked', applied: true, messages: [], points: null }],
  ])('%s', (_name, value, data, expected) => {
    expect(parseOfferAnswer('asked', value, data)).toEqual(expected);
  });
});

describe('failureTexts', () => {
  it('gives every message text of a refusal', () => {
    const error = new RpcMethodError('offers.apply', 102, 'One', [
      { text: 'One', key: 'a', severity: 'ERROR', tags: [], display_locations: [] },
      { text: '', key: 'b', severity: 'ERROR', tags: [], display_locations: [] },
      { text: 'Two', key: 'c', severity: 'ERROR', tags: [], display_locations: [] },
    ]);
    expect(failureTexts(error)).toEqual(['One', 'Two']);
  });

  it('gives nothing for an entry without message texts (its `message` is for developers) nor for transport failures', () => {
    expect(failureTexts(new RpcMethodError('offers.apply', 102, 'Server says no', []))).toEqual([]);
    expect(failureTexts(new RpcMethodError('offers.apply', 102, '', []))).toEqual([]);
    expect(failureTexts(new RpcHttpError('offers.apply', 500, null))).toEqual([]);
    expect(failureTexts(new Error('boom'))).toEqual([]);
  });
});
