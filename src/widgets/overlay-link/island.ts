import type { IslandDefinition } from '../../ui/island-context';
import { optionalNumber, optionalString, PropsError } from '../../ui/island-props';
import { DIALOG_CSS } from '../../ui/dialog';
import { OverlayLink, type OverlayLinkProps } from './overlay-link';
import { sameSiteUrl } from './same-site';

const island: IslandDefinition<OverlayLinkProps> = {
  component: OverlayLink,
  parseProps: (raw) => {
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
  },
  css: `${DIALOG_CSS}.sfi-overlay__content img{max-width:100%;height:auto}.sfi-overlay__error{color:#a1192c}`,
};
export default island;
