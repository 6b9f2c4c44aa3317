// The loyalty-join island (docs/widgets.md "loyalty-join"; docs/requirements.md §5.1, §7 loyalty_join, §9.1 flags):
// the agreement must be ticked (else the error element appears and takes focus), the join is rpc.form
// loyalty_join with LOYALTY_ACTIVE_FLAG=1, then the browser goes to the loyalty index; an anonymous shopper is
// sent to sign in and back; a refusal shows its first message and keeps what was typed.
import { resolvePageConfig } from '../../../src/config/page-config';
import { emit } from '../../../src/mount/events';
import { IslandRuntime } from '../../../src/mount/runtime';
import { getStore } from '../../../src/store/store';
import type { IslandDefinition } from '../../../src/ui/island-context';
import * as joinForm from '../../../src/widgets/loyalty-join/join-form';
import { fakeEndpoint, json, rpcError } from '../../helpers/fake-endpoint';
import { click, mountPage, setUpIslandPage } from '../../helpers/island-page';
import { setUserCookie } from '../../helpers/reset';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const SHOPPER = 'signed_in:1&csr_logged_in:0&item_count:0&is_loyalty_member:0';
const MEMBER = 'signed_in:1&csr_logged_in:0&item_count:0&is_loyalty_member:1';
const HOST = '<div id="loyalty-join-sticky" data-widget="loyalty-join"><p>server content</p></div>';
const JOINED = { result: { value: { is_loyalty_member: 1 }, data: { ac_results: [{ action: 'loyalty_join', result: { SUCCESS: 1, KEY: 'LOYALTY.JOINED' } }] } } };

