// rpc.form loyalty_join (docs/requirements.md §5.1, §7; docs/wire-formats.md "Loyalty join"): signed-in only,
// idempotent, sets is_loyalty_member in the FE_USER_CART of the answer; bad input writes nothing.
import { describe, expect, it } from '@jest/globals';
import { decodeFeUserCart } from '../../../demo/cookies/fe-user-cart';
import { rpcCall, submitForm, type RpcEntry } from '../helpers/rpc-client';
import { setCookie, useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();
const db = () => t.app.storefront.db;
const count = (table: string) => db().prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const writes = () => ['loyalty_members', 'loyalty_history', 'loyalty_birthdays'].map(count);

let accounts = 0;
/** A new shopper, signed in (no one else's membership to trip over). */
async function newShopper(): Promise<Visitor> {
  const visitor = new Visitor(t.app);
  await visitor.get('/account/signin.tmpl');
  accounts += 1;
  await visitor.postForm('/account/signin.tmpl', {
    action: 'create', first_name: 'Jo', email: `joiner${accounts}@example.com`, password: 'a long enough password', _TOKEN: visitor.csrfToken,
  });
  return visitor;
}

async function join(visitor: Visitor, params: Record<string, unknown> = { LOYALTY_ACTIVE_FLAG: 1 }, withToken = true) {
  return submitForm(visitor, { _SUBMIT: 'loyalty_join', ...params }, withToken);
}

const cookieOf = (response: Parameters<typeof setCookie>[0]) => decodeFeUserCart(setCookie(response, 'FE_USER_CART')!.value);

describe('rpc.form loyalty_join', () => {
  it('joins a signed-in shopper: the answer, the FE_USER_CART of the same response, and the rows written', async () => {
    const visitor = await newShopper();
    const { entry, response } = await join(visitor, { LOYALTY_ACTIVE_FLAG: '1', BIRTHDAY: '03/14/1990' });
    expect(entry).toEqual({
      id: 1,
      result: {
        value: { is_loyalty_member: 1, loyalty_points: 0 },
        data: { ac_results: [{ action: 'loyalty_join', result: { SUCCESS: 1, KEY: 'LOYALTY.JOINED' } }] },
      },
    });
    expect(cookieOf(response)).toEqual({ signed_in: '1', csr_logged_in: '0', item_count: '0', is_loyalty_member: '1', first_name: 'Jo' });
    const userId = db().prepare("SELECT id FROM users WHERE email = 'joiner1@example.com'").pluck().get() as number;
    expect(db().prepare('SELECT points, level FROM loyalty_members WHERE user_id = ?').get(userId)).toEqual({ points: 0, level: 'Member' });
    expect(db().prepare('SELECT birthday FROM loyalty_birthdays WHERE user_id = ?').pluck().get(userId)).toBe('1990-03-14');
    expect(db().prepare('SELECT description, points FROM loyalty_history WHERE user_id = ?').all(userId)).toEqual([{ description: 'Joined Loyalty', points: 0 }]);
  });

  it('is idempotent: joining again is a success that writes nothing (the birthday stays)', async () => {
    const visitor = await newShopper();
    await join(visitor, { LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '1985-07-04' });
    const before = writes();
    const { entry, response } = await join(visitor, { LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '01/01/2000' });
    expect(entry.result!.data.ac_results[0].result).toEqual({ SUCCESS: 1, KEY: 'LOYALTY.ALREADY_MEMBER' });
    expect(cookieOf(response).is_loyalty_member).toBe('1');
    expect(writes()).toEqual(before);
    expect(db().prepare("SELECT b.birthday FROM loyalty_birthdays b JOIN users u ON u.id = b.user_id WHERE u.email = 'joiner2@example.com'").pluck().get()).toBe('1985-07-04');
  });

  it('keeps the seeded member as they are', async () => {
    const visitor = new Visitor(t.app);
    await visitor.signIn('member@example.com');
    const { entry } = await join(visitor);
    expect(entry.result!.value).toEqual({ is_loyalty_member: 1, loyalty_points: 1250 });
    expect(entry.result!.data.ac_results[0].result.KEY).toBe('LOYALTY.ALREADY_MEMBER');
  });

  it('shows the member to later calls of the same batch (user.fullData)', async () => {
    const visitor = await newShopper();
    const response = await visitor.rpc([
      { method: 'rpc.form', id: 1, params: [{ _SUBMIT: 'loyalty_join', LOYALTY_ACTIVE_FLAG: 1, _TOKEN: visitor.csrfToken }] },
      { method: 'user.fullData', id: 2, params: [{}] },
    ]);
    const [, user] = response.json() as RpcEntry[];
    expect(user!.result!.value).toMatchObject({ signed_in: 1, is_loyalty_member: 1, loyalty_points: 0 });
    expect((await rpcCall(visitor, 'user.fullData')).result!.value.is_loyalty_member).toBe(1);
  });

  it.each([
    ['an anonymous visitor', null, { LOYALTY_ACTIVE_FLAG: 1 }, 'loyalty.signin_required', 'Please sign in to join Loyalty.'],
    ['no LOYALTY_ACTIVE_FLAG', 'shopper', {}, 'loyalty.active_flag.missing', 'loyalty: LOYALTY_ACTIVE_FLAG is required, like LOYALTY_ACTIVE_FLAG: 1.'],
    ['LOYALTY_ACTIVE_FLAG 0', 'shopper', { LOYALTY_ACTIVE_FLAG: 0 }, 'loyalty.active_flag.invalid', 'loyalty: LOYALTY_ACTIVE_FLAG must be 1 to join; got 0.'],
    ['LOYALTY_ACTIVE_FLAG "yes"', 'shopper', { LOYALTY_ACTIVE_FLAG: 'yes' }, 'loyalty.active_flag.invalid', 'loyalty: LOYALTY_ACTIVE_FLAG must be 1 to join; got "yes".'],
    ['a birthday that is no date', 'shopper', { LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '02/30/1990' }, 'loyalty.birthday.invalid', 'There is no such date. Please enter your birthday as mm/dd/yyyy, for example 03/14/1990.'],
    ['a birthday written another way', 'shopper', { LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '14.03.1990' }, 'loyalty.birthday.invalid', 'Please enter your birthday as mm/dd/yyyy, for example 03/14/1990.'],
    ['a birthday in the future', 'shopper', { LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '01/01/2999' }, 'loyalty.birthday.out_of_range', 'Please enter a birthday from 01/01/1900 up to today, or leave it empty.'],
    ['a birthday before 1900', 'shopper', { LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '12/31/1899' }, 'loyalty.birthday.out_of_range', 'Please enter a birthday from 01/01/1900 up to today, or leave it empty.'],
    ['a birthday that is not text', 'shopper', { LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: 19900314 }, 'loyalty.birthday.invalid', 'Please enter your birthday as mm/dd/yyyy, for example 03/14/1990.'],
  ] as const)('refuses %s (%s) with code 102 and its message, writing nothing', async (_name, who, params, key, text) => {
    const visitor = who ? await newShopper() : await Visitor.arrived(t.app);
    const before = writes();
    const { entry, response } = await join(visitor, params);
    expect(entry.error).toEqual({ code: 102, message: text, data: { messages: [{ text, display_locations: [], severity: 'ERROR', tags: [], key }] } });
    expect(writes()).toEqual(before);
    expect(cookieOf(response).is_loyalty_member).toBe('0');
  });

  it('refuses a submit without the CSRF token, writing nothing', async () => {
    const visitor = await newShopper();
    const before = writes();
    const { entry } = await join(visitor, { LOYALTY_ACTIVE_FLAG: 1 }, false);
    expect(entry.error!.data.messages[0].key).toBe('rpc.form.token_invalid');
    expect(writes()).toEqual(before);
  });
});
