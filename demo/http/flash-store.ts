/** A change a form made, said once on the page its 303 leads to. */
export interface Flash {
  /** What became of the change, in a word or two, for the page's title ("item removed"). */
  outcome: string;
  /** The sentence the page shows ("Removed …, Ruby from your bag."). */
  message: string;
}

/** How long a flash waits for its page: the browser follows a 303 at once. */
export const FLASH_TTL_MS = 60_000;
/** At most this many sessions' flashes are kept; the oldest go first. */
export const MAX_FLASHES = 10_000;

/**
 * Flashes, in memory, one per session: set by a form's POST, taken (and so forgotten) by the session's next GET of
 * the page it names. Nothing of it travels in the URL, so a reload, a shared link or another tab shows none.
 */
export function createFlashStore(now: () => number = Date.now) {
  const entries = new Map<string, { path: string; flash: Flash; at: number }>();
  return {
    /** Keeps `flash` for the session's next visit to `path` (a path without query), replacing any it had. */
    set(sessionId: string, path: string, flash: Flash): void {
      entries.delete(sessionId);
      if (entries.size >= MAX_FLASHES) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { path, flash, at: now() });
    },
    /** The session's flash for `path`, forgotten as it is taken; null if it has none, or one for another page or too old. */
    take(sessionId: string, path: string): Flash | null {
      const entry = entries.get(sessionId);
      if (!entry || entry.path !== path) return null;
      entries.delete(sessionId);
      return now() - entry.at > FLASH_TTL_MS ? null : entry.flash;
    },
  };
}

export type FlashStore = ReturnType<typeof createFlashStore>;
