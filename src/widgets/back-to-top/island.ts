import type { IslandDefinition } from '../../ui/island-context';
import { optionalString } from '../../ui/island-props';
import { BackToTop, type BackToTopProps } from './back-to-top';
import { BACK_TO_TOP_CSS } from './back-to-top.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<BackToTopProps> = {
  component: BackToTop,
  props: PROPS,
  parseProps: (raw) => {
    const focusTarget = optionalString(raw, 'focusTarget').trim().replace(/^#/, '');
    return { label: optionalString(raw, 'label').trim() || 'Back to top', ...(focusTarget ? { focusTarget } : {}) };
  },
  css: BACK_TO_TOP_CSS,
};
export default defineIsland(island);
