import { emailProblem, normalizeEmail } from '../auth/account-validation';
import { isBlank, optionalCode, requiredId, type FormParams } from '../rpc/form-fields';
import { badParams } from '../rpc/rpc-error';
import type { RpcContext, RpcResult } from '../rpc/rpc-method';

/** The address, lower-cased and checked; a missing or malformed one is refused with words for the shopper. */
function emailOf(p: FormParams): string {
  const value = p.PC_EMAIL_ADDRESS;
  const email = typeof value === 'string' ? normalizeEmail(value) : '';
  if (isBlank(value) || email === '') throw badParams('Enter your email address.', 'waitlist.email.missing');
  const problem = emailProblem(email);
  if (problem) throw badParams(problem, 'waitlist.email.invalid');
  return email;
}

/**
 * `rpc.form` `waitlist` (docs/requirements.md §3.6, §7): `PC_EMAIL_ADDRESS`, `REQUEST_TYPE`, optional `EVENT_ID`,
 * `LAST_SOURCE` and `SKU_BASE_ID` (a "Notify me" for a sold-out shade). A repeat sign-up is answered exactly as a
 * first one, without a second row, so the answer never says whether an address was on the list already.
 */
export function submitWaitlist(p: FormParams, { storefront, request }: RpcContext): RpcResult {
  const email = emailOf(p);
  const wait = storefront.waitlistLimit?.(request) ?? 0;
  if (wait > 0) {
    throw badParams(`Too many sign-ups from your address. Try again in ${wait} second${wait === 1 ? '' : 's'}.`, 'waitlist.too_many');
  }
  if (isBlank(p.REQUEST_TYPE)) throw badParams('waitlist: REQUEST_TYPE is required, like REQUEST_TYPE: "BIS".', 'waitlist.request_type.missing');
  const requestType = optionalCode(p, 'REQUEST_TYPE', 'waitlist.request_type', 64)!;
  const eventId = optionalCode(p, 'EVENT_ID', 'waitlist.event', 64) ?? '';
  const lastSource = optionalCode(p, 'LAST_SOURCE', 'waitlist.source', 64) ?? '';
  const skuId = isBlank(p.SKU_BASE_ID) ? null : requiredId(p, 'SKU_BASE_ID', 'waitlist.sku', '1234');
  if (skuId !== null && !storefront.catalog.skuById(skuId)) {
    throw badParams('Sorry, we could not find this item. Please refresh the page and try again.', 'waitlist.sku.unknown');
  }
  storefront.waitlist.signUp({ email, requestType, eventId, skuId, lastSource });
  const result = { SUCCESS: 1, PC_EMAIL_ADDRESS: email, REQUEST_TYPE: requestType, EVENT_ID: eventId };
  return { value: result, data: { ac_results: [{ action: 'waitlist', result }] } };
}
