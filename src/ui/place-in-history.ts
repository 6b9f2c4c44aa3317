// The shopper's place on a listing, kept in the page's history entry: how far down the page they were, and what an
// island had loaded that its URL does not name (a grid's "Show more" pages). Back from a product page then puts them
// where they were. The storefront's pages are `no-store`, so the browser loads them afresh on Back, and its own
// scroll restoration runs while the islands are still fetching: the page is a screen tall then, and the shopper lands
// near its top (docs/decisions.md "The place on Back").
// What is kept rides in `history.state` under one key, beside whatever the page keeps there; a page keeping something
// other than an object there is left alone, and nothing is kept.
import { useLayoutEffect } from 'react';

const KEY = 'sfiPlace';

type Place = Record<string, unknown>;

/** The entry's state as an object to add to, or null when the page keeps something else there. */
function entryState(): Record<string, unknown> | null {
  const state: unknown = history.state;
  if (state === null || state === undefined) return {};
  return typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : null;
}

function placeOf(state: Record<string, unknown> | null): Place {
  const place = state?.[KEY];
  return place !== null && typeof place === 'object' ? (place as Place) : {};
}

/** What the entry held when the page loaded: read before anything here writes to it. */
const saved = placeOf(entryState());

/** Keeps `value` under `key` in the current history entry (the URL stays as it is). */
export function keepPlace(key: string, value: unknown): void {
  const state = entryState();
  if (!state) return;
  try {
    history.replaceState({ ...state, [KEY]: { ...placeOf(state), [key]: value } }, '');
  } catch {
    // A browser refusing (too many calls, a sandboxed frame): the place is not kept, nothing else changes.
  }
}

/** What this page's history entry kept under `key` when the page loaded: a whole number from `min` to `max`, or undefined. */
export function keptCount(key: string, min: number, max: number): number | undefined {
  const value = saved[key];
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : undefined;
}

const savedY = keptCount('y', 1, Number.MAX_SAFE_INTEGER);
/** Once the page has gone back to its place, or the shopper has moved it themselves, nothing here scrolls it. */
let settled = savedY === undefined;

// The position as the shopper leaves (a product link followed, a reload): the entry they come back to keeps it.
window.addEventListener('pagehide', () => keepPlace('y', Math.round(window.scrollY)));
// The shopper's own move before the listing is in (a wheel, a touch, a key): theirs wins, no jump back.
if (!settled) for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) window.addEventListener(type, () => (settled = true), { capture: true, passive: true, once: true });

/**
 * Back where the shopper left the page, when its history entry kept a position, as soon as this island is `ready`
 * (its listing drawn at full length). Once only: a later island, or a later render, finds it settled. A page holds one
 * listing that grows as it loads (a grid, or the search results), so the first one ready is the one that counts.
 */
export function useKeptScroll(ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready || settled) return;
    settled = true;
    window.scrollTo({ top: savedY!, left: 0, behavior: 'instant' });
  }, [ready]);
}
