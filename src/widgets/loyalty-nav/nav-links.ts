// The loyalty account navigation (docs/requirements.md §2.1): which link is the current one, from the URL.
import { optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { sameSiteUrl } from '../../ui/urls';

export interface NavLink {
  /** `#offers`, or a same-site path (`/account/loyalty/index.tmpl`, `/account/loyalty/index.tmpl#offers`). */
  href: string;
  label: string;
}

export interface LoyaltyNavProps {
  /** The navigation's accessible name. */
  label: string;
  links: NavLink[];
}

function parseLink(raw: unknown, index: number): NavLink {
  const link = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as RawProps) : null;
  const href = link && typeof link.href === 'string' ? link.href.trim() : '';
  const label = link && typeof link.label === 'string' ? link.label.trim() : '';
  if (!href || !label) throw new PropsError(`links[${index}] must be {"href": "...", "label": "..."} with both filled in`);
  if (!/^#[\w-]+$/.test(href) && !sameSiteUrl(href)) {
    throw new PropsError(`links[${index}].href must be a "#section" or a path on this site, got ${JSON.stringify(href)}`);
  }
  return { href, label };
}

export function parseLoyaltyNavProps(raw: RawProps): LoyaltyNavProps {
  if (!Array.isArray(raw.links) || raw.links.length === 0) {
    throw new PropsError('prop "links" must be a list of {"href", "label"} with at least one link');
  }
  return { label: optionalString(raw, 'label', 'Loyalty').trim() || 'Loyalty', links: raw.links.map(parseLink) };
}

/**
 * The link for where the page is now: the one to this page with the current hash; failing that (no hash, or a
 * hash no link names, such as the skip link's `#main`), the one to this page with no hash; else none (-1). A link
 * is to this page when its path is this one and each query parameter it names has its value here: the page's URL
 * may carry more (a campaign's `utm_source`, a shared link's own). Of two links to this page, the one naming more
 * of its parameters wins.
 */
export function currentLinkIndex(links: readonly NavLink[], here: string): number {
  const now = new URL(here);
  let best = -1;
  let bestScore = 0;
  links.forEach((link, index) => {
    const url = new URL(link.href, now);
    const params = [...url.searchParams];
    if (url.origin != now.origin || url.pathname != now.pathname || (url.hash && url.hash != now.hash)) return;
    if (!params.every(([name, value]) => now.searchParams.getAll(name).includes(value))) return;
    const score = (url.hash ? 1000 : 500) + params.length;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}
