import { createContext, useContext } from 'react';
import type { IslandContextValue, IslandDefinition } from './island-context';
import { readChecked } from './prop-check';

/**
 * Made here, not beside the types in island-context.ts, so that the boot module never needs the framework:
 * the runtime's renderer (mount/island-root.ts) and every island reach it through this module, which loads
 * with the first island in the chunk they share.
 */
export const IslandContext = createContext<IslandContextValue | null>(null);

/** The services of the island this component belongs to. */
export function useIsland(): IslandContextValue {
  const value = useContext(IslandContext);
  if (!value) throw new Error('useIsland() was called outside an island mounted by the storefront-islands runtime.');
  return value;
}

/**
 * An island module's default export (`export default defineIsland({...})` in every island.ts). Besides typing
 * the definition, it makes every island import this module, so it travels in the chunk all islands share
 * (with preact/compat) instead of being merged into one island's chunk that the others would then load too.
 */
export function defineIsland<P>(definition: IslandDefinition<P>): IslandDefinition<P> {
  const { props: declared, parseProps: read } = definition;
  if (!declared) return definition;
  // The declaration is checked first (ui/prop-check.ts): the island's own reading sees only props that passed.
  return { ...definition, parseProps: (raw, report) => readChecked(declared, raw, read, report) };
}
