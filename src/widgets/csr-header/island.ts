import type { IslandDefinition } from '../../ui/island-context';
import { CsrHeader } from './csr-header';
import { CSR_HEADER_CSS } from './csr-header.css';
import { defineIsland } from '../../ui/use-island';

const island: IslandDefinition<Record<string, never>> = {
  component: CsrHeader,
  css: CSR_HEADER_CSS,
};
export default defineIsland(island);
