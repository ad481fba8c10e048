import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The test's title with a way back to the list. */
export function TaskHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="task-header">
      <Link to="/dashboard/writingtasks" className="back-link">
        ← All tests
      </Link>
      <h1 className="task-header__title">{title}</h1>
      {children}
    </header>
  );
}
