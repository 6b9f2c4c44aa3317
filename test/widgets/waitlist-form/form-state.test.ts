// The waitlist form's states and words (docs/requirements.md §3.6, §4.3, §8), without a DOM.
import { waitlistCampaign } from '../../../src/config/waitlist-campaign';
import { RpcMethodError } from '../../../src/rpc/errors';
import { RpcNetworkError } from '../../../src/rpc/errors/rpc-network-error';
import { WaitlistNotSavedError } from '../../../src/rpc/errors/waitlist-not-saved-error';
import {
  failureText,
  INITIAL_FORM_STATE,
  notifyLabel,
  reduceWaitlistForm,
  thankYouText,
  waitlistRequest,
  type WaitlistFormEvent,
  type WaitlistFormState,
} from '../../../src/widgets/waitlist-form/form-state';
import { product } from '../../helpers/product-fixtures';

const run = (events: WaitlistFormEvent[], from: WaitlistFormState = INITIAL_FORM_STATE) => events.reduce(reduceWaitlistForm, from);

describe('reduceWaitlistForm', () => {
  it('starts editing with no error', () => {
    expect(INITIAL_FORM_STATE).toEqual({ status: 'editing', error: '', invalid: false, attempts: 0, email: '' });
  });

  it('a refused address: the error, marked as the field\'s, one more attempt', () => {
    expect(run([{ type: 'invalid', text: 'Enter your email address.' }])).toEqual({
      status: 'editing', error: 'Enter your email address.', invalid: true, attempts: 1, email: '',
    });
    expect(run([{ type: 'invalid', text: 'A' }, { type: 'invalid', text: 'B' }])).toMatchObject({ error: 'B', attempts: 2 });
  });

  it('sending clears the error; success is the thank-you view with the address', () => {
    const sending = run([{ type: 'invalid', text: 'A' }, { type: 'send' }]);
    expect(sending).toEqual({ status: 'sending', error: '', invalid: false, attempts: 1, email: '' });
    expect(run([{ type: 'done', email: 'sam@example.com' }], sending)).toEqual({
      status: 'done', error: '', invalid: false, attempts: 1, email: 'sam@example.com',
    });
  });

  it('a failed sign-up goes back to editing with the failure\'s text, not marked as the field\'s', () => {
    expect(run([{ type: 'send' }, { type: 'failed', text: 'Sorry, the waitlist is full.' }])).toEqual({
      status: 'editing', error: 'Sorry, the waitlist is full.', invalid: false, attempts: 0, email: '',
    });
  });

  it('ignores what cannot happen in a state: a second send, a late answer, a check while sending', () => {
    const sending = run([{ type: 'send' }]);
    expect(run([{ type: 'send' }], sending)).toBe(sending);
    expect(run([{ type: 'invalid', text: 'A' }], sending)).toBe(sending);
    expect(run([{ type: 'failed', text: 'late' }])).toBe(INITIAL_FORM_STATE);
    expect(run([{ type: 'done', email: 'late@example.com' }])).toBe(INITIAL_FORM_STATE);
    const done = run([{ type: 'done', email: 'sam@example.com' }], sending);
    expect(run([{ type: 'failed', text: 'late' }, { type: 'send' }], done)).toBe(done);
  });
});

describe('failureText (§8)', () => {
  it('is the text of the first message of a JSON-RPC error', () => {
    const error = new RpcMethodError('rpc.form', 102, 'server words', [
      { text: 'Enter an email address like name@example.com.', key: 'waitlist.email.invalid', severity: 'ERROR', tags: [], display_locations: [] },
      { text: 'second', key: '', severity: 'ERROR', tags: [], display_locations: [] },
    ]);
    expect(failureText(error)).toBe('Enter an email address like name@example.com.');
  });

  it('is our own words when the server said nothing for the shopper', () => {
    expect(failureText(new RpcNetworkError('rpc.form', true, new Error('timeout')))).toBe("We couldn't sign you up. Please try again.");
    expect(failureText(new WaitlistNotSavedError())).toBe("We couldn't sign you up. Please try again.");
    expect(failureText(new Error('boom'))).toBe("We couldn't sign you up. Please try again.");
  });
});

describe('waitlistRequest', () => {
  const campaign = waitlistCampaign({ requestType: 'CHRISTMAS', eventId: 'HOLIDAY_2030' });
  const none = { requestType: '', eventId: '', lastSource: '' };

  it('a form on a page signs up to the page\'s campaign', () => {
    expect(waitlistRequest(none, campaign)).toEqual({ requestType: 'CHRISTMAS', eventId: 'HOLIDAY_2030', lastSource: 'waitlist_form' });
  });

  it('a sold-out shade is a back-in-stock request for its SKU, outside the campaign', () => {
    expect(waitlistRequest({ ...none, skuBaseId: 13 }, campaign)).toEqual({ requestType: 'BIS', eventId: '', lastSource: 'notify_me', skuBaseId: 13 });
  });

  it('takes what the host or the opener says over the defaults', () => {
    expect(waitlistRequest({ requestType: 'VIP', eventId: 'E1', lastSource: 'waitlist_popup' }, campaign)).toEqual({
      requestType: 'VIP', eventId: 'E1', lastSource: 'waitlist_popup',
    });
    expect(waitlistRequest({ requestType: 'BIS2', eventId: 'E2', lastSource: 'quick_view', skuBaseId: 13 }, campaign)).toEqual({
      requestType: 'BIS2', eventId: 'E2', lastSource: 'quick_view', skuBaseId: 13,
    });
  });
});

describe('notifyLabel and thankYouText', () => {
  it('names the product and the shade of the SKU', () => {
    expect(notifyLabel(product(1), 13)).toBe('Velvet Lipstick 1, Nude');
    expect(notifyLabel(product(1), 999)).toBe('Velvet Lipstick 1');
    expect(notifyLabel(undefined, 13)).toBe('');
  });

  it('thanks the shopper with the address', () => {
    expect(thankYouText('sam@example.com', 'Velvet Lipstick 1, Nude', true)).toBe('Thank you. We will email sam@example.com when Velvet Lipstick 1, Nude is back in stock.');
    expect(thankYouText('sam@example.com', '', true)).toBe('Thank you. We will email sam@example.com when it is back in stock.');
    expect(thankYouText('sam@example.com', '', false)).toBe('Thank you. You are on the waitlist: we will email sam@example.com as soon as it is available.');
  });
});
