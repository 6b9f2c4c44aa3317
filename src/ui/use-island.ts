import { useContext } from 'react';
import { IslandContext, type IslandContextValue } from './island-context';

/** The services of the island this component belongs to. */
export function useIsland(): IslandContextValue {
  const value = useContext(IslandContext);
  if (!value) throw new Error('useIsland() was called outside an island mounted by the storefront-islands runtime.');
  return value;
}
