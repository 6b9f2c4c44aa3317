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
    case 'visible': {
      if (typeof IntersectionObserver !== 'function') {
        start();
        return () => {};
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            start();
          }
        },
        { rootMargin: VISIBLE_ROOT_MARGIN },
      );
      observer.observe(host);
      return () => observer.disconnect();
    }
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
