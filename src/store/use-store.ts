// Subscribes a component to a nanostores store (both flavours: preact/compat has useSyncExternalStore).
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(() => onChange()),
    () => store.get(),
    () => store.get(),
  );
}
