import type { ReactNode } from 'react';

/** The heading band and text column of the simple pages (about, contact, careers, news). */
export function InfoPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <section className="page-hero" aria-labelledby="page-title">
        <div className="site-container site-container--narrow">
          <h1 id="page-title" className="page-hero__title">
            {title}
          </h1>
          <p className="page-hero__lead">{lead}</p>
        </div>
      </section>
      <div className="site-section">
        <div className="site-container site-container--narrow prose">{children}</div>
      </div>
    </>
  );
}
