import type { IslandDefinition } from '../../ui/island-context';
import { optionalString } from '../../ui/island-props';
import { CsrHeader, type CsrHeaderProps } from './csr-header';
import { CSR_HEADER_CSS } from './csr-header.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<CsrHeaderProps> = {
  component: CsrHeader,
  props: PROPS,
  parseProps: (raw) => ({ label: optionalString(raw, 'label').trim() || PROPS.label.default }),
  css: CSR_HEADER_CSS,
};
export default defineIsland(island);
