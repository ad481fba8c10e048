import { type ComponentType, StrictMode, useEffect } from 'react';
import { SiteLayout } from '../features/public/components/site-layout';
import { applyPageMeta } from '../features/public/lib/page-meta';
import { AppErrorBoundary } from './app-error-boundary';
import type { PublicPageEntry } from './public-pages';

/** A public page inside the site's header and footer; keeps the document head in step on client navigations. */
export function PublicPageView({ page, Page }: { page: PublicPageEntry; Page: ComponentType }) {
  useEffect(() => applyPageMeta(page), [page]);
  // Until hydration the prerendered page looks ready but its buttons do nothing; tools and tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <SiteLayout>
      <Page />
    </SiteLayout>
  );
}

/**
 * The whole tree of a prerendered page. The build renders it to HTML and the browser hydrates the same tree, without
 * the router, Firebase or Apollo: links between public pages are plain links to prerendered HTML.
 */
export function PublicPageRoot({ page, Page }: { page: PublicPageEntry; Page: ComponentType }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <PublicPageView page={page} Page={Page} />
      </AppErrorBoundary>
    </StrictMode>
  );
}
