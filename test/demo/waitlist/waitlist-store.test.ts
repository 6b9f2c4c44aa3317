import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('waitlist store', () => {
  it('adds a sign-up once per address, request type, event and SKU', () => {
    const { waitlist, db } = t.app.storefront;
    const campaign = { email: 'sam@example.com', requestType: 'CHRISTMAS', eventId: 'HOLIDAY_2030', skuId: null, lastSource: 'waitlist_popup' };
    expect(waitlist.signUp(campaign)).toBe(true);
    expect(waitlist.signUp({ ...campaign, lastSource: 'waitlist_form' })).toBe(false);
    expect(waitlist.signUp({ ...campaign, eventId: 'HOLIDAY_2031' })).toBe(true);
    expect(waitlist.signUp({ ...campaign, requestType: 'BIS', eventId: '', skuId: 53 })).toBe(true);
    expect(waitlist.signUp({ ...campaign, requestType: 'BIS', eventId: '', skuId: 53 })).toBe(false);
    expect(waitlist.signUp({ ...campaign, requestType: 'BIS', eventId: '', skuId: 54 })).toBe(true);
    expect(db.prepare('SELECT email, request_type, event_id, sku_id, last_source FROM waitlist_requests ORDER BY id').all()).toEqual([
      { email: 'sam@example.com', request_type: 'CHRISTMAS', event_id: 'HOLIDAY_2030', sku_id: null, last_source: 'waitlist_popup' },
      { email: 'sam@example.com', request_type: 'CHRISTMAS', event_id: 'HOLIDAY_2031', sku_id: null, last_source: 'waitlist_popup' },
      { email: 'sam@example.com', request_type: 'BIS', event_id: '', sku_id: 53, last_source: 'waitlist_popup' },
      { email: 'sam@example.com', request_type: 'BIS', event_id: '', sku_id: 54, last_source: 'waitlist_popup' },
    ]);
  });

  it('refuses an address that is not lower-case and a SKU that does not exist', () => {
    const { waitlist } = t.app.storefront;
    const entry = { email: 'Sam@example.com', requestType: 'BIS', eventId: '', skuId: null, lastSource: '' };
    expect(() => waitlist.signUp(entry)).toThrow(/CHECK constraint failed/);
    expect(() => waitlist.signUp({ ...entry, email: 'sam@example.com', skuId: 987654 })).toThrow(/FOREIGN KEY constraint failed/);
  });
});
