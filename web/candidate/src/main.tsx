// The entry styles, in the order the cascade has always had: the public site's, then the base styles. Being entry
// styles, they are inlined into every prerendered page by the build (scripts/prerender.mjs).
import './features/public/public-site.css';
import './app/styles.css';

/** The app's preloads added to the document in one task (see below). */
const preloadsPerTask = 2;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * Resolves in a later task, as src/app/next-task.ts does: kept here so that the entry imports no chunk of its own (the
 * helper is shared with the app's chunks, so importing it would add one more download before the entry can run).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has painted the document as it stands (or at once in a hidden tab, which never paints). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A prerendered public page hydrates on its own, without the router, Firebase or Apollo, which keeps the landing
// page light; every other page (sign-in, sign-up, the dashboard) starts the full app.
// Only a prerendered public page (data-page) needs their list, and its HTML preloads it (scripts/prerender.mjs): the
// app's shells (the tests list first) start fewer downloads with the entry, in the task that parses their HTML.
const pageKey = container.dataset.page;
const page = pageKey ? (await import('./app/public-pages')).findPublicPage(pageKey) : undefined;
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
// A host that answers every path with the landing page (a plain SPA fallback) must still start the app.
const prerenderedHere = page !== undefined && (page.path === null || page.path === path);
if (page && prerenderedHere && container.firstElementChild) {
  // The page reads and its links work without JavaScript: its code loads once the first screen is painted, so the
  // first screen never waits for it.
  await afterNextPaint();
  const [{ hydratePublicPage }, Page] = await Promise.all([import('./app/hydrate-public-page'), page.load()]);
  hydratePublicPage(container, page, Page);
} else {
  // A shell whose HTML draws its page (sign-up's form, the tests list's frame) paints it before the app starts.
  if (container.firstElementChild) await afterNextPaint();
  // The tests list's HTML keeps the app's preloads until now (see scripts/prerender.mjs): every chunk downloads at
  // once, while src/app/load-app.ts evaluates them one task at a time.
  const preloads = document.getElementById('app-preloads');
  if (preloads instanceof HTMLTemplateElement) {
    // Starting two dozen downloads at once takes the main thread one long task: a few per task, in the build's order,
    // and the imports below start theirs in the task after the last.
    const links = [...preloads.content.children];
    for (let index = 0; index < links.length; index += preloadsPerTask) {
      document.head.append(...links.slice(index, index + preloadsPerTask));
      await nextTask();
    }
  }
  // Firebase starts restoring the session as soon as its chunks are in, while the rest of the app downloads.
  void import('./app/start-auth').then(({ startAuth }) => startAuth()).catch(() => undefined);
  const { loadApp } = await import('./app/load-app');
  const { mountApp } = await loadApp();
  await mountApp(container);
}
