// The waitlist form (docs/requirements.md §3.6, §4.3, §7, §8): the address is checked before anything is sent,
// the sign-up is rpc.form _SUBMIT=waitlist, success shows the thank-you view, a failure shows messages[0].text in
// the error element and keeps what was typed. Inline on a page, the form in the dialog when opened on demand;
// nothing while the waitlistNotification flag is off (§9.1).
import { rawProduct } from '../../helpers/product-fixtures';
import { click, mountPage, productHost, setUpIslandPage, type Handler, type PageOptions } from '../../helpers/island-page';
import { json, rpcError, type WireCall } from '../../helpers/fake-endpoint';
import { deferred } from '../../helpers/deferred';
import { waitFor } from '../../helpers/wait-for';
import { PAGE_STATUS_ATTRIBUTE } from '../../../src/ui/page-status';

setUpIslandPage();

const SIGNED_UP = (call: WireCall) => {
  const p = call.params[0]!;
  const result = { SUCCESS: 1, PC_EMAIL_ADDRESS: String(p.PC_EMAIL_ADDRESS).toLowerCase(), REQUEST_TYPE: p.REQUEST_TYPE, EVENT_ID: p.EVENT_ID };
  return { result: { value: result, data: { ac_results: [{ action: 'waitlist', result }] } } };
};
const waitlistOnly = (answer: Handler): Handler => (call) => (call.method === 'rpc.form' && call.params[0]?._SUBMIT === 'waitlist' ? answer(call) : undefined);
const CAMPAIGN = { waitlist: { productIds: ['PROD12'], endDate: '2030-01-01', eventId: 'HOLIDAY_2030', requestType: 'CHRISTMAS' } };

const INLINE = '<div id="host" data-widget="waitlist-form"><p>server text</p></div>';
const host = () => document.getElementById('host')!;
const field = () => document.querySelector<HTMLInputElement>('input.sfi-waitlist__input')!;
const errorElement = () => document.querySelector<HTMLElement>('.sfi-waitlist__error')!;
const submitButton = () => document.querySelector<HTMLButtonElement>('button.sfi-waitlist__submit')!;
const thanks = () => document.querySelector<HTMLElement>('.sfi-waitlist__thanks');
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sfi-waitlist-dialog');

/** Types as a shopper does: the value changes and an input event fires (React and Preact both hear it). */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function mountForm(options: PageOptions = {}, html = INLINE) {
  return mountPage(html, { config: CAMPAIGN, handler: waitlistOnly(SIGNED_UP), ...options });
}

