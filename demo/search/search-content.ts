import type { Db } from '../db/open';

export const GIFT_CARDS_PATH = '/gift_cards/index.tmpl';

/** Seeded keyword redirects, keyed by the normalised term (lower case, words joined by one space). */
const KEYWORD_REDIRECTS: ReadonlyArray<[string, string]> = [
  ['gift card', GIFT_CARDS_PATH],
  ['gift cards', GIFT_CARDS_PATH],
  ['giftcard', GIFT_CARDS_PATH],
  ['giftcards', GIFT_CARDS_PATH],
  ['e gift card', GIFT_CARDS_PATH],
];

export interface ContentZone {
  id: number;
  zone: string;
  style: string;
  title: string;
  /** Trigger words; empty means every search. */
  keywords: string[];
  html: string;
}

/** A zone as stored: trigger words space-separated. */
export type ContentZoneRow = Omit<ContentZone, 'keywords'> & { keywords: string };

/** The zone shown only when a search finds nothing. */
export const NO_RESULTS_ZONE = 'no_results';

/** Trusted CMS markup: classes only (the pages' CSP forbids inline style) and no script. */
const CONTENT_ZONES: readonly ContentZoneRow[] = [
  { id: 12, zone: 'search_top', style: 'banner', title: 'Free shipping over $50', keywords: '',
    html: '<div class="content-banner"><p><strong>Free standard shipping</strong> on every order over $50, and free returns.</p></div>' },
  { id: 13, zone: NO_RESULTS_ZONE, style: 'tip', title: 'Search tips', keywords: '',
    html: '<div class="content-tip"><h2>Need a hand?</h2><ul><li>Check the spelling, or try a more general word such as <a href="/esearch?search=lipstick">lipstick</a> or <a href="/esearch?search=serum">serum</a>.</li><li>Looking for a present? See our <a href="/gift_cards/index.tmpl">gift cards</a>.</li></ul></div>' },
  { id: 14, zone: 'search_top', style: 'spotlight', title: 'The lipstick edit', keywords: 'lipstick lipsticks lip lips',
    html: '<div class="content-spotlight"><h2>The lipstick edit</h2><p>From sheer shine to liquid matte: find the finish that suits you, in shades for every skin tone.</p></div>' },
  { id: 15, zone: 'search_top', style: 'spotlight', title: 'Find your foundation shade', keywords: 'foundation foundations concealer concealers shade',
    html: '<div class="content-spotlight"><h2>Find your foundation shade</h2><p>Answer three questions and our <a href="/#foundation_finder">foundation finder</a> matches your skin tone and undertone.</p></div>' },
  { id: 16, zone: 'search_bottom', style: 'spotlight', title: 'Gifts for everyone', keywords: 'gift gifts set sets holiday present',
    html: '<div class="content-spotlight"><h2>Gifts for everyone</h2><p>Gift sets with full-size favourites, and <a href="/gift_cards/index.tmpl">gift cards</a> they can spend on anything.</p></div>' },
];

/** Adds the seeded redirects and content zones; rows already present are left alone. */
export function seedSearchContent(db: Db): void {
  const redirect = db.prepare('INSERT OR IGNORE INTO keyword_redirects (keyword, url) VALUES (?, ?)');
  for (const [keyword, url] of KEYWORD_REDIRECTS) redirect.run(keyword, url);
  const zone = db.prepare(`INSERT OR IGNORE INTO content_zones (id, zone, style, title, keywords, html, position)
    VALUES (@id, @zone, @style, @title, @keywords, @html, @position)`);
  CONTENT_ZONES.forEach((row, position) => zone.run({ ...row, position }));
}
