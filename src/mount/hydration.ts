// When a host mounts (docs/architecture.md `data-hydrate`): load (default), idle, visible, interaction.
// Each strategy calls `start` once and returns a cancel function.

export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';
const HYDRATION_STRATEGIES: readonly HydrationStrategy[] = ['load', 'idle', 'visible', 'interaction'];

/** Starts rendering this far before a `visible` host scrolls into view. */
const VISIBLE_ROOT_MARGIN = '200px';
/** An `idle` host mounts by this time even on a busy page. */
const IDLE_TIMEOUT_MS = 2000;
const INTERACTION_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

export function isHydrationStrategy(value: string): value is HydrationStrategy {
  return (HYDRATION_STRATEGIES as readonly string[]).includes(value);
}

/**
 * One observer for every `visible` host of the page, not one each: a listing of five hundred cards would otherwise
 * make five hundred observers, and the browser checks each of them at every frame.
 */
let visibleObserver: IntersectionObserver | null = null;
const startWhenVisible = new Map<Element, () => void>();

function stopWatching(host: Element): void {
  if (!startWhenVisible.delete(host)) return;
  visibleObserver!.unobserve(host);
  if (startWhenVisible.size === 0) {
    visibleObserver!.disconnect();
    visibleObserver = null;
  }
}

function whenVisible(host: HTMLElement, start: () => void): () => void {
  stopWatching(host); // a host scheduled again starts once, when its last schedule says
  visibleObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const begin = entry.isIntersecting ? startWhenVisible.get(entry.target) : undefined;
        if (!begin) continue;
        stopWatching(entry.target);
        begin();
      }
    },
    { rootMargin: VISIBLE_ROOT_MARGIN },
  );
  startWhenVisible.set(host, start);
  visibleObserver.observe(host);
  return () => {
    if (startWhenVisible.get(host) === start) stopWatching(host);
  };
}

export function scheduleHydration(strategy: HydrationStrategy, host: HTMLElement, start: () => void): () => void {
  switch (strategy) {
    case 'idle': {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
        return () => cancelIdleCallback(handle);
      }
      const timer = setTimeout(start, 1);
      return () => clearTimeout(timer);
    }
    case 'visible':
      if (typeof IntersectionObserver === 'function') return whenVisible(host, start);
      start();
      return () => {};
    case 'interaction': {
      const trigger = () => {
        cancel();
        start();
      };
      const cancel = () => INTERACTION_EVENTS.forEach((type) => host.removeEventListener(type, trigger));
      INTERACTION_EVENTS.forEach((type) => host.addEventListener(type, trigger, { passive: true }));
      return cancel;
    }
    default:
      start();
      return () => {};
  }
}
