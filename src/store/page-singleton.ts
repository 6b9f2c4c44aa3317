// One instance per page, shared by every chunk and by a second copy of the bundle on the same page. Bump a key's
// version when its shape changes, so two incompatible bundles never share one.

/**
 * Where they live: one object on globalThis under a symbol of the global registry (so every copy finds it). A string
 * name would not do: an element whose `id` is that name shows on `window` too (named access), and markup on the page
 * (a content zone, server HTML in a dialog) would pass for the instance. No markup can name a symbol.
 */
export const PAGE_SINGLETONS = Symbol.for('storefront-islands:page-singletons');

export function pageSingleton<T>(key: string, create: () => T): T {
  const holder = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>;
  const singletons = (holder[PAGE_SINGLETONS] ??= Object.create(null) as Record<string, unknown>);
  return (singletons[key] ??= create()) as T;
}
