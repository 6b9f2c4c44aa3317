import type { IslandDefinition } from '../../ui/island-context';
import { UserFields } from './user-fields';
import { defineIsland } from '../../ui/use-island';
import { PROPS } from './props';

const island: IslandDefinition<Record<string, never>> = {
  component: UserFields,
  props: PROPS,
};
export default defineIsland(island);
