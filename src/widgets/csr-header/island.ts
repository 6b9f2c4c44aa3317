import type { IslandDefinition } from '../../ui/island-context';
import { CsrHeader } from './csr-header';
import { CSR_HEADER_CSS } from './csr-header.css';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<Record<string, never>> = {
  component: CsrHeader,
  props: PROPS,
  css: CSR_HEADER_CSS,
};
export default defineIsland(island);
