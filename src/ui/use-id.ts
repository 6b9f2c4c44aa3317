import { useRef } from 'react';

let counter = 0;

/** A page-unique id for ARIA wiring (stable for the component's life; works in both flavours). */
export function useStableId(prefix: string): string {
  const ref = useRef('');
  if (!ref.current) ref.current = `sfi-${prefix}-${++counter}`;
  return ref.current;
}
