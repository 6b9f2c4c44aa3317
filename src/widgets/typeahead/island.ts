import { CONTROL_CHARACTERS } from '../../config/constants';
import { normalisePathPrefix } from '../../config/page-config';
import type { IslandDefinition } from '../../ui/island-context';
import { optionalString } from '../../ui/island-props';
import { Typeahead, type TypeaheadProps } from './typeahead';
import { TYPEAHEAD_CSS } from './typeahead.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<TypeaheadProps> = {
  component: Typeahead,
  props: PROPS,
  parseProps: (raw) => ({
    label: optionalString(raw, 'label', 'Search products'),
    placeholder: optionalString(raw, 'placeholder', 'Search products'),
    pathPrefix: raw.pathPrefix == null ? null : normalisePathPrefix(optionalString(raw, 'pathPrefix')),
    // A page that writes its term in unescaped (a NUL, an escape) puts nothing in the box the shopper cannot see.
    initialTerm: optionalString(raw, 'initialTerm').replace(CONTROL_CHARACTERS, ''),
  }),
  css: TYPEAHEAD_CSS,
};
export default defineIsland(island);
