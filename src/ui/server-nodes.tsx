// Server-rendered nodes inside an island's view. An island that enhances its host's content (accordion
// panels, a date input) takes a copy of it from its context (`serverContent()`) and places the nodes it
// keeps with this component: they are appended once, before paint, and the framework never touches them
// again (the element renders no children of its own). Island hosts among them mount as any added host does.
import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';

export interface ServerNodesProps extends HTMLAttributes<HTMLElement> {
  nodes: readonly Node[];
  /** Renders a `<span>` (for phrasing content) instead of a `<div>`. */
  inline?: boolean;
}

export function ServerNodes({ nodes, inline, ...attributes }: ServerNodesProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.append(...nodes);
  }, []);
  const Tag = inline ? 'span' : 'div';
  return <Tag ref={ref as never} {...attributes} />;
}
