// Subscribes a component to a nanostores store (both flavours: preact/compat has useSyncExternalStore).
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

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
