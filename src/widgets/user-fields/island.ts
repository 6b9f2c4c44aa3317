import type { IslandDefinition } from '../../ui/island-context';
import { UserFields } from './user-fields';

const island: IslandDefinition<Record<string, never>> = {
  component: UserFields,
};
export default island;
