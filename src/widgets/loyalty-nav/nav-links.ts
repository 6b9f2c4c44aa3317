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

const pageOf = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/**
 * The link for where the page is now: the one to this page with the current hash; failing that (no hash, or a
 * hash no link names, such as the skip link's `#main`), the one to this page with no hash; else none (-1).
 */
export function currentLinkIndex(links: readonly NavLink[], here: string): number {
  const now = new URL(here);
  const targets = links.map((link) => new URL(link.href, now));
  const onThisPage = (url: URL) => pageOf(url) === pageOf(now);
  const exact = targets.findIndex((url) => onThisPage(url) && url.hash === now.hash);
  return exact !== -1 ? exact : targets.findIndex((url) => onThisPage(url) && url.hash === '');
}
