import { describe, expect, it } from '@jest/globals';
import { submitForm, type RpcEntry } from '../helpers/rpc-client';
import { useTestApp, Visitor } from '../helpers/test-app';

const t = useTestApp();

/** SKU 53 is "Nude Dream" of product 16, sold out in the seeded catalog. */
const SOLD_OUT_SKU = 53;

async function waitlist(visitor: Visitor, params: Record<string, unknown>, withToken = true): Promise<RpcEntry> {
  if (!visitor.jar.get('csrftoken')) await visitor.get('/');
  return (await submitForm(visitor, { _SUBMIT: 'waitlist', ...params }, withToken)).entry;
}

type Row = { email: string; request_type: string; event_id: string; sku_id: number | null; last_source: string };
const rows = (): Row[] => t.app.storefront.db
  .prepare('SELECT email, request_type, event_id, sku_id, last_source FROM waitlist_requests ORDER BY id').all() as Row[];
const success = (result: Record<string, unknown>) => ({ value: result, data: { ac_results: [{ action: 'waitlist', result }] } });

describe('rpc.form waitlist', () => {
  it('signs an address up to a campaign, lower-cased and trimmed, and says so', async () => {
    const before = rows().length;
    const entry = await waitlist(new Visitor(t.app), {
      PC_EMAIL_ADDRESS: '  Sam.Lee@Example.com ', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030', LAST_SOURCE: 'waitlist_popup',
    });
    expect(entry).toEqual({
      id: 1,
      result: success({ SUCCESS: 1, PC_EMAIL_ADDRESS: 'sam.lee@example.com', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030' }),
    });
    expect(rows().slice(before)).toEqual([
      { email: 'sam.lee@example.com', request_type: 'CHRISTMAS', event_id: 'HOLIDAY_2030', sku_id: null, last_source: 'waitlist_popup' },
    ]);
  });

  it('answers a repeat sign-up exactly as the first, from any session and in any case, without a second row', async () => {
    const params = { PC_EMAIL_ADDRESS: 'repeat@example.com', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030', LAST_SOURCE: 'waitlist_form' };
    const first = await waitlist(new Visitor(t.app), params);
    const count = rows().length;
    const again = await waitlist(new Visitor(t.app), { ...params, PC_EMAIL_ADDRESS: 'REPEAT@example.com', LAST_SOURCE: 'waitlist_popup' });
    expect(again).toEqual(first);
    expect(again.result).toEqual(success({ SUCCESS: 1, PC_EMAIL_ADDRESS: 'repeat@example.com', REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030' }));
    expect(rows().length).toBe(count);
    expect(rows().filter((row) => row.email === 'repeat@example.com')).toEqual([
      { email: 'repeat@example.com', request_type: 'CHRISTMAS', event_id: 'HOLIDAY_2030', sku_id: null, last_source: 'waitlist_form' },
    ]);
  });

  it('keeps the same address on different waitlists apart: another event, a SKU, another SKU', async () => {
    const visitor = new Visitor(t.app);
    const email = 'many@example.com';
    await waitlist(visitor, { PC_EMAIL_ADDRESS: email, REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2030' });
    await waitlist(visitor, { PC_EMAIL_ADDRESS: email, REQUEST_TYPE: 'CHRISTMAS', EVENT_ID: 'HOLIDAY_2031' });
    const bis = await waitlist(visitor, { PC_EMAIL_ADDRESS: email, REQUEST_TYPE: 'BIS', EVENT_ID: '', LAST_SOURCE: 'notify_me', SKU_BASE_ID: String(SOLD_OUT_SKU) });
    expect(bis.result).toEqual(success({ SUCCESS: 1, PC_EMAIL_ADDRESS: email, REQUEST_TYPE: 'BIS', EVENT_ID: '' }));
    await waitlist(visitor, { PC_EMAIL_ADDRESS: email, REQUEST_TYPE: 'BIS', SKU_BASE_ID: SOLD_OUT_SKU });
    await waitlist(visitor, { PC_EMAIL_ADDRESS: email, REQUEST_TYPE: 'BIS', SKU_BASE_ID: 78 });
    expect(rows().filter((row) => row.email === email)).toEqual([
      { email, request_type: 'CHRISTMAS', event_id: 'HOLIDAY_2030', sku_id: null, last_source: '' },
      { email, request_type: 'CHRISTMAS', event_id: 'HOLIDAY_2031', sku_id: null, last_source: '' },
      { email, request_type: 'BIS', event_id: '', sku_id: SOLD_OUT_SKU, last_source: 'notify_me' },
      { email, request_type: 'BIS', event_id: '', sku_id: 78, last_source: '' },
    ]);
  });

  it.each([
    ['no PC_EMAIL_ADDRESS', { REQUEST_TYPE: 'BIS' }, 'Enter your email address.', 'waitlist.email.missing', true],
    ['a blank PC_EMAIL_ADDRESS', { PC_EMAIL_ADDRESS: '   ', REQUEST_TYPE: 'BIS' }, 'Enter your email address.', 'waitlist.email.missing', true],
    ['an address without a domain', { PC_EMAIL_ADDRESS: 'sam@example', REQUEST_TYPE: 'BIS' }, 'Enter an email address like name@example.com.', 'waitlist.email.invalid', true],
    ['an address with markup', { PC_EMAIL_ADDRESS: '<b>@example.com', REQUEST_TYPE: 'BIS' }, 'Enter an email address like name@example.com.', 'waitlist.email.invalid', true],
    ['an address with two dots in a row', { PC_EMAIL_ADDRESS: 'sam@example..com', REQUEST_TYPE: 'BIS' }, 'Enter an email address like name@example.com.', 'waitlist.email.invalid', true],
    ['an address with a dot just before the @', { PC_EMAIL_ADDRESS: 'sam.@example.com', REQUEST_TYPE: 'BIS' }, 'Enter an email address like name@example.com.', 'waitlist.email.invalid', true],
    ['an address that is not text', { PC_EMAIL_ADDRESS: 12, REQUEST_TYPE: 'BIS' }, 'Enter your email address.', 'waitlist.email.missing', true],
    ['no REQUEST_TYPE', { PC_EMAIL_ADDRESS: 'sam@example.com' }, 'waitlist: REQUEST_TYPE is required, like REQUEST_TYPE: "BIS".', 'waitlist.request_type.missing', true],
    ['a malformed REQUEST_TYPE', { PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'B I S' }, 'waitlist: REQUEST_TYPE must be up to 64 letters, digits, "_", "-" or "."; got "B I S".', 'waitlist.request_type.invalid', true],
    ['a malformed EVENT_ID', { PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'BIS', EVENT_ID: '<x>' }, 'waitlist: EVENT_ID must be up to 64 letters, digits, "_", "-" or "."; got "<x>".', 'waitlist.event.invalid', true],
    ['a malformed LAST_SOURCE', { PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'BIS', LAST_SOURCE: 'a'.repeat(65) }, `waitlist: LAST_SOURCE must be up to 64 letters, digits, "_", "-" or "."; got "${'a'.repeat(65)}".`, 'waitlist.source.invalid', true],
    ['a SKU_BASE_ID that is not a number', { PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'BIS', SKU_BASE_ID: 'abc' }, 'waitlist: SKU_BASE_ID must be a whole number, like 1234; got "abc".', 'waitlist.sku.invalid', true],
    ['an unknown SKU', { PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'BIS', SKU_BASE_ID: 987654 }, 'Sorry, we could not find this item. Please refresh the page and try again.', 'waitlist.sku.unknown', true],
    ['no _TOKEN', { PC_EMAIL_ADDRESS: 'sam@example.com', REQUEST_TYPE: 'BIS' }, 'Your session has expired. Please refresh the page and try again.', 'rpc.form.token_invalid', false],
  ] as const)('refuses %s with a JSON-RPC error and writes nothing', async (_case, params, text, key, withToken) => {
    const before = rows().length;
    const entry = await waitlist(new Visitor(t.app), params, withToken);
    expect(entry).toEqual({
      id: 1,
      error: { code: 102, message: text, data: { messages: [{ text, key, severity: 'ERROR', tags: [], display_locations: [] }] } },
    });
    expect(rows().length).toBe(before);
  });
});
