// Server-rendered nodes inside an island's view. An island that enhances its host's content (accordion
// panels, a date input) takes a copy of it from its context (`serverContent()`) and places the nodes it
// keeps with this component: they are appended once, before paint, and the framework never touches them
// again (the element renders no children of its own). Island hosts among them mount as any added host does.
import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useIsland } from './use-island';

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

/**
 * What the page wrote in the host, less the props' `<script>`, copied once: an island shows it (with ServerNodes)
 * while its data loads, so the page does not move as the island mounts (docs/decisions.md "The buy box while its
 * product loads").
 */
export function useWrittenNodes(): Node[] {
  const { serverContent } = useIsland();
  const [nodes] = useState(() => [...serverContent().childNodes].filter((node) => node.nodeName != 'SCRIPT'));
  return nodes;
}
