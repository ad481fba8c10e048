import type { Locator, Page } from 'playwright-core';

/**
 * Opens an answer from its queue row and starts grading it: opening only reads the answer; "Start grading" claims it
 * and shows the evaluation form.
 */
export async function openAndStartGrading(page: Page, row: Locator): Promise<void> {
  await row.getByRole('link', { name: 'Grade' }).click();
  await page.getByRole('button', { name: 'Start grading' }).click();
}
