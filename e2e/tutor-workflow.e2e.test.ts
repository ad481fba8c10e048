import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { type Exam, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { queueRow } from './support/queue-row.ts';
import { signedInPage } from './support/sessions.ts';
import { openAndStartGrading } from './support/start-grading.ts';
import { submitFirstTest } from './support/submit-first-test.ts';

// A tutor's day: filter the queue, grade with the live overall, confirm the publish, find the work in My work.
// The shared platform's deadlines are an hour away, so every countdown is running while the test looks at it.

/** A candidate of this test who submits the first test of an exam through the API. */
async function candidateSubmits(displayName: string, exam: Exam) {
  const account = await newAccount(displayName, { exam });
  await submitFirstTest(
    account,
    exam,
    'More people now work from home, and this essay weighs what they gain against what their towns lose.',
  );
  return account;
}

/** axe at 1280 and 390 px, and no sideways scrolling at either width. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a tutor filters the queue, grades with the live overall, confirms the publish and finds it in My work', async () => {
  const ielts = await candidateSubmits('Ilse Ingram', 'IELTSAcademic');
  await candidateSubmits('Pavel Pruss', 'PTE');

  const tutor = await signedInPage(await newAccount('Tove Workflow', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'tutor-workflow',
    bypassCSP: true,
  });

  // Both answers wait, each with the plan that set its deadline (no plan: Bronze's time) and a countdown in words.
  const ilseRow = await queueRow(tutor, 'Ilse Ingram');
  await expect.poll(() => ilseRow.textContent()).toMatch(/Bronze.*\d+ (h|min)( \d+ min)? left/);
  await queueRow(tutor, 'Pavel Pruss');

  // Filter to IELTS Academic answers nobody has claimed; the address keeps the filters through a reload.
  await tutor.getByLabel('Exam').selectOption({ label: 'IELTS-Academic' });
  await tutor.getByLabel('Status').selectOption({ label: 'Unclaimed' });
  await expect.poll(() => tutor.getByRole('row', { name: /Pavel Pruss/ }).count()).toBe(0);
  await expect.poll(() => tutor.url()).toContain('exam=IELTSAcademic');
  await tutor.reload();
  await queueRow(tutor, 'Ilse Ingram');
  expect(await tutor.getByLabel('Status').inputValue()).toBe('UNCLAIMED');
  expect(await tutor.getByRole('row', { name: /Pavel Pruss/ }).count()).toBe(0);
  await checkScreen(tutor, 'queue');

  // Grading: the overall appears once every criterion is scored and follows each change.
  await openAndStartGrading(tutor, ilseRow);
  await tutor.getByText('0 of 8 scores chosen').waitFor();
  await tutor.getByText(/choose every score \(0 of 8 chosen\)/).waitFor();
  const selects = await tutor.locator('.score-grid select').all();
  for (const select of selects) await select.selectOption('6');
  const first = tutor.locator('.live-overall strong');
  await expect.poll(() => first.textContent()).toMatch(/^Band 6/);
  for (const select of selects) await select.selectOption('8');
  await expect.poll(() => first.textContent()).toBe('Band 8.0');
  const overall = 'Band 8.0';
  // Each select is described by the rubric's one line on the chosen score.
  const lexical = tutor.getByLabel(/Lexical Resource/).last();
  const lexicalDescriptor = tutor.locator(`[id="${await lexical.getAttribute('aria-describedby')}"]`);
  expect(await lexicalDescriptor.textContent()).toMatch(/^Wide range used fluently and precisely/);

  await tutor.getByRole('button', { name: 'Add strength' }).click();
  const strengths = tutor.getByRole('group', { name: 'Strengths' });
  await strengths.getByLabel('Label').fill('Position');
  await strengths.getByLabel('Text').fill('The view is clear from the first paragraph.');
  await tutor.getByLabel('General Feedback').fill('A clear position; support each reason with an example.');
  await checkScreen(tutor, 'grading');
  await snap(tutor, 'tutor-workflow-01-grading');

  // Publish asks first, stating the overall.
  await tutor.getByRole('button', { name: 'Publish' }).click();
  const dialog = tutor.getByRole('dialog');
  await dialog.getByText(`Overall: ${overall}.`, { exact: false }).waitFor();
  await snap(tutor, 'tutor-workflow-02-confirm');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  // axe judges the success toast while it shows (hovering holds it open), once it has faded in fully.
  const toast = tutor.locator('[data-sonner-toast]', { hasText: 'Evaluation published.' });
  await toast.hover();
  await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(await seriousAccessibilityViolations(tutor), 'the publish toast').toEqual([]);
  await tutor.mouse.move(0, 0);
  await toast.waitFor({ state: 'hidden' });

  // My work lists it: exam, overall, on time; the search finds it by the candidate's e-mail.
  await tutor.getByRole('link', { name: 'My work' }).click();
  const workRow = tutor.getByRole('row', { name: /Ilse Ingram/ });
  await workRow.waitFor();
  expect(await workRow.textContent()).toContain('IELTS-Academic');
  expect(await workRow.textContent()).toContain(overall);
  expect(await workRow.textContent()).toContain('On time');
  await tutor.getByLabel('Search by candidate name, e-mail or test title').fill(ielts.email);
  await tutor.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => tutor.url()).toContain('q=');
  await workRow.waitFor();
  await checkScreen(tutor, 'my-work');
  await tutor.getByLabel('Search by candidate name, e-mail or test title').fill('nobody-by-this-name');
  await tutor.getByRole('button', { name: 'Search' }).click();
  await tutor.getByText(/Nothing you published matches/).waitFor();
});
