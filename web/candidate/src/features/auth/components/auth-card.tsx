import '../auth.css';
import type { ReactNode } from 'react';
import { BrandHomeLink } from '../../../shared/brand-home-link';

/** The centred card the login and sign-up forms sit in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card sign-in-card">
        <BrandHomeLink />
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}
