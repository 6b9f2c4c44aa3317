// The share links of the loyalty offers (docs/requirements.md §7 `offers.apply`): each opens its network's
// share page. The URL is built here and checked by ui/urls.ts against that network's host alone.
import { LOYALTY_SOCIAL_OFFERS, type SocialNetwork } from '../../config/loyalty';
import { optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { safeUrl, sameSiteUrl } from '../../ui/urls';

export interface LoyaltyOffersProps {
  /** The page to share (same-site; absolute once parsed); '' shares the page the island is on. */
  url: string;
  /** Words to go with the link (Twitter's text, Pinterest's description). */
  text: string;
  /** An image for Pinterest ('' for none); checked against the page's `linkHosts` when rendered. */
  media: string;
}

export function parseLoyaltyOffersProps(raw: RawProps): LoyaltyOffersProps {
  const url = optionalString(raw, 'url').trim();
  const resolved = url ? sameSiteUrl(url) : null;
  if (url && !resolved) throw new PropsError(`prop "url" must be a page of this site, got ${JSON.stringify(url)}`);
  return { url: resolved ? resolved.href : '', text: optionalString(raw, 'text').trim(), media: optionalString(raw, 'media').trim() };
}

export interface SharedPage {
  /** Absolute. */
  url: string;
  text: string;
  /** Absolute, or ''. */
  media: string;
}

const query = (params: Record<string, string>) =>
  new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();

const SHARE_PAGES: Record<SocialNetwork, { host: string; name: string; build(page: SharedPage): string }> = {
  facebook: { host: 'www.facebook.com', name: 'Facebook', build: (page) => `https://www.facebook.com/sharer/sharer.php?${query({ u: page.url })}` },
  twitter: { host: 'twitter.com', name: 'Twitter', build: (page) => `https://twitter.com/intent/tweet?${query({ url: page.url, text: page.text })}` },
  pinterest: {
    host: 'www.pinterest.com',
    name: 'Pinterest',
    build: (page) => `https://www.pinterest.com/pin/create/button/?${query({ url: page.url, media: page.media, description: page.text })}`,
  },
};

export const SOCIAL_NETWORKS = Object.keys(LOYALTY_SOCIAL_OFFERS) as SocialNetwork[];

export interface ShareLink {
  network: SocialNetwork;
  /** The network's name, for the link text. */
  name: string;
  /** The share page; undefined if it would leave the network's own host (then no link is shown). */
  href: string | undefined;
  /** The loyalty offer sharing there applies. */
  offerCode: string;
}

export function shareLink(network: SocialNetwork, page: SharedPage): ShareLink {
  const { host, name, build } = SHARE_PAGES[network];
  return { network, name, href: safeUrl(build(page), [host]), offerCode: LOYALTY_SOCIAL_OFFERS[network] };
}

/** The page to share: the `url` prop, else this page without its hash. */
export function pageToShare(url: string, here: string = location.href): string {
  if (url) return url;
  const page = new URL(here);
  page.hash = '';
  return page.href;
}

/** An image URL the page may show (its own origin or `linkHosts`), made absolute for the network; else ''. */
export function mediaToShare(media: string, linkHosts: readonly string[], here: string = location.href): string {
  const safe = media ? safeUrl(media, linkHosts, here) : undefined;
  return safe ? new URL(safe, here).href : '';
}
