// Preact core behind the same names as framework.ts (see there). Preact renders synchronously.
import { render, type ComponentChild } from 'preact';
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
