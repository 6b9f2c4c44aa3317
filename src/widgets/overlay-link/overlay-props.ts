import { optionalNumber, optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { sameSiteUrl } from '../../ui/urls';
import { OVERLAY_PRESETS } from './overlay-presets';

export interface OverlayLinkProps {
  title: string;
  /** The link's text (defaults to the title). */
  label: string;
  width?: number;
  height?: number;
  /** On demand (StorefrontIslands.overlay.open): the page to show. */
  url?: string;
  /** Where the failure message leads (a page of its own, where `url` may be a bare overlay template), as given. */
  page?: string;
  /** The preset's such page: on a link, its `href` comes before it. */
  presetPage?: string;
  /** On demand: server HTML to show (a cart answer's OVERLAY), sanitised like a fetched page. */
  html?: string;
}

/** A same-site URL prop (else the preset's), resolved; '' when there is none. */
function sameSiteProp(raw: RawProps, name: string, fallback = '', why = ''): string {
  const given = optionalString(raw, name).trim() || fallback;
  const url = given ? sameSiteUrl(given)?.href : '';
  if (url === undefined) throw new PropsError(`prop "${name}" must be on this site (got ${JSON.stringify(given)})${why}`);
  return url;
}

export function parseOverlayLinkProps(raw: RawProps): OverlayLinkProps {
  const presetName = optionalString(raw, 'preset').trim();
  const preset = presetName ? (Object.hasOwn(OVERLAY_PRESETS, presetName) ? OVERLAY_PRESETS[presetName] : undefined) : undefined;
  if (presetName && !preset) throw new PropsError(`prop "preset" must be one of ${Object.keys(OVERLAY_PRESETS).join(', ')} (got ${JSON.stringify(presetName)})`);
  const title = optionalString(raw, 'title').trim() || (preset?.title ?? '');
  if (!title) throw new PropsError('prop "title" is required: it names the dialog, and is the link\'s text unless "label" is given');
  const url = sameSiteProp(raw, 'url', preset?.url, '; the modal loader fetches same-site pages only');
  const page = sameSiteProp(raw, 'page');
  const presetPage = preset?.page ? sameSiteProp({}, 'page', preset.page) : '';
  const html = optionalString(raw, 'html');
  const width = optionalNumber(raw, 'width', preset?.width ?? 0, { min: 0, max: 4000 });
  const height = optionalNumber(raw, 'height', preset?.height ?? 0, { min: 0, max: 4000 });
  return {
    title,
    label: optionalString(raw, 'label').trim() || title,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    ...(url ? { url } : {}),
    ...(page ? { page } : {}),
    ...(presetPage ? { presetPage } : {}),
    ...(html.trim() ? { html } : {}),
  };
}
