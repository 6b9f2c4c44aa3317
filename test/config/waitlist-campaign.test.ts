// The form's part of the page config's waitlist campaign (docs/requirements.md §3.6): EVENT_ID and REQUEST_TYPE of
// a sign-up, checked when the form reads them.
import { resolvePageConfig } from '../../src/config/page-config';
import { waitlistCampaign } from '../../src/config/waitlist-campaign';

const waitlist = (value: unknown) => waitlistCampaign(resolvePageConfig({ waitlist: value }).waitlist);

describe('waitlistCampaign (docs/decisions.md "Waitlist")', () => {
  it('gives no event and the WAITLIST request type by default', () => {
    for (const raw of [undefined, null, 'PROD12', 42, []]) expect(waitlist(raw)).toEqual({ eventId: '', requestType: 'WAITLIST' });
  });

  it('takes the event and the request type a page sets', () => {
    expect(waitlist({ productIds: ['PROD12'], endDate: '2030-12-25', eventId: 'HOLIDAY_2030', requestType: 'CHRISTMAS' })).toEqual({
      eventId: 'HOLIDAY_2030', requestType: 'CHRISTMAS',
    });
  });

  it('takes them as short codes (numbers as text), else the defaults', () => {
    expect(waitlist({ eventId: 2030, requestType: 'BIS' })).toEqual({ eventId: '2030', requestType: 'BIS' });
    expect(waitlist({ eventId: 'holiday.2030-v1', requestType: 'CHRISTMAS_2030' })).toEqual({ eventId: 'holiday.2030-v1', requestType: 'CHRISTMAS_2030' });
    for (const bad of ['', 'a b', '<x>', 'x'.repeat(65), -1, 1.5, true, ['A']]) {
      expect(waitlist({ eventId: bad, requestType: bad })).toEqual({ eventId: '', requestType: 'WAITLIST' });
    }
  });
});
