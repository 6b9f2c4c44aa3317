// The user-fields island (docs/widgets.md "user-fields"; docs/requirements.md §3.2, §8): fills the page's user
// fields from user.fullData once it answers; keeps the server's content when it fails or nobody is signed in.
import { planLoadBatch, sendLoadBatch } from '../../../src/data/load-batch';
import { parseUser } from '../../../src/rpc/parse-storefront';
import { getStore } from '../../../src/store/store';
import { rpcError, type WireCall } from '../../helpers/fake-endpoint';
import { mountPage, setUpIslandPage } from '../../helpers/island-page';
import { waitFor } from '../../helpers/wait-for';

setUpIslandPage({ fakeTimers: true });

const PAGE = '<header>Hi, <span id="name" data-user-field="firstName">Sam</span><span id="binder" data-widget="user-fields"></span></header>' +
  '<main><p><span id="points" data-user-field="loyaltyPoints">1,000</span> points</p></main>';
const SIGNED_IN = 'signed_in:1&csr_logged_in:0&item_count:0&is_loyalty_member:1';
const text = (id: string) => document.getElementById(id)!.textContent;

describe('user-fields island', () => {
  it('fills the marked elements once user.fullData has answered, and renders nothing itself', async () => {
    const page = await mountPage(PAGE, { userCookie: SIGNED_IN });
    expect(document.getElementById('binder')!.getAttribute('data-widget-state')).toBe('mounted');
    expect([text('name'), text('points')]).toEqual(['Sam', '1,000']);
    getStore().user.set(parseUser({ signed_in: 1, first_name: 'Ana', loyalty_points: '1250' }));
    await waitFor(() => expect([text('name'), text('points')]).toEqual(['Ana', '1,250']));
    expect(document.getElementById('binder')!.innerHTML).toBe('');
    expect(page.calls).toEqual([]);
  });

  it('fills them at once when the user is already known, and again when it changes', async () => {
    await mountPage(PAGE, { userCookie: SIGNED_IN, prepare: (store) => store.user.set(parseUser({ first_name: 'Ana', loyalty_points: 1300 })) });
    await waitFor(() => expect([text('name'), text('points')]).toEqual(['Ana', '1,300']));
    getStore().user.set(parseUser({ first_name: 'Ana', loyalty_points: 1350 }));
    await waitFor(() => expect(text('points')).toBe('1,350'));
  });

  it.each([
    ['an HTTP error', (batch: WireCall[]) => (batch.some((c) => c.method === 'user.fullData') ? new Response('down', { status: 500 }) : undefined), undefined],
    ['an error entry', undefined, (call: WireCall) => (call.method === 'user.fullData' ? rpcError('No.', 'x') : undefined)],
  ])('keeps the server content, silently, when the load batch’s user.fullData fails with %s', async (_name, http, handler) => {
    const page = await mountPage(PAGE, { userCookie: SIGNED_IN, http, handler });
    const silent = jest.fn();
    await sendLoadBatch(planLoadBatch([], getStore().flags.get()), { client: page.rpc, store: getStore(), emit: () => {}, logSilentFailure: silent });
    expect(page.callsOf('user.fullData')).toHaveLength(1);
    expect(silent.mock.calls.map((c) => c[0])).toEqual(['user.fullData']);
    await jest.advanceTimersByTimeAsync(100);
    expect(document.getElementById('name')!.outerHTML).toBe('<span id="name" data-user-field="firstName">Sam</span>');
    expect(text('points')).toBe('1,000');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('warns about an unknown field name on a page nobody is signed in to (a merchandiser previewing it)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountPage('<span id="typo" data-user-field="firstname">there</span><span id="binder" data-widget="user-fields"></span>');
    expect(document.getElementById('binder')!.getAttribute('data-widget-state')).toBe('mounted');
    await waitFor(() =>
      expect(warn.mock.calls.map((c) => c[0])).toEqual([
        '[storefront-islands] user-fields: data-user-field="firstname" is not a user field (firstName, email, loyaltyPoints); the element keeps its content.',
      ]),
    );
    expect(text('typo')).toBe('there');
  });

  it('fills them from the load batch’s answer (docs/requirements.md §7)', async () => {
    const page = await mountPage(PAGE, {
      userCookie: SIGNED_IN,
      handler: (call) => (call.method === 'user.fullData' ? { result: { value: { signed_in: 1, first_name: 'Ana', loyalty_points: 1250 } } } : undefined),
    });
    await sendLoadBatch(planLoadBatch([], getStore().flags.get()), { client: page.rpc, store: getStore(), emit: () => {}, logSilentFailure: () => {} });
    await waitFor(() => expect([text('name'), text('points')]).toEqual(['Ana', '1,250']));
  });
});
