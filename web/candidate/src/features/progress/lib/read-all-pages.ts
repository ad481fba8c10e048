/** One page as a cursor connection answers it. */
export type Page<T> = { items: T[]; hasNextPage: boolean; endCursor: string | null };

/**
 * Reads a cursor connection to its end, page after page (a candidate may have more attempts than one page holds).
 * Stops at `maxPages` so a server that never says "last page" cannot keep the page loading forever.
 */
export async function readAllPages<T>(
  fetchPage: (after: string | null) => Promise<Page<T>>,
  maxPages = 50,
): Promise<T[]> {
  const all: T[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const next: Page<T> = await fetchPage(after);
    all.push(...next.items);
    if (!next.hasNextPage || next.endCursor === null) break;
    after = next.endCursor;
  }
  return all;
}
