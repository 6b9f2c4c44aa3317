// Waiting for an island on another host: the runtime's `data-widget-state` attribute (part of the host
// contract, docs/architecture.md) says when it has mounted.

/**
 * Runs `then` once the island on `host` has mounted (or, with `orFailed`, has failed: its server content is
 * back); returns a function that stops waiting.
 */
export function whenMounted(host: Element, then: () => void, orFailed = false): () => void {
  const mounted = () => {
    const state = host.getAttribute('data-widget-state');
    return state == 'mounted' || (orFailed && state == 'error');
  };
  if (mounted()) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!mounted()) return;
    observer.disconnect();
    then();
  });
  observer.observe(host, { attributes: true, attributeFilter: ['data-widget-state'] });
  return () => observer.disconnect();
}
