import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../shared/ui/brand-logo';

/** The plain layout of the static policy pages. */
export function LegalPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <div className="legal">
      <header className="legal__header">
        <BrandLogo />
      </header>
      <main className="legal__main">
        <h1>{title}</h1>
        {updated && <p className="muted">Last updated {updated}</p>}
        {children}
        <p>
          <Link to="/login">Back to login</Link>
        </p>
      </main>
    </div>
  );
}
