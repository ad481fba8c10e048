import type { ReactNode } from 'react';

/** A calm, non-error message (information or warning). */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role="status">
      {children}
    </div>
  );
}
