import type { ReactNode } from 'react';

const icons = { success: '✓', danger: '!', neutral: null } as const;

export function Outcome({ tone, title, children }: { tone: keyof typeof icons; title: string; children: ReactNode }) {
  const icon = icons[tone];
  return (
    <section className="page success-page completion-page" aria-live="polite">
      {icon && (
        <div className={`success-page__icon completion-page__icon--${tone}`} aria-hidden="true">
          {icon}
        </div>
      )}
      <h1>{title}</h1>
      {children}
    </section>
  );
}
