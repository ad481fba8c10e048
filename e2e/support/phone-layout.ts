import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const phoneViewport = { width: 390, height: 844 };

/**
 * Opens the page's URL in a second tab of the same session (so the same sign-in) at 390 px, waits for `ready`, and
 * asserts that nothing is wider than the phone: the page never scrolls sideways. Polled, because under load a lazily
 * loaded stylesheet may land a moment after the text.
 */
export async function expectNoSidewaysScrollOnPhone(
  page: Page,
  ready: (phonePage: Page) => Promise<unknown>,
): Promise<void> {
  const phonePage = await page.context().newPage();
  try {
    await phonePage.setViewportSize(phoneViewport);
    await phonePage.goto(page.url());
    await ready(phonePage);
    await expect
      .poll(() => phonePage.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
      .toBeLessThanOrEqual(phoneViewport.width);
  } finally {
    await phonePage.close();
  }
}
