// User fields (docs/requirements.md §3.2, §8): marked elements show the user's properties as text.
import { parseUser } from '../../../src/rpc/parse-storefront';
import { fillUserFields, userFieldText } from '../../../src/widgets/user-fields/fill-user-fields';

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('userFieldText', () => {
  it('writes numbers grouped in the page locale, text as it is', () => {
    expect(userFieldText(1250, 'en_US')).toBe('1,250');
    expect(userFieldText(1250, 'de_DE')).toBe('1.250');
    expect(userFieldText(0, 'en_US')).toBe('0');
    expect(userFieldText('Ana', 'en_US')).toBe('Ana');
  });
});

describe('fillUserFields', () => {
  it('fills each marked element with its field as text, never markup', () => {
    document.body.innerHTML = '<p>Hi, <span id="a" data-user-field="firstName">there</span>! <b id="b" data-user-field="loyaltyPoints">?</b> <i id="c" data-user-field="email"></i></p>';
    const user = parseUser({ first_name: '<img src=x onerror=alert(1)>', loyalty_points: 1250, email: 'ana@example.com' });
    expect(fillUserFields(document, user, 'en_US')).toBe(3);
    expect(document.getElementById('a')!.innerHTML).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(document.getElementById('b')!.textContent).toBe('1,250');
    expect(document.getElementById('c')!.textContent).toBe('ana@example.com');
    expect(document.querySelector('img')).toBeNull();
  });

  it('leaves an element whose field is empty as the server wrote it', () => {
    document.body.innerHTML = '<span id="a" data-user-field="firstName">there</span>';
    expect(fillUserFields(document, parseUser({ email: 'x@example.com' }), 'en_US')).toBe(0);
    expect(document.getElementById('a')!.innerHTML).toBe('there');
  });

  it('leaves an unknown field alone, and warns once per name', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<span id="a" data-user-field="first_name">there</span><span data-user-field="first_name"></span><span data-user-field="__proto__">x</span>';
    fillUserFields(document, parseUser({ first_name: 'Ana' }), 'en_US');
    fillUserFields(document, parseUser({ first_name: 'Ana' }), 'en_US');
    expect(document.getElementById('a')!.textContent).toBe('there');
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[storefront-islands] user-fields: data-user-field="first_name" is not a user field (firstName, email, loyaltyPoints); the element keeps its content.',
      '[storefront-islands] user-fields: data-user-field="__proto__" is not a user field (firstName, email, loyaltyPoints); the element keeps its content.',
    ]);
  });
});
