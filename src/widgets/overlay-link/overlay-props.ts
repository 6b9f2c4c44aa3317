import { optionalNumber, optionalString, PropsError, type RawProps } from '../../ui/island-props';
import { sameSiteUrl } from '../../ui/urls';

export interface OverlayLinkProps {
  title: string;
  /** The link's text (defaults to the title). */
  label: string;
  width?: number;
  height?: number;
  /** On demand (StorefrontIslands.overlay.open): the page to show. */
  url?: string;
  /** On demand: server HTML to show (a cart answer's OVERLAY), sanitised like a fetched page. */
  html?: string;
}

export function parseOverlayLinkProps(raw: RawProps): OverlayLinkProps {
  const title = optionalString(raw, 'title').trim();
  if (!title) throw new PropsError('prop "title" is required: it names the dialog, and is the link\'s text unless "label" is given');
  const url = optionalString(raw, 'url').trim();
  if (url && !sameSiteUrl(url)) throw new PropsError(`prop "url" must be on this site (got ${JSON.stringify(url)}); the modal loader fetches same-site pages only`);
  const html = optionalString(raw, 'html');
  const width = optionalNumber(raw, 'width', 0, { min: 0, max: 4000 });
  const height = optionalNumber(raw, 'height', 0, { min: 0, max: 4000 });
  return {
    title,
    label: optionalString(raw, 'label').trim() || title,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    ...(url ? { url } : {}),
    ...(html.trim() ? { html } : {}),
  };
}