describe('waitlist-form placed on a page', () => {
  it('renders a labelled form under its heading in place of the server content', async () => {
    await mountForm();
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    expect(host().textContent).not.toContain('server text');
    const section = host().querySelector('section.sfi-waitlist')!;
    const heading = section.querySelector('h2')!;
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.textContent).toBe('Join the waitlist');
    expect(section.querySelector('.sfi-waitlist__intro')!.textContent).toBe('Leave your email address and we will let you know as soon as it is available.');
    expect(document.querySelector(`label[for="${field().id}"]`)!.textContent).toBe('Email address');
    expect([field().type, field().autocomplete, field().value]).toEqual(['email', 'email', '']);
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    expect(errorElement().getAttribute('role')).toBe('alert');
    expect(errorElement().textContent).toBe('');
    expect(submitButton().textContent).toBe('Join the waitlist');
  });

  it('takes its heading, intro and heading level from props', async () => {
    await mountForm({}, '<div id="host" data-widget="waitlist-form" data-props=\'{"title":"Holiday waitlist","intro":"Be first in line.","headingLevel":3}\'></div>');
    expect(host().querySelector('h3')!.textContent).toBe('Holiday waitlist');
    expect(host().querySelector('.sfi-waitlist__intro')!.textContent).toBe('Be first in line.');
  });

  it.each([
    ['', 'Enter your email address.'],
    ['   ', 'Enter your email address.'],
    ['sam@example', 'Enter an email address like name@example.com.'],
    ['sam example.com', 'Enter an email address like name@example.com.'],
  ])('refuses %j before sending: the error, aria-invalid and aria-describedby on the field, focus on it', async (typed, text) => {
    const page = await mountForm();
    typeInto(field(), typed);
    submitButton().focus();
    click(submitButton());
    await waitFor(() => expect(errorElement().textContent).toBe(text));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(errorElement().id);
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(field().value).toBe(typed.trim()); // an email field drops spaces at either end
    expect(page.callsOf('rpc.form', 'waitlist')).toEqual([]);
  });

  it('moves focus to the field again on every refused submit', async () => {
    await mountForm();
    click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(field()));
    submitButton().focus();
    click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });

  it('says the refusal anew on every refused submit, the same words too (the alert speaks again)', async () => {
    await mountForm();
    typeInto(field(), 'sam');
    click(submitButton());
    await waitFor(() => expect(errorElement().textContent).toBe('Enter an email address like name@example.com.'));
    const first = errorElement().firstChild;
    typeInto(field(), 'sam@example'); // still no address: the same words
    click(submitButton());
    await waitFor(() => expect(errorElement().firstChild).not.toBe(first));
    expect(first?.isConnected).toBe(false);
    expect(errorElement().textContent).toBe('Enter an email address like name@example.com.');
    expect(field().getAttribute('aria-describedby')).toBe(errorElement().id);
  });

  it('sends the campaign sign-up and shows the thank-you view, with focus on it', async () => {
    const page = await mountForm();
    typeInto(field(), '  Sam@Example.com ');
    click(submitButton());
    await waitFor(() => expect(thanks()?.textContent).toBe('Thank you. You are on the waitlist: we will email sam@example.com as soon as it is available.'));
    expect(page.callsOf('rpc.form', 'waitlist').map((c) => c.params)).toEqual([
      [{ _SUBMIT: 'waitlist', PC_EMAIL_ADDRESS: 'Sam@Example.com', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030', LAST_SOURCE: 'waitlist_form', _TOKEN: 'tok' }],
    ]);
    expect(host().querySelector('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(thanks()));
    expect(thanks()!.tabIndex).toBe(-1);
  });

  it('clears an earlier error once a corrected address is sent', async () => {
    await mountForm();
    typeInto(field(), 'sam@');
    click(submitButton());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(thanks()).not.toBeNull());
    expect(document.querySelector('.sfi-waitlist__error')).toBeNull();
  });

  it('takes requestType, eventId and lastSource from props over the page config', async () => {
    const page = await mountForm({}, '<div data-widget="waitlist-form" data-props=\'{"requestType":"VIP","eventId":"E1","lastSource":"footer"}\'></div>');
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(thanks()).not.toBeNull());
    expect(page.callsOf('rpc.form', 'waitlist')[0]!.params[0]).toMatchObject({ REQUEST_TYPE: 'VIP', EVENT_ID: 'E1', LAST_SOURCE: 'footer' });
  });

  it('sends the defaults without a waitlist in the page config', async () => {
    const page = await mountForm({ config: {} });
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(thanks()).not.toBeNull());
    expect(page.callsOf('rpc.form', 'waitlist')[0]!.params[0]).toMatchObject({ REQUEST_TYPE: 'WAITLIST', EVENT_ID: '', LAST_SOURCE: 'waitlist_form' });
  });

  it('on failure shows messages[0].text in the error element and keeps what was typed (§8)', async () => {
    await mountForm({ handler: waitlistOnly(() => rpcError('Sorry, the waitlist is full.', 'waitlist.full')) });
    typeInto(field(), 'sam@example.com');
    submitButton().focus();
    click(submitButton());
    await waitFor(() => expect(errorElement().textContent).toBe('Sorry, the waitlist is full.'));
    expect(field().value).toBe('sam@example.com');
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    expect(field().getAttribute('aria-describedby')).toBe(errorElement().id);
    expect(thanks()).toBeNull();
    expect(submitButton().textContent).toBe('Join the waitlist');
    expect(document.activeElement).toBe(submitButton());
  });

  it('shows its own words, not a bare "7", when the message text is a number', async () => {
    const numbered = { error: { code: 102, message: 'full', data: { messages: [{ text: 7, key: 'waitlist.full', severity: 'ERROR', tags: [], display_locations: [] }] } } };
    await mountForm({ handler: waitlistOnly(() => numbered) });
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(errorElement().textContent).toBe("We couldn't sign you up. Please try again."));
  });

  it('dispatches sfi:waitlist:failed on document with its source and words on a failure', async () => {
    const failures: unknown[] = [];
    const listen = (event: Event) => failures.push((event as CustomEvent).detail);
    document.addEventListener('sfi:waitlist:failed', listen);
    await mountForm({ handler: waitlistOnly(() => rpcError('Sorry, the waitlist is full.', 'waitlist.full')) });
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(errorElement().textContent).toBe('Sorry, the waitlist is full.'));
    document.removeEventListener('sfi:waitlist:failed', listen);
    expect(failures).toEqual([{ lastSource: 'waitlist_form', text: 'Sorry, the waitlist is full.' }]);
  });

  it('says so in its own words when the server said nothing for the shopper (an HTTP error)', async () => {
    await mountForm({ http: (batch) => (batch.some((c) => c.params[0]?._SUBMIT === 'waitlist') ? json({ error: 'down' }, 503) : undefined) });
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(errorElement().textContent).toBe("We couldn't sign you up. Please try again."));
    expect(field().value).toBe('sam@example.com');
  });

  it('treats an answer without SUCCESS: 1 as a failure', async () => {
    await mountForm({ handler: waitlistOnly(() => ({ result: { value: {} } })) });
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(errorElement().textContent).toBe("We couldn't sign you up. Please try again."));
  });

  it('sends once while a sign-up is on its way, and says it is sending', async () => {
    const answer = deferred<void>();
    const page = await mountForm({ handler: waitlistOnly(async (call) => (await answer.promise, SIGNED_UP(call))) });
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Sending…'));
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(submitButton().disabled).toBe(false); // stays focusable
    click(submitButton());
    answer.resolve();
    await waitFor(() => expect(thanks()).not.toBeNull());
    expect(page.callsOf('rpc.form', 'waitlist')).toHaveLength(1);
  });

  it('renders nothing while the waitlistNotification flag is off', async () => {
    await mountForm({ flags: { waitlistNotification: false } });
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    expect(host().innerHTML).toBe('');
  });

  it.each([
    [{ requestType: 'a b' }, 'prop "requestType" must be up to 64 letters, digits, "_", "-" or "."; got "a b"'],
  ])('refuses bad props %j', async (props, problem) => {
    await mountForm({}, `<div id="host" data-widget="waitlist-form" data-props='${JSON.stringify(props)}'><p>server text</p></div>`);
    expect(host().getAttribute('data-widget-state')).toBe('error');
    expect(host().textContent).toBe('server text');
    expect((console.warn as jest.Mock).mock.calls[0]![0]).toContain(problem);
  });

  it.each([
    [{ skuBaseId: 1.5 }, 'prop "skuBaseId" must be a whole number from 1 to 2147483647, got 1.5; it is left out'],
    [{ skuBaseId: 0 }, 'prop "skuBaseId" must be a whole number from 1 to 2147483647, got 0; it is left out'],
  ])('mounts the page\'s own sign-up without a bad skuBaseId %j, warning once', async (props, problem) => {
    await mountForm({}, `<div id="host" data-widget="waitlist-form" data-props='${JSON.stringify(props)}'><p>server text</p></div>`);
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    expect(host().querySelector('h2')!.textContent).toBe('Join the waitlist');
    expect((console.warn as jest.Mock).mock.calls).toEqual([[`[storefront-islands] <div#host data-widget="waitlist-form">: ${problem}; the island mounted without them`]]);
  });
});

