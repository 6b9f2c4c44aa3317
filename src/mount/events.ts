// DOM events on document named `sfi:*`, so jQuery-era page code can listen (docs/widgets.md "Global API (legacy page scripts)").
const EVENT_PREFIX = 'sfi:';

function eventType(name: string): string {
  return name.startsWith(EVENT_PREFIX) ? name : EVENT_PREFIX + name;
}

export function emit(name: string, detail?: unknown): void {
  document.dispatchEvent(new CustomEvent(eventType(name), { detail }));
}

/** Listens to `sfi:<name>` (the prefix is optional); returns the function that stops listening. */
export function on(name: string, listener: (detail: unknown, event: CustomEvent) => void): () => void {
  const type = eventType(name);
  const handler = (event: Event) => listener((event as CustomEvent).detail, event as CustomEvent);
  document.addEventListener(type, handler);
  return () => document.removeEventListener(type, handler);
}
