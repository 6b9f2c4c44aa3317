// The join form's rules (docs/requirements.md §5.1): agreement required; a refusal shows its first message.
import { RpcMethodError, RpcNetworkError } from '../../../src/rpc/errors';
import { PropsError } from '../../../src/ui/island-props';
import { JOIN_TEXTS, birthdayOutOfRange, isoDay, joinFailureText, joinFormProblem, joinReturnPath, parseLoyaltyJoinProps, signInUrl } from '../../../src/widgets/loyalty-join/join-form';

describe('joinFormProblem', () => {
  it('refuses the form until the agreement is ticked', () => {
    expect(joinFormProblem({ agreed: false, birthdayValid: true })).toEqual({ text: 'Please tick the box to agree to the Loyalty terms and conditions.', field: 'agreement' });
    expect(joinFormProblem({ agreed: true, birthdayValid: true })).toBeNull();
  });

  it('refuses a birthday the date picker could not read, before the agreement, adding no words to the picker\'s', () => {
    const birthday = { text: '', field: 'birthday' };
    expect(joinFormProblem({ agreed: true, birthdayValid: false })).toEqual(birthday);
    expect(joinFormProblem({ agreed: false, birthdayValid: false })).toEqual(birthday);
  });
});

describe('birthdayOutOfRange', () => {
  const today = new Date(2026, 10, 27, 23, 30); // the shopper's own day, late in it
  it('takes a birthday from 01/01/1900 up to today, in the picker\'s mm/dd/yyyy or as yyyy-mm-dd', () => {
    expect(['01/01/1900', '03/14/1990', '11/27/2026', '1990-03-14', ' 02/29/2024 '].map((text) => birthdayOutOfRange(text, today))).toEqual([false, false, false, false, false]);
  });
  it('refuses one in the future or before 1900', () => {
    expect(['11/28/2026', '12/31/2090', '12/31/1899', '01/01/0001', '2090-03-14'].map((text) => birthdayOutOfRange(text, today))).toEqual([true, true, true, true, true]);
  });
  it('leaves other text to the picker and the server', () => {
    expect(['', '14/03/1990', '3/14/2090', 'soon'].map((text) => birthdayOutOfRange(text, today))).toEqual([false, false, false, false]);
  });
  it('is a problem of the birthday, before the agreement, in the form\'s words only where the picker said none (its max is today)', () => {
    const range = { text: 'Please enter a birthday from 01/01/1900 up to today, or leave it empty.', field: 'birthday' };
    expect(joinFormProblem({ agreed: false, birthdayValid: true, birthdayInRange: false })).toEqual(range);
    expect(joinFormProblem({ agreed: true, birthdayValid: false, birthdayInRange: false })).toEqual({ text: '', field: 'birthday' });
    expect(joinFormProblem({ agreed: true, birthdayValid: false, birthdayInRange: true })).toEqual({ text: '', field: 'birthday' });
  });

  it('isoDay writes the shopper\'s day as an ISO date', () => {
    expect(isoDay(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('joinFailureText', () => {
  it('is the first message of the server’s refusal', () => {
    const refusal = new RpcMethodError('rpc.form', 102, 'x', [
      { text: 'Please enter your birthday as mm/dd/yyyy, for example 03/14/1990.', key: 'loyalty.birthday.invalid', severity: 'ERROR', tags: [], display_locations: [] },
      { text: 'Second', key: 'b', severity: 'ERROR', tags: [], display_locations: [] },
    ]);
    expect(joinFailureText(refusal)).toBe('Please enter your birthday as mm/dd/yyyy, for example 03/14/1990.');
  });

  it('is a general text when the server said nothing meant for the shopper', () => {
    expect(joinFailureText(new RpcNetworkError('rpc.form', true, new Error('timeout')))).toBe("We couldn't sign you up for Loyalty. Please try again.");
    expect(joinFailureText(new RpcMethodError('rpc.form', 102, '', []))).toBe(JOIN_TEXTS.failed);
  });
});

describe('joinReturnPath', () => {
  it('comes back to this page, at the host when it has an id', () => {
    window.history.replaceState(null, '', '/account/loyalty/index.tmpl?flavour=react#offers');
    expect(joinReturnPath('loyalty-join-nav')).toBe('/account/loyalty/index.tmpl?flavour=react#loyalty-join-nav');
    expect(joinReturnPath('')).toBe('/account/loyalty/index.tmpl?flavour=react');
    window.history.replaceState(null, '', '/');
  });

  it('is sent to the sign-in page as its return_url', () => {
    expect(signInUrl('/account/loyalty/index.tmpl?flavour=react#loyalty-join-nav')).toBe(
      '/account/signin.tmpl?return_url=%2Faccount%2Floyalty%2Findex.tmpl%3Fflavour%3Dreact%23loyalty-join-nav',
    );
  });
});

describe('parseLoyaltyJoinProps', () => {
  it('takes the sticky or nav variant, sticky by default', () => {
    expect(parseLoyaltyJoinProps({})).toEqual({ variant: 'sticky' });
    expect(parseLoyaltyJoinProps({ variant: 'nav' })).toEqual({ variant: 'nav' });
    expect(parseLoyaltyJoinProps({ variant: ' sticky ' })).toEqual({ variant: 'sticky' });
  });

  it('refuses any other variant', () => {
    expect(() => parseLoyaltyJoinProps({ variant: 'popup' })).toThrow(new PropsError('prop "variant" must be "sticky" or "nav", got "popup"'));
    expect(() => parseLoyaltyJoinProps({ variant: 3 })).toThrow(PropsError);
  });
});
