// The framework the runtime renders with, chosen per build flavour. This file is the React 19 one;
// the preact flavour swaps in framework.preact.ts (rollup alias, jest moduleNameMapper). The runtime imports it
// dynamically: it loads in the framework chunk with the first island, never in boot.
export { Component, createElement } from 'react';
export { createRoot } from 'react-dom/client';
export { flushSync } from 'react-dom';
