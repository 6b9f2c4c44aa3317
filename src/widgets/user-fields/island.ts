import type { IslandDefinition } from '../../ui/island-context';
import { UserFields } from './user-fields';
import { defineIsland } from '../../ui/use-island';

const island: IslandDefinition<Record<string, never>> = {
  component: UserFields,
};
export default defineIsland(island);
