// The loyalty-offers island (docs/widgets.md "loyalty-offers"; docs/requirements.md §5.1, §7 offers.apply): share
// links open the networks' share pages; for a signed-in member each applies its offer (offers.apply,
// do_not_defer_messages=1) and the answer's messages are read out from a polite live region.
import { toLegacy } from '../../../src/rpc/legacy-shapes';
import { parseUser } from '../../../src/rpc/parse-storefront';
import { getStore } from '../../../src/store/store';
import { rpcError, type Entry } from '../../helpers/fake-endpoint';
import { click, mountPage, setUpIslandPage, problemsHeard } from '../../helpers/island-page';
import { setUserCookie } from '../../helpers/reset';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const MEMBER = 'signed_in:1&csr_logged_in:0&item_count:0&is_loyalty_member:1';
const SHOPPER = 'signed_in:1&csr_logged_in:0&item_count:0&is_loyalty_member:0';
const HOST = `<div id="offers" data-widget="loyalty-offers" data-props='{"url":"/","text":"My favourites"}'><p>server</p></div>`;

const link = (name: string) => [...document.querySelectorAll<HTMLAnchorElement>('#offers a')].find((a) => a.textContent!.startsWith(`Share on ${name}`))!;
const status = () => document.querySelector<HTMLElement>('#offers .sfi-loyalty-offers__status')!;
const said = () => [...status().querySelectorAll('p')].map((p) => p.textContent);
const applies = (page: { callsOf(method: string): Array<{ params: unknown[] }> }) => page.callsOf('offers.apply').map((c) => c.params[0]);

/** A demo-like offers.apply: applies each code once. */
function offersServer() {
  const applied = new Set<string>();
  return (call: { method: string; params: Array<Record<string, unknown>> }): Entry | undefined => {
    if (call.method !== 'offers.apply') return undefined;
    const code = call.params[0]!.offer_code as string;
    const first = !applied.has(code);
    applied.add(code);
    const text = first ? `Thanks for sharing! 50 points for ${code}.` : `You have already received the points for ${code}.`;
    const value = { offer_code: code, applied: first ? 1 : 0, loyalty_points: 1250 + 50 * applied.size };
    return { result: { value, data: { messages: [{ text, key: 'k', severity: 'MESSAGE', tags: [], display_locations: [] }] } } };
  };
}

/** Follows a share link as a click would, without jsdom trying to open a window. */
function follow(anchor: HTMLAnchorElement): void {
  anchor.addEventListener('click', (event) => event.preventDefault(), { once: true });
  click(anchor);
}

