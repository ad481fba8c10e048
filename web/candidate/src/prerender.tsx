// Build-time entry (scripts/prerender.mjs): renders each public page to HTML with the same tree the browser hydrates.
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
