/** What a public page puts in the document head: title, description and the canonical address (none for 404). */
export type PageMeta = { path: string | null; title: string; description: string };

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Brings the head in line with the page after a client-side navigation. The prerendered HTML already carries the
 * same values; the canonical origin is the configured one when the page was prerendered.
 */
export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  const description = headElement('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.name = 'description';
    return element;
  });
  description.content = meta.description;
  if (meta.path === null) {
    // A missing page has no canonical address; leaving the previous page's would point search engines astray.
    document.head.querySelector('link[rel="canonical"]')?.remove();
    return;
  }
  const canonical = headElement('link[rel="canonical"]', () => {
    const element = document.createElement('link');
    element.rel = 'canonical';
    element.href = window.location.origin;
    return element;
  });
  canonical.href = new URL(meta.path, canonical.href).href;
}
