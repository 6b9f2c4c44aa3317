// The framework the runtime renders with, chosen per build flavour. This file is the React 19 one;
// the preact flavour swaps in framework.preact.ts (rollup alias, jest moduleNameMapper), so the
// preact entry carries preact's core only and preact/compat loads with the first island.
export { Component, createElement } from 'react';
export { createRoot } from 'react-dom/client';
export { flushSync } from 'react-dom';

/** React reads context from Providers only: the island root renders one (framework.preact.ts says why Preact need not). */
export function childContextFor(_context: unknown): null {
  return null;
}
