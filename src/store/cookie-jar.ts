// The one place that touches document.cookie.

export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAgeSeconds?: number;
  path?: string;
}

/** Raw (still encoded) value of a cookie, or null. */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
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
