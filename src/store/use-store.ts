// Subscribes a component to a nanostores store (both flavours: preact/compat has useSyncExternalStore).
import { useCallback, useSyncExternalStore } from 'react';
import type { MapStore, ReadableAtom } from 'nanostores';

interface Binding<T> {
  subscribe(onChange: () => void): () => void;
  get(): T;
}

/**
 * One subscribe and one read function per store, not new ones each render: useSyncExternalStore subscribes again
 * whenever it is handed a new subscribe function, and a page may render a thousand islands on one store.
 */
const bindings = new WeakMap<ReadableAtom<unknown>, Binding<unknown>>();

function bindingOf<T>(store: ReadableAtom<T>): Binding<T> {
  let binding = bindings.get(store) as Binding<T> | undefined;
  if (!binding) {
    binding = { subscribe: (onChange) => store.listen(() => onChange()), get: () => store.get() };
    bindings.set(store, binding as Binding<unknown>);
  }
  return binding;
}

export function useStore<T>(store: ReadableAtom<T>): T {
  const { subscribe, get } = bindingOf(store);
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * One key of a map store: the component renders again when that key's value changes, not at every change of the
 * map. A listing's cards each watch their own product, so a product that arrives for one of them (a quick view, the
 * next page of a grid) leaves the others alone.
 */
export function useStoreKey<T>(store: MapStore<Record<string, T>>, key: string): T | undefined {
  const { subscribe } = bindingOf(store);
  const get = useCallback(() => store.get()[key], [store, key]);
  return useSyncExternalStore(subscribe, get, get);
}
