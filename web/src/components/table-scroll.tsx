import type { ReactNode } from 'react';
import './table-scroll.css';

/** A table that may scroll sideways on a phone: focusable and named, so a keyboard can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must take focus (WCAG 2.1.1).
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