describe('waitlist-form opened on demand', () => {
  it('is the form in the modal dialog; a sold-out shade\'s sign-up is a back-in-stock request for its SKU', async () => {
    const page = await mountForm({ catalog: [rawProduct(1)], inStore: true }, '');
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const opened = page.runtime.open('waitlist-form', { skuBaseId: 13, productId: 'PROD1' });
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Notify me when it is back');
    expect(dialog()!.querySelector('.sfi-waitlist__intro')!.textContent).toBe('Velvet Lipstick 1, Nude is sold out. Leave your email address and we will tell you when it is back.');
    expect(submitButton().textContent).toBe('Notify me');
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(thanks()?.textContent).toBe('Thank you. We will email sam@example.com when Velvet Lipstick 1, Nude is back in stock.'));
    expect(page.callsOf('rpc.form', 'waitlist')[0]!.params).toEqual([
      { _SUBMIT: 'waitlist', PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'BIS', EVENT_ID: '', LAST_SOURCE: 'notify_me', SKU_BASE_ID: 13, _TOKEN: 'tok' },
    ]);
    click(dialog()!.querySelector('.sfi-dialog__close')!);
    await opened.closed;
    expect(opened.host.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it.each([
    ['a sign-up', SIGNED_UP, 'Thank you. We will email sam@example.com when Velvet Lipstick 1, Nude is back in stock.'],
    ['a failure', () => rpcError('Sorry, the waitlist is full.', 'waitlist.full'), 'Sorry, the waitlist is full.'],
  ])('closed while sending, says and shows %s in the page\'s status region, until the next key', async (_, answerWith, words) => {
    const answer = deferred<void>();
    const page = await mountForm({ catalog: [rawProduct(1)], inStore: true, handler: waitlistOnly(async (call) => (await answer.promise, answerWith(call))) }, '');
    const opened = page.runtime.open('waitlist-form', { skuBaseId: 13, productId: 'PROD1' });
    await waitFor(() => expect(dialog()?.open).toBe(true));
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Sending…'));
    const status = document.querySelector<HTMLElement>(`body > [${PAGE_STATUS_ATTRIBUTE}][role="status"]`)!;
    expect(status.textContent).toBe(''); // on the page before there is anything to say
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await opened.closed;
    answer.resolve();
    await waitFor(() => expect(status.textContent).toBe(words));
    expect(status.className).toBe('sfi-page-status');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect([status.textContent, status.className]).toEqual(['', 'sfi-visually-hidden']);
  });

  it('opened again after it closed half-typed (a trigger hash, Escape), shows what was typed; another form does not', async () => {
    const page = await mountForm({ catalog: [rawProduct(1)], inStore: true }, '');
    const first = page.runtime.open('waitlist-form', { skuBaseId: 13, productId: 'PROD1' });
    await waitFor(() => expect(dialog()?.open).toBe(true));
    typeInto(field(), 'sam@exam');
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true })); // what a trigger hash asks of our dialogs
    await first.closed;
    const again = page.runtime.open('waitlist-form', { skuBaseId: 13, productId: 'PROD1' });
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(field().value).toBe('sam@exam');
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(thanks()?.textContent).toBe('Thank you. We will email sam@example.com when Velvet Lipstick 1, Nude is back in stock.'));
    expect(page.callsOf('rpc.form', 'waitlist')[0]!.params[0]).toMatchObject({ PC_EMAIL_ADDRESS: 'sam@example.com', SKU_BASE_ID: 13 });
    again.close();
    await again.closed;
    page.runtime.open('waitlist-form', { skuBaseId: 14, productId: 'PROD1' });
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(field().value).toBe('');
  });

  it('is described by its intro, so a screen reader says which product with the dialog\'s name; then by the thank-you', async () => {
    // The focus goes to the field, past the intro: without a description only the name and the field were read.
    const page = await mountForm({ catalog: [rawProduct(1)], inStore: true }, '');
    page.runtime.open('waitlist-form', { skuBaseId: 13, productId: 'PROD1' });
    await waitFor(() => expect(dialog()?.open).toBe(true));
    const description = () => document.getElementById(dialog()!.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toBe('Velvet Lipstick 1, Nude is sold out. Leave your email address and we will tell you when it is back.');
    typeInto(field(), 'sam@example.com');
    click(submitButton());
    await waitFor(() => expect(thanks()).not.toBeNull());
    expect(description()).toBe(thanks()!.textContent);
  });

  it('names no product it does not know', async () => {
    const page = await mountForm({}, '');
    page.runtime.open('waitlist-form', { skuBaseId: 99, productId: 'PROD9' });
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()!.querySelector('.sfi-waitlist__intro')!.textContent).toBe('Leave your email address and we will tell you when it is back.');
  });

  it('closes at once while the waitlistNotification flag is off', async () => {
    const page = await mountForm({ flags: { waitlistNotification: false } }, '');
    const opened = page.runtime.open('waitlist-form', { skuBaseId: 13 });
    await opened.closed;
    expect(opened.host.isConnected).toBe(false);
    expect(dialog()).toBeNull();
  });
});

