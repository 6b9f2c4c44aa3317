// The sign-in and new-account forms inside the dialog (docs/requirements.md §2.1, §2.2; docs/widgets.md
// "account-form"): posted as the storefront's sign-in page posts them, the storefront's messages shown (focus on
// them, the email kept, the password not), a redirect followed as a full page load.
import * as navigate from '../../../src/ui/navigate';
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const realFetch = globalThis.fetch;
let posts: Array<{ url: string; method: string; body: Record<string, string> }>;
function serve(answer: () => Response | Promise<Response>) {
  posts = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    posts.push({ url: request.url, method: request.method, body: Object.fromEntries(new URLSearchParams(await request.text())) });
    return answer();
  }) as unknown as typeof fetch;
}
/** What fetch hands back after following the storefront's 303 to the page to go to. */
function redirectedTo(url: string): Response {
  const response = new Response('<!doctype html><p>the page</p>', { status: 200, headers: { 'content-type': 'text/html' } });
  Object.defineProperties(response, { redirected: { value: true }, url: { value: url } });
  return response;
}
/** The sign-in page re-rendered with the form's messages, as the storefront answers a refused post. */
const refusedPage = (panel: string, messages: string[]) =>
  `<!doctype html><header><div role="alert">Site notice</div></header><main><section id="${panel}"><div class="form-errors" role="alert"><p>Please correct the following:</p><ul>${messages.map((m) => `<li>${m}</li>`).join('')}</ul></div><form></form></section></main>`;

let goTo: jest.SpyInstance;
beforeEach(() => {
  serve(() => new Response('', { status: 500 }));
  goTo = jest.spyOn(navigate, 'goTo').mockImplementation(() => {});
});
afterEach(() => (globalThis.fetch = realFetch));

const host = (props: object) => `<div id="account" data-widget="account-form" data-props='${JSON.stringify(props)}'><p>form</p></div>`;
const form = () => document.querySelector<HTMLFormElement>('#account form.sfi-account')!;
const field = (label: string) => {
  const id = [...form().querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor;
  return document.getElementById(id) as HTMLInputElement;
};
/** Typing, as the browser reports it: the value changes (through the element's own setter), then `input`. */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const submitButton = () => form().querySelector<HTMLButtonElement>('button[type="submit"]')!;
const messages = () => [...form().querySelectorAll('.sfi-account__errors li')].map((li) => li.textContent);
async function fillAndSubmit(values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) type(field(label), value);
  await jest.advanceTimersByTimeAsync(50);
  click(submitButton());
}

