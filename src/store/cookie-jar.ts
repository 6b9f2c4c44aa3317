// The one place that touches document.cookie.

export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
}

/**
 * Raw (still encoded) value of a cookie, or null. A value the server wrapped in double quotes (the cookie grammar
 * allows it, and some server frameworks quote every value) is read without them, as every cookie library reads it.
 */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value.length > 1 && value[0] === '"' && value.endsWith('"') ? value.slice(1, -1) : value;
    }
  }
  return null;
}

/** Writes a cookie whose value is already encoded for the cookie header. */
export function writeCookie(name: string, encodedValue: string, options: CookieOptions = {}): void {
  let cookie = `${name}=${encodedValue}; path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.maxAgeSeconds !== undefined) cookie += `; max-age=${Math.floor(options.maxAgeSeconds)}`;
  if (typeof location !== 'undefined' && location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0`;
}

/** decodeURIComponent that never throws: a garbled sequence gives null. */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Decodes as UTF-8, and a run of escapes that is not UTF-8 (`%EB`, the Latin-1 "ë" an older page wrote) as the
 * Latin-1 characters it names: one such name in a cookie must not cost the shopper the rest of it (the bag count,
 * the signed-in state, the other recent searches), nor be lost when the cookie is written back (in UTF-8, which every
 * reader decodes).
 */
export function lenientDecode(text: string): string {
  return (
    safeDecode(text) ??
    text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => safeDecode(run) ?? run.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16))))
  );
}
