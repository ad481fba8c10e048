// Build-time entry (scripts/prerender.mjs): renders each public page to HTML with the same tree the browser hydrates.
import { LoadingState } from '@mocktest/web-shared/ui';
import { prerender } from 'react-dom/static';
import { PublicPageRoot } from './app/public-page-view';
import { appPageMeta, publicPages } from './app/public-pages';

export { appPageMeta, publicPages };

/** The HTML of the public page `key`, waiting for everything it suspends on. */
export async function renderPublicPage(key: string): Promise<string> {
  const page = publicPages.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`No public page '${key}'.`);
  const Page = await page.load();
  const { prelude } = await prerender(<PublicPageRoot page={page} Page={Page} />);
  return new Response(prelude).text();
}

/** What the signed-in app shows while it starts (RequireAuth's waiting state), for its shell to show meanwhile. */
export async function renderAppPlaceholder(): Promise<string> {
  const { prelude } = await prerender(
    <div className="fullscreen-center">
      <LoadingState />
    </div>,
  );
  return new Response(prelude).text();
}
