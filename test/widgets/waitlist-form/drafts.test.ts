// What was typed in a waitlist form, kept for the page (src/widgets/waitlist-form/drafts.ts).
import { draftKey, waitlistDrafts } from '../../../src/widgets/waitlist-form/drafts';
import { forgetPageSingletons } from '../../helpers/reset';

const notifyMe = { skuBaseId: 13, requestType: '', eventId: '', lastSource: '' };
const popup = { requestType: '', eventId: '', lastSource: 'waitlist_popup' };

beforeEach(forgetPageSingletons);

describe('waitlist drafts', () => {
  it('one key for the same form, another for any other', () => {
    expect(draftKey({ ...notifyMe })).toBe(draftKey(notifyMe));
    const others = [{ ...notifyMe, skuBaseId: 14 }, popup, { ...popup, lastSource: 'waitlist_form' }, { ...popup, eventId: 'HOLIDAY_2030' }];
    expect(new Set([notifyMe, ...others].map(draftKey)).size).toBe(5);
  });

  it('are the page\'s: one map on the page, and a new page starts with none', () => {
    waitlistDrafts().set(draftKey(popup), 'sam@example.com');
    expect(waitlistDrafts().get(draftKey(popup))).toBe('sam@example.com');
    forgetPageSingletons();
    expect(waitlistDrafts().get(draftKey(popup))).toBeUndefined();
  });
});
