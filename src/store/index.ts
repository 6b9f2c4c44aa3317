export { getStore, type StorefrontStore } from './store';
export { useStore } from './use-store';
export { readCookie, writeCookie } from './cookie-jar';
export type { UserFlags, UserCookieFields } from './user-cookie';
