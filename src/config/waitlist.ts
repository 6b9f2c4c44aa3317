// When the waitlist popup shows (docs/requirements.md §5.3, §9; docs/decisions.md "Waitlist"). The page config
// carries the campaign as the page wrote it (`waitlist`); the popup reads its part through waitlistPopupConfig(),
// the form its part through waitlistCampaign() (waitlist-campaign.ts): each check loads with its island, and boot
// carries neither.

/** The waitlist popup shows this long after the page has loaded (§9). */
export const WAITLIST_POPUP_DELAY_MS = 7000;

/** The popup's part of the page's waitlist campaign: on which product pages it shows, and until when. */
export interface WaitlistPopupConfig {
  /** Product pages the popup shows on (`PROD345`); none by default, so it shows nowhere. */
  productIds: string[];
  /** The popup shows only before this moment (ms since the epoch); null (none or unreadable) means it never shows. */
  endDate: number | null;
}

/**
 * `2030-01-01` (the first moment of that day in the shopper's time zone, as the legacy `new Date(y, m, d)`) or a
 * date and time with its offset (`2030-01-01T00:00:00Z`, `...+01:00`) → ms since the epoch; anything else → null.
 */
function endDateOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const local = new Date(year, month, date);
    return local.getFullYear() === year && local.getMonth() === month && local.getDate() === date ? local.getTime() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Product ids (`PROD345` or `345`, string or number) → `PROD345`, each once; anything else is dropped. */
function productIdList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value
    .map((id) => (typeof id === 'number' && Number.isInteger(id) && id > 0 ? String(id) : id))
    .map((id) => (typeof id === 'string' ? /^(?:PROD)?(\d{1,12})$/i.exec(id.trim()) : null))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `PROD${match[1]}`);
  return [...new Set(ids)];
}

/** The page config's `waitlist` block as the popup reads it: anything missing or unreadable takes its default. */
export function waitlistPopupConfig(raw: unknown): WaitlistPopupConfig {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return { productIds: productIdList(source.productIds), endDate: endDateOf(source.endDate) };
}
