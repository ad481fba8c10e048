// The base styles come first: the public site's and the features' styles build on them.
import './app/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { PublicPageRoot } from './app/public-page-view';
import { findPublicPage } from './app/public-pages';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A prerendered public page hydrates on its own, without the router, Firebase or Apollo, which keeps the landing
// page light; every other page (sign-in, sign-up, the dashboard) starts the full app.
const page = findPublicPage(container.dataset.page);
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
// A host that answers every path with the landing page (a plain SPA fallback) must still start the app.
const prerenderedHere = page !== undefined && (page.path === null || page.path === path);
if (page && prerenderedHere && container.firstElementChild) {
  const Page = await page.load();
  hydrateRoot(container, <PublicPageRoot page={page} Page={Page} />);
} else {
  const { mountApp } = await import('./app/mount-app');
  await mountApp(container);
}