const host = () => document.getElementById('loyalty-join-sticky')!;
const form = () => host().querySelector('form')!;
const agreement = () => host().querySelector<HTMLInputElement>('input[type=checkbox]')!;
const birthday = () => host().querySelector<HTMLInputElement>('input[name=birthday]')!;
const submitButton = () => host().querySelector<HTMLButtonElement>('button[type=submit]')!;
const errorElement = () => host().querySelector<HTMLElement>('.sfi-loyalty-join__error');
const pickerMounted = () => waitFor(() => expect(host().querySelector('[data-widget="date-picker"]')!.getAttribute('data-widget-state')).toBe('mounted'));
/** Every message the form shows, the form's and the picker's: one problem should be one of them. */
const messagesShown = () => [...host().querySelectorAll('.sfi-loyalty-join__error, .sfi-date-picker__error')].map((el) => el.textContent).filter(Boolean);
/** What a screen reader hears as the element's description. */
const description = (el: Element) => (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' ');
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** Today as the picker writes it: its latest birthday. */
const today = `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
const NO_SUCH_DATE = `There is no such date. Enter the date as mm/dd/yyyy, for example 03/15/${now.getFullYear()}.`;

function spyNavigation(): jest.SpyInstance {
  return jest.spyOn(joinForm, 'goToLoyaltyIndex').mockImplementation(() => {});
}

/** After a birthday was refused: a good one, taken by the picker (which clears the field's mark), is the one sent. */
async function joinsWithABirthdayAfterAll(page: Awaited<ReturnType<typeof mountPage>>): Promise<void> {
  birthday().value = '03/14/1990';
  birthday().dispatchEvent(new Event('change', { bubbles: true }));
  await waitFor(() => expect(birthday().getAttribute('aria-invalid')).toBeNull());
  const navigate = spyNavigation();
  click(submitButton());
  await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  expect(page.callsOf('rpc.form', 'loyalty_join').map((c) => c.params[0]!.BIRTHDAY)).toEqual(['03/14/1990']);
}

describe('loyalty-join island, signed-in shopper', () => {
  it('is a form named by its title, with a birthday field, the agreement and a join button', async () => {
    await mountPage(HOST, { userCookie: SHOPPER });
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    const title = document.getElementById(form().getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Join Loyalty');
    expect(birthday().labels![0]!.textContent).toBe('Birthday (optional, mm/dd/yyyy)');
    expect(agreement().labels![0]!.textContent).toBe('I agree to the Loyalty program terms and conditions.');
    expect(agreement().checked).toBe(false);
    expect(submitButton().textContent).toBe('Join now');
    expect(errorElement()).toBeNull();
    // This build has the date picker: the birthday field is its host, and it mounts there.
    const picker = host().querySelector('[data-widget="date-picker"]')!;
    expect(picker.querySelector('input[name="birthday"]')!.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    await waitFor(() => expect(picker.getAttribute('data-widget-state')).toBe('mounted'));
  });

  it('names the navigation variant differently, so two forms on a page are told apart', async () => {
    await mountPage('<div id="loyalty-join-sticky" data-widget="loyalty-join" data-prop-variant="nav"></div>', { userCookie: SHOPPER });
    expect(form().className).toBe('sfi-loyalty-join sfi-loyalty-join--nav');
    expect(document.getElementById(form().getAttribute('aria-labelledby')!)!.textContent).toBe('Become a Loyalty member');
  });

  it('without the agreement: shows the error element, moves focus to it, marks the checkbox, sends nothing', async () => {
    const page = await mountPage(HOST, { userCookie: SHOPPER });
    const navigate = spyNavigation();
    birthday().value = '03/14/1990';
    click(submitButton());
    await waitFor(() => expect(errorElement()).not.toBeNull());
    expect(errorElement()!.textContent).toBe('Please tick the box to agree to the Loyalty terms and conditions.');
    expect(document.activeElement).toBe(errorElement());
    expect(agreement().getAttribute('aria-invalid')).toBe('true');
    expect(agreement().getAttribute('aria-describedby')).toBe(errorElement()!.id);
    // A second try moves focus back to the error, wherever the shopper was.
    submitButton().focus();
    click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(errorElement()));
    await jest.advanceTimersByTimeAsync(100);
    expect(page.calls).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(birthday().value).toBe('03/14/1990');
  });

  it('ticking the box after that error: no longer marked invalid nor described by the message it answered; a birthday error stays', async () => {
    await mountPage(HOST, { userCookie: SHOPPER });
    click(submitButton());
    await waitFor(() => expect(agreement().getAttribute('aria-invalid')).toBe('true'));
    click(agreement());
    await waitFor(() => expect(agreement().getAttribute('aria-invalid')).toBeNull());
    expect([agreement().checked, agreement().getAttribute('aria-describedby'), errorElement()]).toEqual([true, null, null]);
    // Only the agreement's own error goes with a tick: the birthday's (the picker's, on the field) stays.
    await pickerMounted();
    birthday().value = '03/14/2990';
    click(submitButton());
    await waitFor(() => expect(messagesShown()).toEqual([`Enter a date from 01/01/1900 to ${today}.`]));
    click(agreement());
    click(agreement());
    await jest.advanceTimersByTimeAsync(50);
    expect([messagesShown(), birthday().getAttribute('aria-invalid')]).toEqual([[`Enter a date from 01/01/1900 to ${today}.`], 'true']);
  });

  it('with the agreement: sends loyalty_join with LOYALTY_ACTIVE_FLAG=1 and the birthday, then goes to the loyalty index', async () => {
    const page = await mountPage(HOST, { userCookie: SHOPPER, handler: (call) => (call.method === 'rpc.form' ? JOINED : undefined) });
    const navigate = spyNavigation();
    const joined: unknown[] = [];
    document.addEventListener('sfi:loyalty:joined', (event) => joined.push((event as CustomEvent).detail));
    birthday().value = '03/14/1990';
    click(agreement());
    expect(agreement().checked).toBe(true);
    click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith();
    expect(page.callsOf('rpc.form', 'loyalty_join').map((c) => c.params[0])).toEqual([
      { _SUBMIT: 'loyalty_join', LOYALTY_ACTIVE_FLAG: 1, BIRTHDAY: '03/14/1990', _TOKEN: 'tok' },
    ]);
    expect(joined).toEqual([{}]);
    expect(errorElement()).toBeNull();
  });

  it('sends one join for a double submit, and says it is busy meanwhile', async () => {
    let release!: () => void;
    const page = await mountPage(HOST, {
      userCookie: SHOPPER,
      handler: (call) => (call.method === 'rpc.form' ? new Promise((resolve) => (release = () => resolve(JOINED))) : undefined),
    });
    const navigate = spyNavigation();
    click(agreement());
    click(submitButton());
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('true'));
    expect(submitButton().textContent).toBe('Joining…');
    click(submitButton());
    await waitFor(() => expect(page.callsOf('rpc.form', 'loyalty_join')).toHaveLength(1));
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(page.callsOf('rpc.form', 'loyalty_join')).toHaveLength(1);
  });

  it('a day the month lacks is said once, in the picker\'s words: at submit the field is focused, marked and described by them; nothing sent, nothing lost', async () => {
    const page = await mountPage(HOST, { userCookie: SHOPPER, handler: (call) => (call.method === 'rpc.form' ? JOINED : undefined) });
    await pickerMounted();
    birthday().value = '02/30/1990';
    birthday().dispatchEvent(new Event('change', { bubbles: true })); // leaving the field: the picker reads it
    await waitFor(() => expect(messagesShown()).toEqual([NO_SUCH_DATE]));
    click(agreement());
    submitButton().focus();
    click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(birthday()));
    // The form adds no words of its own: the one message is the picker's, and it is the field's description.
    expect(messagesShown()).toEqual([NO_SUCH_DATE]);
    expect([birthday().getAttribute('aria-invalid'), description(birthday())]).toEqual(['true', NO_SUCH_DATE]);
    expect([agreement().getAttribute('aria-invalid'), agreement().getAttribute('aria-describedby')]).toEqual([null, null]);
    // A second try: the same one message, the focus back on the field.
    submitButton().focus();
    click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(birthday()));
    expect(messagesShown()).toEqual([NO_SUCH_DATE]);
    await jest.advanceTimersByTimeAsync(100);
    expect(page.calls.filter((call) => call.method === 'rpc.form')).toEqual([]);
    expect([birthday().value, agreement().checked]).toEqual(['02/30/1990', true]);

    await joinsWithABirthdayAfterAll(page);
  });

  it('a birthday put in the field with no change the picker heard is read at submit: the picker\'s words, once, not sent', async () => {
    const page = await mountPage(HOST, { userCookie: SHOPPER, handler: (call) => (call.method === 'rpc.form' ? JOINED : undefined) });
    await pickerMounted();
    for (const [typed, words] of [['02/30/1990', NO_SUCH_DATE], ['14/03/1990', `Enter the date as mm/dd/yyyy, for example 03/15/${now.getFullYear()}.`]] as const) {
      birthday().value = typed;
      if (!agreement().checked) click(agreement());
      click(submitButton());
      await waitFor(() => expect(messagesShown()).toEqual([words]));
      await waitFor(() => expect(document.activeElement).toBe(birthday()));
      expect([birthday().getAttribute('aria-invalid'), description(birthday()), birthday().value]).toEqual(['true', words, typed]);
    }
    await jest.advanceTimersByTimeAsync(100);
    expect(page.calls.filter((call) => call.method === 'rpc.form')).toEqual([]);
  });

  it('a birthday in the future is said once, in the picker\'s words naming the range; the field focused and marked, nothing lost', async () => {
    const page = await mountPage(HOST, { userCookie: SHOPPER, handler: (call) => (call.method === 'rpc.form' ? JOINED : undefined) });
    await pickerMounted();
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    const future = `${pad(next.getMonth() + 1)}/01/${next.getFullYear()}`;
    birthday().value = future;
    birthday().dispatchEvent(new Event('change', { bubbles: true }));
    // The field's max is today: the picker refuses the date itself, naming the range; the form says nothing more.
    const range = `Enter a date from 01/01/1900 to ${today}.`;
    await waitFor(() => expect(messagesShown()).toEqual([range]));
    click(agreement());
    click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(birthday()));
    expect(messagesShown()).toEqual([range]);
    expect([birthday().getAttribute('aria-invalid'), description(birthday())]).toEqual(['true', range]);
    // The error is the birthday's, not the agreement's.
    expect([agreement().getAttribute('aria-invalid'), agreement().getAttribute('aria-describedby')]).toEqual([null, null]);
    await jest.advanceTimersByTimeAsync(100);
    expect(page.calls.filter((call) => call.method === 'rpc.form')).toEqual([]);
    expect([birthday().value, agreement().checked]).toEqual([future, true]);

    await joinsWithABirthdayAfterAll(page);
  });

  it('on a refusal: the first message in the error element, focus on it, nothing typed lost, and it can try again', async () => {
    let refuse = true;
    const page = await mountPage(HOST, {
      userCookie: SHOPPER,
      handler: (call) =>
        call.method !== 'rpc.form'
          ? undefined
          : refuse
            ? { error: { code: 102, message: 'x', data: { messages: [
              { text: 'We cannot add you to Loyalty today.', key: 'loyalty.closed', severity: 'ERROR', tags: [], display_locations: [] },
              { text: 'A second message.', key: 'other', severity: 'ERROR', tags: [], display_locations: [] },
            ] } } }
            : JOINED,
    });
    const navigate = spyNavigation();
    birthday().value = '05/06/1991';
    click(agreement());
    click(submitButton());
    await waitFor(() => expect(errorElement()?.textContent).toBe('We cannot add you to Loyalty today.'));
    await waitFor(() => expect(document.activeElement).toBe(errorElement()));
    expect(agreement().getAttribute('aria-invalid')).toBeNull();
    expect([birthday().value, agreement().checked, submitButton().textContent]).toEqual(['05/06/1991', true, 'Join now']);
    expect(navigate).not.toHaveBeenCalled();
    refuse = false;
    birthday().value = '03/14/1990';
    click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(page.callsOf('rpc.form', 'loyalty_join').map((c) => c.params[0]!.BIRTHDAY)).toEqual(['05/06/1991', '03/14/1990']);
  });

  it('on a transport failure: a general message, nothing lost', async () => {
    await mountPage(HOST, { userCookie: SHOPPER, http: (batch) => (batch.some((c) => c.method === 'rpc.form') ? new Response('down', { status: 503 }) : undefined) });
    click(agreement());
    click(submitButton());
    await waitFor(() => expect(errorElement()?.textContent).toBe("We couldn't sign you up for Loyalty. Please try again."));
    await waitFor(() => expect(document.activeElement).toBe(errorElement()));
    expect(agreement().checked).toBe(true);
  });

  it('focuses the form when sign-in brought the shopper back to it (the hash names the host)', async () => {
    window.history.replaceState(null, '', '/account/loyalty/index.tmpl#loyalty-join-sticky');
    await mountPage(HOST, { userCookie: SHOPPER });
    await waitFor(() => expect(document.activeElement).toBe(birthday()));
    window.history.replaceState(null, '', '/');
  });
});

describe('loyalty-join island, others', () => {
  it('sends an anonymous shopper to sign in, coming back to this form', async () => {
    window.history.replaceState(null, '', '/account/loyalty/index.tmpl?flavour=react');
    const page = await mountPage(HOST, { userCookie: 'signed_in:0&is_loyalty_member:0' });
    const link = host().querySelector<HTMLAnchorElement>('a.sfi-loyalty-join__button')!;
    expect(link.textContent).toBe('Sign in to join');
    expect(link.getAttribute('href')).toBe('/account/signin.tmpl?return_url=%2Faccount%2Floyalty%2Findex.tmpl%3Fflavour%3Dreact%23loyalty-join-sticky');
    expect(host().querySelector('form')).toBeNull();
    expect(host().querySelector('[role=group]')!.getAttribute('aria-labelledby')).toBe(host().querySelector('.sfi-loyalty-join__title')!.id);
    expect(page.calls).toEqual([]);
    window.history.replaceState(null, '', '/');
  });

  it('shows a member nothing', async () => {
    await mountPage(HOST, { userCookie: MEMBER });
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    expect(host().innerHTML).toBe('');
  });

  it('renders nothing with the loyalty flag off, for anyone', async () => {
    for (const cookie of [SHOPPER, 'signed_in:0']) {
      const page = await mountPage(HOST, { userCookie: cookie, flags: { loyalty: false } });
      expect(host().getAttribute('data-widget-state')).toBe('mounted');
      expect(host().innerHTML).toBe('');
      expect(page.calls).toEqual([]);
    }
  });

  it('takes the default variant for a bad one, with one warning naming the host and the allowed values', async () => {
    await mountPage('<div id="loyalty-join-sticky" data-widget="loyalty-join" data-prop-variant="modal"><p>server content</p></div>', { userCookie: SHOPPER });
    expect(host().getAttribute('data-widget-state')).toBe('mounted');
    expect(host().querySelector('.sfi-loyalty-join--sticky')).not.toBeNull();
    expect((console.warn as jest.Mock).mock.calls).toEqual([
      ['[storefront-islands] <div#loyalty-join-sticky data-widget="loyalty-join">: prop "variant" must be one of "sticky", "nav", got "modal"; the default, "sticky", is used; the island mounted without them'],
    ]);
  });

  it('turns into the form when the shopper signs in in another tab, and goes away once they are a member', async () => {
    await mountPage(HOST, { userCookie: 'signed_in:0' });
    expect(form()).toBeNull();
    setUserCookie(SHOPPER);
    getStore().refreshFromCookies();
    await waitFor(() => expect(form()).not.toBeNull());
    setUserCookie(MEMBER);
    getStore().refreshFromCookies();
    await waitFor(() => expect(host().innerHTML).toBe(''));
  });
});

describe('loyalty-join island with a date picker in the build', () => {
  /** The join form, its date picker still loading (it never arrives). */
  async function mountWithPickerLoading() {
    setUserCookie(SHOPPER);
    const pickerLoading = new Promise<{ default: IslandDefinition<object> }>(() => {});
    const endpoint = fakeEndpoint((calls) => json(calls.map((c) => ({ id: c.id, ...rpcError('unused') }))));
    const runtime = new IslandRuntime({
      registry: { 'loyalty-join': () => import('../../../src/widgets/loyalty-join/island'), 'date-picker': () => pickerLoading },
      services: { config: resolvePageConfig({}), rpc: endpoint.client({ csrfToken: () => 'tok' }), store: getStore(), emit, debug: () => {} },
    });
    document.body.innerHTML = HOST;
    runtime.start();
    await waitFor(() => expect(form()).not.toBeNull());
    return { runtime, endpoint };
  }

  it('puts the birthday field in a date-picker host: its label and input, for the picker to take over', async () => {
    const { runtime } = await mountWithPickerLoading();
    const pickerHost = host().querySelector<HTMLElement>('[data-widget="date-picker"]')!;
    await waitFor(() => expect(pickerHost.getAttribute('data-widget-state')).toBe('pending'));
    expect(pickerHost.innerHTML).toBe(
      `<label for="${birthday().id}">Birthday (optional, mm/dd/yyyy)</label>` +
        `<input id="${birthday().id}" type="text" name="birthday" autocomplete="bday" inputmode="numeric" placeholder="mm/dd/yyyy" max="${joinForm.isoDay()}">`,
    );
    // No birthday after today; the calendar of an empty field opens thirty years back.
    expect(pickerHost.getAttribute('data-prop-open-years-ago')).toBe('30');
    for (const element of document.querySelectorAll<HTMLElement>('[data-widget-state]')) runtime.unmount(element);
    runtime.stop();
  });

  it('before the picker has mounted, a birthday that cannot be one gets the form\'s own words, which describe the field, and the focus', async () => {
    const { runtime, endpoint } = await mountWithPickerLoading();
    const words = 'Please enter a birthday from 01/01/1900 up to today, or leave it empty.';
    birthday().value = '03/14/2990';
    click(agreement());
    submitButton().focus();
    click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(birthday()));
    expect(messagesShown()).toEqual([words]);
    expect([birthday().getAttribute('aria-invalid'), description(birthday())]).toEqual(['true', words]);
    const joins = () => endpoint.requests.flatMap((request) => request.calls).filter((call) => call.method === 'rpc.form');
    await jest.advanceTimersByTimeAsync(100);
    expect(joins()).toEqual([]);
    // Put right, it is sent; the mark and the description go with the birthday's error (this endpoint refuses the join).
    birthday().value = '03/14/1990';
    click(submitButton());
    await waitFor(() => expect(joins()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(errorElement()));
    expect([birthday().getAttribute('aria-invalid'), birthday().getAttribute('aria-describedby')]).toEqual([null, null]);
    for (const element of document.querySelectorAll<HTMLElement>('[data-widget-state]')) runtime.unmount(element);
    runtime.stop();
  });
});
