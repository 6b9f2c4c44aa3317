// Renders one island into its host inside an error boundary, so a throwing island stays local
// (React: boundary + onUncaughtError; Preact: the boundary catches render and effect errors).
import type { ComponentType, ReactNode } from 'react';
import { childContextFor, Component, createElement, createRoot, flushSync } from '../ui/framework';
import type { IslandContextValue } from '../ui/island-context';
import { IslandContext } from '../ui/use-island';

interface BoundaryProps {
  onError(error: unknown): void;
  /** With Preact, the island context this boundary provides itself (see childContextFor). */
  childContext?: Record<string, unknown>;
  children?: ReactNode;
}

class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : (this.props.children as never);
  }
}

/** Preact: the boundary provides the island context (one component level per island fewer). React: null. */
const provideIsland = childContextFor(IslandContext as never) as ((value: IslandContextValue) => Record<string, unknown>) | null;
if (provideIsland) {
  (IslandBoundary.prototype as unknown as { getChildContext(this: IslandBoundary): unknown }).getChildContext = function () {
    return this.props.childContext;
  };
}

export interface IslandRoot {
  unmount(): void;
}

/** Renders synchronously, so the server-rendered content is swapped for the island in one task. */
export function renderIsland<P extends object>(
  context: IslandContextValue,
  component: ComponentType<P>,
  props: P,
  onError: (error: unknown) => void,
): IslandRoot {
  const root = createRoot(context.host, {
    onUncaughtError: (error: unknown) => onError(error),
    // The boundary reports caught errors itself; this keeps React from logging them a second time.
    onCaughtError: () => {},
  });
  const island = createElement(component as never, props as never);
  const tree = provideIsland
    ? createElement(IslandBoundary as never, { onError, childContext: provideIsland(context) } as never, island)
    : createElement(IslandBoundary as never, { onError } as never, createElement(IslandContext.Provider as never, { value: context } as never, island));
  flushSync(() => root.render(tree as never));
  return root;
}