describe('loyalty-offers island', () => {
  it('links to each network’s share page in a new window, and has an empty polite live region', async () => {
    await mountPage(HOST, { userCookie: MEMBER });
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#offers a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['Share on Facebook (opens in a new window)', '_blank', 'noopener noreferrer'],
      ['Share on Twitter (opens in a new window)', '_blank', 'noopener noreferrer'],
      ['Share on Pinterest (opens in a new window)', '_blank', 'noopener noreferrer'],
    ]);
    expect(links.map((a) => new URL(a.href).host)).toEqual(['www.facebook.com', 'twitter.com', 'www.pinterest.com']);
    expect(link('Facebook').href).toBe('https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2F');
    expect([status().getAttribute('role'), status().getAttribute('aria-live'), status().textContent]).toEqual(['status', 'polite', '']);
    expect(document.querySelector('#offers .sfi-loyalty-offers__hint')).toBeNull();
  });

  it('leaves an image of another site out of the Pinterest link, and says so once as the host\'s problem', async () => {
    const problems = problemsHeard();
    await mountPage(HOST.replace('"text":"My favourites"', '"text":"My favourites","media":"https://evil.example/p.jpg"'), { userCookie: MEMBER });
    await waitFor(() => expect(problems).toHaveLength(1));
    expect(problems).toEqual([
      { widget: 'loyalty-offers', mounted: true, problems: [{ prop: 'media', message: '"https://evil.example/p.jpg" is not on this site or a linkHosts host; left out' }] },
    ]);
    expect(new URL(link('Pinterest').href).searchParams.has('media')).toBe(false);
    // An image of this site goes in, and nothing is said.
    await mountPage(HOST.replace('"text":"My favourites"', '"text":"My favourites","media":"/media/p1.svg"'), { userCookie: MEMBER });
    await waitFor(() => expect(new URL(link('Pinterest').href).searchParams.get('media')).toBe('http://localhost/media/p1.svg'));
    expect(problems).toHaveLength(1);
  });

  it('applies a member’s offer with offers.apply, says the answer, and says so again when it was applied before', async () => {
    const page = await mountPage(HOST, { userCookie: MEMBER, handler: offersServer() });
    follow(link('Facebook'));
    await waitFor(() => expect(said()).toEqual(['Thanks for sharing! 50 points for lyl_social_fb.']));
    follow(link('Facebook'));
    await waitFor(() => expect(said()).toEqual(['You have already received the points for lyl_social_fb.']));
    // The same words a second time are a new node, so the live region reads them out again.
    const before = status().querySelector('p');
    follow(link('Facebook'));
    await waitFor(() => expect(status().querySelector('p')).not.toBe(before));
    expect(said()).toEqual(['You have already received the points for lyl_social_fb.']);
    follow(link('Twitter'));
    follow(link('Pinterest'));
    await waitFor(() => expect(applies(page)).toHaveLength(5));
    expect(applies(page)).toEqual([
      { offer_code: 'lyl_social_fb', do_not_defer_messages: 1 },
      { offer_code: 'lyl_social_fb', do_not_defer_messages: 1 },
      { offer_code: 'lyl_social_fb', do_not_defer_messages: 1 },
      { offer_code: 'lyl_social_twitter', do_not_defer_messages: 1 },
      { offer_code: 'lyl_social_pinterest', do_not_defer_messages: 1 },
    ]);
  });

  it('shows the points the answer gives in the page\'s user fields, in place of those the page loaded with', async () => {
    const page = `<p><span id="points" data-user-field="loyaltyPoints">1,250</span> points</p><span data-widget="user-fields"></span>${HOST}`;
    await mountPage(page, {
      userCookie: MEMBER,
      handler: offersServer(),
      prepare: (store) => store.user.set(parseUser({ signed_in: 1, first_name: 'Ana', loyalty_points: 1250 })),
    });
    const points = () => document.getElementById('points')!.textContent;
    await waitFor(() => expect(points()).toBe('1,250'));
    follow(link('Facebook'));
    await waitFor(() => expect(said()).toEqual(['Thanks for sharing! 50 points for lyl_social_fb.']));
    await waitFor(() => expect(points()).toBe('1,300'));
    expect([getStore().user.get()!.firstName, toLegacy(getStore().user.get()!).loyalty_points]).toEqual(['Ana', 1300]);
    follow(link('Twitter'));
    await waitFor(() => expect(points()).toBe('1,350'));
  });

  it('tells the page each answer (sfi:loyalty:offer: the offer, whether this share applied it, its messages, the points), and nothing after a failure', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('sfi:loyalty:offer', listener);
    try {
      let refuse = false;
      const server = offersServer();
      await mountPage(HOST, {
        userCookie: MEMBER,
        handler: (call) => (call.method !== 'offers.apply' ? undefined : refuse ? rpcError('Sorry, this offer is not available.', 'offers.apply.code_unknown') : server(call)),
      });
      follow(link('Facebook'));
      await waitFor(() => expect(heard).toHaveLength(1));
      follow(link('Facebook'));
      await waitFor(() => expect(heard).toHaveLength(2));
      expect(heard).toEqual([
        { code: 'lyl_social_fb', applied: true, messages: ['Thanks for sharing! 50 points for lyl_social_fb.'], points: 1300 },
        { code: 'lyl_social_fb', applied: false, messages: ['You have already received the points for lyl_social_fb.'], points: 1300 },
      ]);
      refuse = true;
      follow(link('Twitter'));
      await waitFor(() => expect(said()).toEqual(['Sorry, this offer is not available.']));
      await jest.advanceTimersByTimeAsync(100);
      expect(heard).toHaveLength(2);
    } finally {
      document.removeEventListener('sfi:loyalty:offer', listener);
    }
  });

  it('asks once while an answer for that offer is out', async () => {
    let release!: () => void;
    const server = offersServer();
    const page = await mountPage(HOST, {
      userCookie: MEMBER,
      handler: (call) => (call.method === 'offers.apply' ? new Promise((resolve) => (release = () => resolve(server(call)))) : undefined),
    });
    follow(link('Facebook'));
    follow(link('Facebook'));
    await waitFor(() => expect(applies(page)).toHaveLength(1));
    release();
    await waitFor(() => expect(said()).toEqual(['Thanks for sharing! 50 points for lyl_social_fb.']));
    expect(applies(page)).toHaveLength(1);
  });

  it('says the refusal’s message, or a general one when the call fails', async () => {
    let fail: 'refuse' | 'http' = 'refuse';
    await mountPage(HOST, {
      userCookie: MEMBER,
      handler: (call) => (call.method === 'offers.apply' && fail === 'refuse' ? rpcError('Sorry, this offer is not available.', 'offers.apply.code_unknown') : undefined),
      http: (batch) => (fail === 'http' && batch.some((c) => c.method === 'offers.apply') ? new Response('<h1>502</h1>', { status: 502 }) : undefined),
    });
    follow(link('Twitter'));
    await waitFor(() => expect(said()).toEqual(['Sorry, this offer is not available.']));
    fail = 'http';
    follow(link('Twitter'));
    await waitFor(() => expect(said()).toEqual(["We couldn't apply your offer. Please try again."]));
  });

  it.each([
    ['a signed-in shopper who is not a member', SHOPPER, 'Join Loyalty to earn points for sharing.'],
    ['an anonymous shopper', 'signed_in:0&is_loyalty_member:0', 'Loyalty members who are signed in earn points for sharing.'],
    ['a stray member flag without sign-in', 'signed_in:0&is_loyalty_member:1', 'Loyalty members who are signed in earn points for sharing.'],
    ['a member flag "0" (not the legacy string comparison)', 'signed_in:1&is_loyalty_member:0', 'Join Loyalty to earn points for sharing.'],
  ])('for %s: the links share, no offer is applied, and a hint says how to earn points', async (_name, cookie, hint) => {
    const page = await mountPage(HOST, { userCookie: cookie, handler: offersServer() });
    expect(document.querySelector('#offers .sfi-loyalty-offers__hint')!.textContent).toBe(hint);
    follow(link('Facebook'));
    follow(link('Pinterest'));
    await jest.advanceTimersByTimeAsync(100);
    expect(page.calls).toEqual([]);
    expect(said()).toEqual([]);
  });

  it('applies offers once the shopper has joined (the store’s flags, read at the click)', async () => {
    const page = await mountPage(HOST, { userCookie: SHOPPER, handler: offersServer() });
    setUserCookie(MEMBER);
    getStore().refreshFromCookies();
    follow(link('Pinterest'));
    await waitFor(() => expect(applies(page)).toEqual([{ offer_code: 'lyl_social_pinterest', do_not_defer_messages: 1 }]));
  });

  it('renders nothing with the loyalty flag off', async () => {
    const page = await mountPage(HOST, { userCookie: MEMBER, flags: { loyalty: false } });
    expect(document.getElementById('offers')!.getAttribute('data-widget-state')).toBe('mounted');
    expect(document.getElementById('offers')!.innerHTML).toBe('');
    expect(page.calls).toEqual([]);
  });

  it('refuses a url of another site, keeping the server content', async () => {
    await mountPage(`<div id="offers" data-widget="loyalty-offers" data-prop-url="https://evil.test/"><p>server</p></div>`, { userCookie: MEMBER });
    expect(document.getElementById('offers')!.getAttribute('data-widget-state')).toBe('error');
    expect(document.getElementById('offers')!.innerHTML).toBe('<p>server</p>');
  });
});
