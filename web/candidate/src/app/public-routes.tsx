import type { RouteObject } from 'react-router';
import { PublicPageView } from './public-page-view';
import { type PublicPageEntry, publicPages } from './public-pages';

function lazyPage(page: PublicPageEntry): RouteObject['lazy'] {
  return async () => {
    const Page = await page.load();
    return { element: <PublicPageView page={page} Page={Page} /> };
  };
}

/** The public pages inside the signed-in app's router, for in-app navigations (e.g. the logo or a logout to /). */
export const publicRoutes: RouteObject[] = publicPages.flatMap((page): RouteObject[] => {
  if (page.path === null) return [];
  if (page.path === '/') return [{ index: true, lazy: lazyPage(page) }];
  return [{ path: page.path.slice(1), lazy: lazyPage(page) }];
});

const notFoundPage = publicPages.find((page) => page.key === 'not-found');

/** Any path no other route claims. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: notFoundPage ? lazyPage(notFoundPage) : undefined,
};
