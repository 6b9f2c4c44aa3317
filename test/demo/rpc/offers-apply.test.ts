// offers.apply (docs/requirements.md §5.1, §7; docs/wire-formats.md "offers.apply"): known codes only, once per
// member, messages in the legacy format; bad input is a JSON-RPC error with message text and writes nothing.
import { describe, expect, it } from '@jest/globals';
import { rpcCall } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();
const db = () => t.app.storefront.db;
const writes = () => ['loyalty_offers_applied', 'loyalty_history'].map((table) => db().prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());
const memberPoints = () => db().prepare("SELECT l.points FROM loyalty_members l JOIN users u ON u.id = l.user_id WHERE u.email = 'member@example.com'").pluck().get();

const apply = (visitor: Visitor, params: Record<string, unknown>) => rpcCall(visitor, 'offers.apply', [params]);
const message = (text: string, key: string, code: string) => ({ text, display_locations: [], severity: 'MESSAGE', tags: ['offers', code], key });

async function member(): Promise<Visitor> {
  const visitor = new Visitor(t.app);
  await visitor.signIn('member@example.com');
  return visitor;
}

describe('offers.apply', () => {
  it('applies a social offer once: points, tier and history; again, it says it was applied already', async () => {
    const visitor = await member();
    expect(await apply(visitor, { offer_code: 'lyl_social_fb', do_not_defer_messages: 1 })).toEqual({
      id: 1,
      result: {
        value: { offer_code: 'lyl_social_fb', applied: 1, loyalty_points: 1300 },
        data: { messages: [message('Thanks for sharing! 50 points for your Facebook share have been added to your Loyalty account.', 'offers.apply.applied', 'lyl_social_fb')] },
      },
    });
    expect(memberPoints()).toBe(1300);
    const before = writes();
    expect(await apply(visitor, { offer_code: 'lyl_social_fb', do_not_defer_messages: '1' })).toEqual({
      id: 1,
      result: {
        value: { offer_code: 'lyl_social_fb', applied: 0, loyalty_points: 1300 },
        data: { messages: [message('You have already received the points for your Facebook share.', 'offers.apply.already_applied', 'lyl_social_fb')] },
      },
    });
    expect(writes()).toEqual(before);
    expect(memberPoints()).toBe(1300);
  });

  it('knows the three social codes, each once', async () => {
    const visitor = await member();
    const twitter = await apply(visitor, { offer_code: 'lyl_social_twitter', do_not_defer_messages: 1 });
    expect(twitter.result!.value.applied).toBe(1);
    expect(twitter.result!.data.messages[0].text).toBe('Thanks for sharing! 50 points for your Twitter share have been added to your Loyalty account.');
    const pinterest = await apply(visitor, { offer_code: 'lyl_social_pinterest' });
    expect(pinterest.result!.value).toEqual({ offer_code: 'lyl_social_pinterest', applied: 1, loyalty_points: memberPoints() });
  });

  it.each([
    ['an anonymous visitor', null, { offer_code: 'lyl_social_fb', do_not_defer_messages: 1 }, 'offers.apply.signin_required', 'Please sign in to use your Loyalty offers.'],
    ['a shopper who is not a member', 'shopper@example.com', { offer_code: 'lyl_social_fb', do_not_defer_messages: 1 }, 'offers.apply.members_only', 'Loyalty offers are for Loyalty members. Join Loyalty to use them.'],
    ['an unknown code', 'member@example.com', { offer_code: 'lyl_social_myspace', do_not_defer_messages: 1 }, 'offers.apply.code_unknown', 'Sorry, this offer is not available.'],
    ['no code', 'member@example.com', { do_not_defer_messages: 1 }, 'offers.apply.code_missing', 'offers.apply: offer_code is required, like offer_code: "lyl_social_fb".'],
    ['a code that is not a code', 'member@example.com', { offer_code: '<b>fb</b>' }, 'offers.apply.code_invalid', 'offers.apply: offer_code must be up to 64 letters, digits, "_", "-" or "."; got "<b>fb</b>".'],
    ['a code that is a number', 'member@example.com', { offer_code: 12 }, 'offers.apply.code_invalid', 'offers.apply: offer_code must be up to 64 letters, digits, "_", "-" or "."; got 12.'],
    ['do_not_defer_messages "yes"', 'member@example.com', { offer_code: 'lyl_social_fb', do_not_defer_messages: 'yes' }, 'offers.apply.do_not_defer_messages.invalid', 'offers.apply: do_not_defer_messages must be 1 or 0; got "yes".'],
  ] as const)('refuses %s with code 102 and its message, writing nothing', async (_name, email, params, key, text) => {
    const visitor = new Visitor(t.app);
    if (email) await visitor.signIn(email);
    else await visitor.get('/');
    const before = writes();
    expect(await apply(visitor, params)).toEqual({
      id: 1,
      error: { code: 102, message: text, data: { messages: [{ text, display_locations: [], severity: 'ERROR', tags: [], key }] } },
    });
    expect(writes()).toEqual(before);
  });
});
