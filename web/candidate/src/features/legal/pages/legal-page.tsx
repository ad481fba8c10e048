import type { ReactNode } from 'react';

/** The layout of a policy document: title, date of the last change and numbered sections. */
export function LegalPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <article className="legal-document" aria-labelledby="legal-title">
      <header className="legal-document__header">
        <h1 id="legal-title">{title}</h1>
        {updated && <p className="legal-document__updated">{`Last updated ${updated}`}</p>}
      </header>
      <div className="legal-document__body">{children}</div>
    </article>
  );
}
