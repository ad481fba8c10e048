import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicPageRoot } from './public-page-view';
import type { PublicPageEntry } from './public-pages';

/** Brings the prerendered `page` in `container` to life, without the router, Firebase or Apollo. */
export function hydratePublicPage(container: HTMLElement, page: PublicPageEntry, Page: ComponentType): void {
  hydrateRoot(container, <PublicPageRoot page={page} Page={Page} />);
}
