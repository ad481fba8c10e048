import type { ReactNode } from 'react';
import { CookieBanner } from './cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page content, footer and the cookie banner: the frame of every public page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