describe('"Notify me" on a sold-out shade (src/ui/add-to-bag-button.tsx)', () => {
  it('opens this form in the dialog for the shade, and focus comes back to it on close', async () => {
    await mountForm({ catalog: [rawProduct(1)], inStore: true }, productHost('PROD1'));
    await waitFor(() => expect(document.querySelector('.sfi-swatch__input')).not.toBeNull());
    click(document.querySelector<HTMLInputElement>('input[type="radio"][value="Nude"]')!);
    const notify = () => document.querySelector<HTMLButtonElement>('.sfi-bag__notify');
    await waitFor(() => expect(notify()?.textContent).toBe('Notify me when Velvet Lipstick 1 is back'));
    notify()!.focus();
    click(notify()!);
    await waitFor(() => expect(dialog()?.open).toBe(true));
    expect(document.querySelector('.sfi-on-demand')!.getAttribute('data-props')).toBe('{"skuBaseId":13,"productId":"PROD1"}');
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(notify()));
  });

  it('is not offered while the waitlistNotification flag is off', async () => {
    await mountForm({ catalog: [rawProduct(1)], inStore: true, flags: { waitlistNotification: false } }, productHost('PROD1'));
    await waitFor(() => expect(document.querySelector('.sfi-swatch__input')).not.toBeNull());
    click(document.querySelector<HTMLInputElement>('input[type="radio"][value="Nude"]')!);
    await waitFor(() => expect(document.querySelector('.sfi-bag__button')!.getAttribute('data-action')).toBe('sold-out'));
    expect(document.querySelector('.sfi-bag__notify')).toBeNull();
  });
});