describe('account-form: sign in', () => {
  it('renders the return-user form: labelled email and password, the button', async () => {
    await mountPage(host({ form: 'signin', returnUrl: '/product/3' }));
    expect([...form().querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Email address', 'Password']);
    expect([field('Email address').type, field('Email address').autocomplete, field('Password').type, field('Password').autocomplete]).toEqual([
      'email', 'username', 'password', 'current-password',
    ]);
    expect(submitButton().textContent).toBe('Sign in');
    expect(form().noValidate).toBe(true);
  });

  it('empty fields: says what is missing, focus on the message, nothing sent', async () => {
    await mountPage(host({ form: 'signin' }));
    await fillAndSubmit({});
    await waitFor(() => expect(messages()).toEqual(['Enter your email address and your password.']));
    // The address typed (or kept after a failed send, which clears the password): only the password is asked for.
    await fillAndSubmit({ 'Email address': 'shopper@example.com' });
    await waitFor(() => expect(messages()).toEqual(['Enter your password.']));
    // Said once, by the focus: the summary is no alert as well (an alert focused at once is said twice).
    expect(document.activeElement).toBe(form().querySelector('.sfi-account__errors'));
    expect(form().querySelector('[role="alert"]')).toBeNull();
    expect(posts).toEqual([]);
    expect(field('Email address').value).toBe('shopper@example.com');
    expect([field('Email address').getAttribute('aria-invalid'), field('Password').getAttribute('aria-invalid')]).toEqual([null, 'true']);
  });

  it('posts the form as the page does (token, return page, fields) and goes where the storefront sends it', async () => {
    serve(() => redirectedTo('http://localhost/product/3?flavour=react'));
    await mountPage(host({ form: 'signin', returnUrl: '/product/3', action: '/account/signin.tmpl?flavour=react' }));
    await fillAndSubmit({ 'Email address': 'shopper@example.com', Password: 'password' });
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(goTo.mock.calls).toEqual([['http://localhost/product/3?flavour=react']]);
    expect(posts).toEqual([{
      url: 'http://localhost/account/signin.tmpl?flavour=react',
      method: 'POST',
      body: { action: 'signin', _TOKEN: 'tok', return_url: '/product/3', email: 'shopper@example.com', password: 'password' },
    }]);
    expect([submitButton().textContent, submitButton().getAttribute('aria-disabled')]).toEqual(['Signing in…', 'true']);
  });

  it('a refusal shows the storefront\'s messages for this form, focused; the email stays, the password goes', async () => {
    serve(() => new Response(refusedPage('sign-in', ['The email address or password is incorrect. Check both and try again.']), { status: 401 }));
    await mountPage(host({ form: 'signin', returnUrl: '/cart' }));
    await fillAndSubmit({ 'Email address': 'shopper@example.com', Password: 'wrong' });
    await waitFor(() => expect(messages()).toEqual(['The email address or password is incorrect. Check both and try again.']));
    const alert = form().querySelector('.sfi-account__errors')!;
    expect(alert.firstElementChild!.textContent).toBe('Please correct the following:');
    expect(document.activeElement).toBe(alert);
    expect([field('Email address').value, field('Password').value]).toEqual(['shopper@example.com', '']);
    expect([field('Email address').getAttribute('aria-invalid'), field('Email address').getAttribute('aria-describedby')]).toEqual(['true', alert.id]);
    expect([submitButton().textContent, submitButton().hasAttribute('aria-disabled')]).toEqual(['Sign in', false]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it.each<[string, () => Response | Promise<Response>, string]>([
    ['an expired session (403)', () => new Response('<p>Forbidden</p>', { status: 403 }), 'Your session has expired. Please refresh the page and try again.'],
    ['too many attempts (429)', () => new Response('slow down', { status: 429 }), 'Too many attempts. Please wait a moment and try again.'],
    ['a server error', () => new Response('<p>oops</p>', { status: 500 }), 'Sorry, we could not reach our servers. Please try again.'],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'Sorry, we could not reach our servers. Please try again.'],
  ])('%s: says so, focused; nothing typed was wrong, so both fields are kept and neither is marked', async (_what, answer, message) => {
    serve(answer);
    await mountPage(host({ form: 'signin' }));
    await fillAndSubmit({ 'Email address': 'shopper@example.com', Password: 'pass word' });
    await waitFor(() => expect(messages()).toEqual([message]));
    const summary = form().querySelector('.sfi-account__errors')!;
    expect(document.activeElement).toBe(summary);
    // Not "Please correct the following:": there is nothing to correct.
    expect(summary.textContent).toBe(message);
    expect([field('Email address').value, field('Password').value]).toEqual(['shopper@example.com', 'pass word']);
    expect([field('Email address'), field('Password')].map((input) => [input.getAttribute('aria-invalid'), input.getAttribute('aria-describedby')])).toEqual([[null, null], [null, null]]);
    expect(goTo).not.toHaveBeenCalled();
    // Tried again as it stands: the same address and password go.
    serve(() => redirectedTo('http://localhost/cart'));
    click(submitButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/cart'));
    expect(posts.map(({ body }) => [body.email, body.password])).toEqual([['shopper@example.com', 'pass word']]);
  });

  it('comes back to this page when no return page is given, and never follows a redirect off the site', async () => {
    history.replaceState(null, '', '/product/9?x=1#sign-in');
    serve(() => redirectedTo('https://elsewhere.example/'));
    await mountPage(host({ form: 'signin', returnUrl: '//elsewhere.example/' }));
    await fillAndSubmit({ 'Email address': 'shopper@example.com', Password: 'password' });
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(posts[0]!.body.return_url).toBe('/product/9?x=1');
    expect(goTo.mock.calls).toEqual([['/product/9?x=1']]);
    history.replaceState(null, '', '/');
  });
});

describe('account-form: new account', () => {
  it('asks for first name, email and password (with the storefront\'s hint) and sends first_name', async () => {
    serve(() => redirectedTo('http://localhost/cart'));
    await mountPage(host({ form: 'create', returnUrl: '/cart', passwordHint: 'At least 8 characters; avoid common passwords.' }));
    expect([...form().querySelectorAll('label')].map((l) => l.textContent)).toEqual(['First name', 'Email address', 'Password']);
    expect([field('Password').autocomplete, field('Email address').autocomplete]).toEqual(['new-password', 'email']);
    const hint = form().querySelector('.sfi-account__hint')!;
    expect([hint.textContent, field('Password').getAttribute('aria-describedby')]).toEqual(['At least 8 characters; avoid common passwords.', hint.id]);
    expect(submitButton().textContent).toBe('Create account');
    await fillAndSubmit({ 'First name': 'Robin', 'Email address': 'robin@example.com', Password: 'a long enough password' });
    await waitFor(() => expect(goTo.mock.calls).toEqual([['http://localhost/cart']]));
    expect(posts[0]!.body).toEqual({ action: 'create', _TOKEN: 'tok', return_url: '/cart', email: 'robin@example.com', password: 'a long enough password', first_name: 'Robin' });
  });

  it('names each missing field; reads the new-account messages, not the sign-in ones', async () => {
    await mountPage(host({ form: 'create' }));
    await fillAndSubmit({ 'Email address': '  ' });
    await waitFor(() => expect(messages()).toEqual(['Enter your first name.', 'Enter your email address.', 'Choose a password.']));
    serve(() => new Response(refusedPage('sign-in', ['Wrong form']) + refusedPage('new-account', ['An account already exists for this email address.']), { status: 409 }));
    await fillAndSubmit({ 'First name': 'Robin', 'Email address': 'shopper@example.com', Password: 'a long enough password' });
    await waitFor(() => expect(messages()).toEqual(['An account already exists for this email address.']));
    expect(field('First name').value).toBe('Robin');
  });

  it('marks only the fields the messages are about: a missing first name, not the email and password typed', async () => {
    const invalid = () => ['First name', 'Email address', 'Password'].map((label) => field(label).getAttribute('aria-invalid'));
    const describedBy = () => ['First name', 'Email address', 'Password'].map((label) => field(label).getAttribute('aria-describedby'));
    await mountPage(host({ form: 'create', passwordHint: 'At least 8 characters.' }));
    await fillAndSubmit({ 'Email address': 'robin@example.com', Password: 'a long enough password' });
    await waitFor(() => expect(messages()).toEqual(['Enter your first name.']));
    const alert = form().querySelector('.sfi-account__errors')!;
    const hint = form().querySelector('.sfi-account__hint')!;
    expect(invalid()).toEqual(['true', null, null]);
    expect(describedBy()).toEqual([alert.id, null, hint.id]);
    // The storefront's refusal is about the email and password.
    serve(() => new Response(refusedPage('new-account', ['An account already exists for this email address.']), { status: 409 }));
    await fillAndSubmit({ 'First name': 'Robin' });
    await waitFor(() => expect(messages()).toEqual(['An account already exists for this email address.']));
    expect(invalid()).toEqual([null, 'true', 'true']);
    expect(describedBy()).toEqual([null, alert.id, `${alert.id} ${hint.id}`]);
  });

  it.each<[object, string]>([
    [{}, 'prop "form" is required, like "signin"'],
    [{ form: 'reset' }, 'prop "form" must be one of "signin", "create", like "signin", got "reset"'],
    [{ form: 'signin', action: 'https://evil.example/collect' }, 'prop "action" must be a page of this site (got "https://evil.example/collect"); the form sends a password'],
  ])('refuses %j', async (props, problem) => {
    await mountPage(host(props));
    expect(document.getElementById('account')!.getAttribute('data-widget-state')).toBe('error');
    expect((console.warn as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      `[storefront-islands] <div#account data-widget="account-form">: bad props: ${problem}; the host was left as it was.`,
    ]);
  });
});
