import type { IslandDefinition } from '../../ui/island-context';
import { OverlayLink } from './overlay-link';
import { OVERLAY_LINK_CSS } from './overlay-link.css';
import { parseOverlayLinkProps, type OverlayLinkProps } from './overlay-props';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<OverlayLinkProps> = {
  component: OverlayLink,
  props: PROPS,
  parseProps: parseOverlayLinkProps,
  css: OVERLAY_LINK_CSS,
};
export default defineIsland(island);
