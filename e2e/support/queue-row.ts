import type { Locator, Page } from 'playwright-core';

/**
 * The evaluation queue's row for `candidate` (the test's own, unique name) on a page open at the tutor app's queue.
 * The queue shows 20 answers a page, oldest deadline first, and on the shared platform other tests' submissions can
 * push the test's own past the first page: this pages on until the row shows, and starts again from the first page
 * (a fresh load, as the queue's 30-second refresh would) until `timeout`.
 */
export async function queueRow(page: Page, candidate: string, timeout = 30_000): Promise<Locator> {
  const giveUpAt = Date.now() + timeout;
  const left = () => Math.max(1, giveUpAt - Date.now());
  const table = page.getByRole('table', { name: 'Submitted answers, oldest deadline first' });
  const empty = page.getByText('No answers are waiting for evaluation.');
  const row = table.getByRole('row', { name: candidate });
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const next = pager.getByRole('button', { name: 'Next' });
  let shown = new URL(page.url()).searchParams.get('page') ?? '1';
  for (;;) {
    await table.or(empty).waitFor({ timeout: left() });
    if ((await row.count()) > 0) return row;
    if ((await next.count()) > 0 && (await next.isEnabled())) {
      shown = String(Number(shown) + 1);
      await next.click();
      await pager.getByText(new RegExp(`^Page ${shown} of`)).waitFor({ timeout: left() });
      continue;
    }
    if (Date.now() >= giveUpAt) throw new Error(`No row for ${candidate} in the evaluation queue.`);
    const first = new URL(page.url());
    first.searchParams.delete('page');
    await page.waitForTimeout(1_000);
    await page.goto(first.toString());
    shown = '1';
  }
}
