import { csrfTokenMatches } from '../auth/csrf';
import { CartRuleError } from '../cart/cart-rule-error';
import { submitAlterCollection } from './form-alter-collection';
import { submitCart } from './form-cart';
import { submitWaitlist } from '../waitlist/form-waitlist';
import { submitLoyaltyJoin } from './form-loyalty-join';
import { isBlank, type FormParams } from './form-fields';
import { firstParamObject } from './params';
import { badParams } from './rpc-error';
import type { RpcContext, RpcMethod, RpcResult } from './rpc-method';

type FormSubmit = (p: FormParams, context: RpcContext) => RpcResult;

/** Every `_SUBMIT` the endpoint answers. A new form is one handler plus one line here. */
const SUBMITS: ReadonlyMap<string, FormSubmit> = new Map([
  ['cart', submitCart],
  ['alter_collection', submitAlterCollection],
  ['waitlist', submitWaitlist],
  ['loyalty_join', submitLoyaltyJoin],
]);

/**
 * `rpc.form`: a form post dispatched on `_SUBMIT`, guarded by the CSRF token in `_TOKEN`. Every failure
 * is code 102 with a message key; a refused submit writes nothing.
 */
export const rpcForm: RpcMethod = {
  name: 'rpc.form',
  handle(params, context) {
    const p = firstParamObject('rpc.form', params);
    const submitName = p._SUBMIT;
    const known = [...SUBMITS.keys()].map((name) => `"${name}"`).join(', ');
    if (isBlank(submitName)) throw badParams(`rpc.form: _SUBMIT is required; this server handles ${known}.`, 'rpc.form.submit_missing');
    const submit = typeof submitName === 'string' ? SUBMITS.get(submitName) : undefined;
    if (!submit) throw badParams(`rpc.form: unknown _SUBMIT ${JSON.stringify(submitName)}; this server handles ${known}.`, 'rpc.form.submit_unknown');
    if (!csrfTokenMatches(context.session, p._TOKEN)) {
      throw badParams('Your session has expired. Please refresh the page and try again.', 'rpc.form.token_invalid');
    }
    try {
      return submit(p, context);
    } catch (error) {
      if (error instanceof CartRuleError) throw badParams(error.message, error.key);
      throw error;
    }
  },
};
