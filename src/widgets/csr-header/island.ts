import type { IslandDefinition } from '../../ui/island-context';
import { CsrHeader } from './csr-header';

const island: IslandDefinition<Record<string, never>> = {
  component: CsrHeader,
  css: `.sfi-csr-header{background:#5b1f8a;color:#fff;padding:.5rem 1rem;font-size:.9rem}.sfi-csr-header p{margin:0;max-width:72rem;margin-inline:auto}.sfi-csr-email{font-weight:700}`,
};
export default island;
