// Waiting for an island on another host: the runtime's `data-widget-state` attribute (part of the host
// contract, docs/architecture.md) says when it has mounted.

/** Runs `then` once the island on `host` has mounted; returns a function that stops waiting. */
export function whenMounted(host: Element, then: () => void): () => void {
  const mounted = () => host.getAttribute('data-widget-state') === 'mounted';
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
