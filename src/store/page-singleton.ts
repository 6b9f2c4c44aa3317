// One instance per page, shared by every chunk and by a second copy of the bundle on the same page:
// kept on globalThis under a versioned key. Bump a key's version when its shape changes, so two
// incompatible bundles never share one.

/** Every key starts with this, so a test can forget them all (a new page load). */
export const PAGE_SINGLETON_PREFIX = '__storefrontIslands:';

export function pageSingleton<T>(key: string, create: () => T): T {
  const holder = globalThis as unknown as Record<string, T | undefined>;
  return (holder[PAGE_SINGLETON_PREFIX + key] ??= create());
}
