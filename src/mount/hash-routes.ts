// Which dialog a URL hash opens (docs/requirements.md §2.2), as overlay-link props: pure, so it is tested without a
// page. `#blue_ocean`, `#blue_ocean_women`, `#blue_ocean_men` and `#foundation_finder` name overlay-link presets;
// `#sign-in` and `#new-account` open what the page's return-user and new-account links open (the demo header's
// `.js-return-user-link`, `.js-new-account-link`), showing only that form of the page (its element of the same id).
// A hash that names an element of the page is an anchor, not a trigger (the sign-in page holds both forms).
import { SIGN_IN_PATH } from '../config/constants';
import type { RawProps } from '../ui/island-props';

/** What routing needs to know about the page. */
export interface HashPage {
  /** Whether the page has an element with this id. */
  hasElement(id: string): boolean;
  /** The page's first link of this class: its resolved href and its text; null when there is none. */
  link(className: string): { href: string; text: string } | null;
  /** Path and query of the page (the sign-in forms come back to it). */
  path: string;
}

const PRESETS = new Map([
  ['blue_ocean', 'quiz'],
  ['blue_ocean_women', 'quiz-women'],
  ['blue_ocean_men', 'quiz-men'],
  ['foundation_finder', 'foundation-finder'],
]);

/** Account hashes: the link that opens the form, and the dialog's title when the link has no text. */
const ACCOUNT = new Map([
  ['sign-in', ['js-return-user-link', 'Sign in']],
  ['new-account', ['js-new-account-link', 'Create account']],
]);

/** overlay-link props for `hash` on `page`, or null when the hash opens nothing. */
export function routeForHash(hash: string, page: HashPage): RawProps | null {
  const name = hash.replace(/^#/, '');
  if (!name || page.hasElement(name)) return null;
  const preset = PRESETS.get(name);
  if (preset) return { preset };
  const account = ACCOUNT.get(name);
  if (!account) return null;
  const [className, title] = account as [string, string];
  const link = page.link(className);
  const url = link ? link.href.replace(/#.*$/, '') : `${SIGN_IN_PATH}?return_url=${encodeURIComponent(page.path)}`;
  return { url: `${url}#${name}`, title: link?.text || title };
}
