// Preact core behind the same names as framework.ts (see there). Preact renders synchronously.
import { render, type ComponentChild, type Context } from 'preact';
export { Component, createElement } from 'preact';

interface RootOptions {
  onUncaughtError?(error: unknown): void;
  onCaughtError?(error: unknown): void;
}

export function createRoot(container: Element, _options?: RootOptions) {
  return {
    render: (node: ComponentChild) => render(node, container),
    unmount: () => render(null, container),
  };
}

export function flushSync<T>(fn: () => T): T {
  return fn();
}

/**
 * How a class component's getChildContext() provides `context` so that useContext(context) below it reads a value:
 * the island's root component (mount/island-root.ts) provides the island context itself, one component level fewer
 * per island than a Provider inside it. Preact's useContext looks a provider up under the context's own key (a
 * `__cC<n>` string held on the context) and reads its `props.value`; the value never changes, so no subscriber needs
 * telling. Null when this Preact keeps no such key: the caller then renders the Provider as with React.
 */
export function childContextFor<T>(context: Context<T>): ((value: T) => Record<string, unknown>) | null {
  const key = Object.values(context).find((entry): entry is string => typeof entry === 'string' && entry.startsWith('__cC'));
  return key === undefined ? null : (value) => ({ [key]: { props: { value }, sub: noSubscribers } });
}

function noSubscribers(): void {}
