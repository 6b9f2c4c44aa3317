import type { ReactNode } from 'react';

/** Text for screen readers only. */
export function VisuallyHidden({ children, ...rest }: { children: ReactNode; role?: string; 'aria-live'?: 'polite' | 'assertive' }) {
  return (
    <span className="sfi-visually-hidden" {...rest}>
      {children}
    </span>
  );
}
