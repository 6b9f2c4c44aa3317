import { readBirthday, type BirthdayProblem } from '../loyalty/birthday';
import { isBlank, type FormParams } from './form-fields';
import { badParams } from './rpc-error';
import type { RpcContext, RpcResult } from './rpc-method';

/**
 * What a refused birthday is told. The out-of-range words are the loyalty-join island's own too, for where no date
 * picker said the picker's (docs/decisions.md "Forms: the birthday said once").
 */
export const BIRTHDAY_REFUSALS: Record<BirthdayProblem, string> = {
  format: 'Please enter your birthday as mm/dd/yyyy, for example 03/14/1990.',
  'no-such-date': 'There is no such date. Please enter your birthday as mm/dd/yyyy, for example 03/14/1990.',
  'out-of-range': 'Please enter a birthday from 01/01/1900 up to today, or leave it empty.',
};

/** The `KEY` of a successful join; joining twice is a success that changes nothing. */
const JOIN_KEYS = { joined: 'LOYALTY.JOINED', already_member: 'LOYALTY.ALREADY_MEMBER' } as const;

/**
 * `rpc.form` `loyalty_join` (docs/requirements.md §5.1, §7): the signed-in shopper joins the loyalty program with
 * `LOYALTY_ACTIVE_FLAG=1` and an optional `BIRTHDAY`. Idempotent. The answer's FE_USER_CART says
 * `is_loyalty_member:1`.
 */
export function submitLoyaltyJoin(p: FormParams, context: RpcContext): RpcResult {
  const { storefront, session } = context;
  const user = session.user;
  if (!user) throw badParams('Please sign in to join Loyalty.', 'loyalty.signin_required');
  const flag = p.LOYALTY_ACTIVE_FLAG;
  if (isBlank(flag)) throw badParams('loyalty: LOYALTY_ACTIVE_FLAG is required, like LOYALTY_ACTIVE_FLAG: 1.', 'loyalty.active_flag.missing');
  if (flag !== 1 && flag !== '1') {
    throw badParams(`loyalty: LOYALTY_ACTIVE_FLAG must be 1 to join; got ${JSON.stringify(flag)}.`, 'loyalty.active_flag.invalid');
  }
  let birthday: string | null = null;
  if (!isBlank(p.BIRTHDAY)) {
    const read = typeof p.BIRTHDAY === 'string' ? readBirthday(p.BIRTHDAY) : { problem: 'format' as const };
    if ('problem' in read) throw badParams(BIRTHDAY_REFUSALS[read.problem], read.problem === 'out-of-range' ? 'loyalty.birthday.out_of_range' : 'loyalty.birthday.invalid');
    birthday = read.iso;
  }
  const outcome = storefront.loyalty.join(user.id, birthday);
  const membership = storefront.loyalty.membership(user.id);
  if (!membership) throw new Error(`loyalty_join: user ${user.id} is not a member right after joining`);
  // The FE_USER_CART written with this answer, and later calls of the batch, see the member.
  const member = { ...session, user: { ...user, loyalty: membership } };
  context.session = member;
  context.request.session = member;
  const result = { SUCCESS: 1, KEY: JOIN_KEYS[outcome] };
  return { value: { is_loyalty_member: 1, loyalty_points: membership.points }, data: { ac_results: [{ action: 'loyalty_join', result }] } };
}
