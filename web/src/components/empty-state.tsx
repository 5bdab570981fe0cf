import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet: say so and, when there is one, the next step. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}
