// The popup's part of the page config's waitlist campaign (docs/requirements.md §5.3, §9): checked when the popup
// reads it, so boot carries none of it.
import { resolvePageConfig } from '../../src/config/page-config';
import { WAITLIST_POPUP_DELAY_MS, waitlistPopupConfig } from '../../src/config/waitlist';

const waitlist = (value: unknown) => waitlistPopupConfig(resolvePageConfig({ waitlist: value }).waitlist);

describe('waitlistPopupConfig (docs/decisions.md "Waitlist")', () => {
  it('gives no product pages and no end date by default, so the popup shows nowhere', () => {
    for (const raw of [undefined, null, 'PROD12', 42, []]) expect(waitlist(raw)).toEqual({ productIds: [], endDate: null });
  });

  it('takes the product pages and the end date a page sets', () => {
    expect(waitlist({ productIds: ['PROD12', '17'], endDate: '2030-01-01T00:00:00Z', eventId: 'HOLIDAY_2030', requestType: 'CHRISTMAS' })).toEqual({
      productIds: ['PROD12', 'PROD17'], endDate: Date.UTC(2030, 0, 1),
    });
  });

  it('takes product ids as PROD345 or 345 (string or number), each once, and drops anything else', () => {
    expect(waitlist({ productIds: ['PROD12', 'prod13', 14, ' 15 ', '12', 'SKU16', 'PROD', 'PROD1x', -3, 2.5, 0, null, {}] }).productIds)
      .toEqual(['PROD12', 'PROD13', 'PROD14', 'PROD15']);
    expect(waitlist({ productIds: 'PROD12,PROD13' }).productIds).toEqual([]);
  });

  it('reads a date-only endDate as the first moment of that day in the shopper\'s time zone', () => {
    expect(waitlist({ endDate: '2030-01-01' }).endDate).toBe(new Date(2030, 0, 1).getTime());
    expect(waitlist({ endDate: '2016-12-25' }).endDate).toBe(new Date(2016, 11, 25).getTime());
  });

  it('reads a date and time only with its offset', () => {
    expect(waitlist({ endDate: '2030-01-01T00:00:00Z' }).endDate).toBe(Date.UTC(2030, 0, 1));
    expect(waitlist({ endDate: '2030-01-01T09:30+01:00' }).endDate).toBe(Date.UTC(2030, 0, 1, 8, 30));
    expect(waitlist({ endDate: '2030-01-01T00:00:00.250Z' }).endDate).toBe(Date.UTC(2030, 0, 1) + 250);
  });

  it.each([['2030-02-30'], ['2030-13-01'], ['2030-1-1'], ['01/01/2030'], ['2030-01-01T00:00:00'], ['next week'], [''], [1893456000000], [null]])(
    'gives no end date (the popup never shows) for %p',
    (endDate) => {
      expect(waitlist({ endDate }).endDate).toBeNull();
    },
  );
});

describe('WAITLIST_POPUP_DELAY_MS', () => {
  it('is 7 s (§9)', () => {
    expect(WAITLIST_POPUP_DELAY_MS).toBe(7000);
  });
});
