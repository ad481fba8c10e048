import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { mailsTo } from './support/mailbox.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';

// Embedded mode with SMTP_URL: the server relays its outbox to the run's SMTP sink, and every turnaround the candidate
// reads (receipt, success page, under-evaluation notice) is their plan's, from the plan catalogue.

async function sidebarLink(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Toggle menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
}

async function mailTo(email: string) {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  return mailsTo(email);
}

test('a Gold buyer gets the receipt by SMTP and is promised 30 minutes on the payment, success and notice screens', async () => {
  const gil = await newAccount('Gil Gold');
  const { email } = gil;
  const page = await signedInPage(gil, 'candidate', '/dashboard/profile', { name: 'mail-turnaround' });
  await page.getByText(email).first().waitFor();

  // Buy Gold for IELTS Academic with the simulated gateway's test card.
  await sidebarLink(page, 'Upgrade');
  await page.getByLabel('Course Selected').selectOption('IELTSAcademic');
  await page.getByRole('article', { name: 'Gold' }).getByText('Evaluation within 30 minutes').waitFor();
  await page.getByRole('article', { name: 'Gold' }).getByRole('button', { name: 'Choose Plan' }).click();
  await page.getByRole('dialog', { name: 'Selection Summary' }).getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL('**/dashboard/payment?purchase=*');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('heading', { name: 'Payment Done!' }).waitFor({ timeout: 40_000 });
  await page.getByText('Each answer you submit now is evaluated within 30 minutes.').waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByText('Each answer you submit now is evaluated within 30 minutes.').waitFor();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The receipt arrives once at the SMTP server, as text and HTML, stating the plan's promise.
  const [receipt] = await mailTo(email);
  expect(receipt?.subject).toMatch(/^Your receipt .+: Gold plan$/);
  expect(receipt?.text).toContain('Plan: Gold (20 writing mock tests, evaluation within 30 minutes)');
  expect(receipt?.html).toContain('evaluation within 30 minutes');
  expect(receipt?.messageId).toMatch(/^<.+@mocktest>$/);

  // Take and submit the first test.
  await page.goto(`${platformOrigin()}/dashboard/writingtasks`);
  await page.locator('.test-row').first().getByRole('button', { name: 'Start test' }).click();
  const startTest = page.getByRole('button', { name: 'Start Test', exact: true });
  await page.waitForURL(/\/dashboard\/writingtasks\/(writing\d|[^/]+\/intro)/);
  if (page.url().includes('/intro')) await startTest.click();
  await page.waitForURL(/\/dashboard\/writingtasks\/writing\d/);
  const answerBox = page.getByPlaceholder('Type your answer here...');
  await answerBox.fill('The chart compares volunteering hours by age group in 2005 and 2020.');
  await page.getByRole('tab', { name: 'Part 2' }).click();
  await answerBox.fill('Working from home is mostly a positive change for staff and companies.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/dashboard/writingtasks/success');
  await page.getByText('Results will be ready within 30 minutes, as your Gold plan promises.').waitFor();
  expect(await page.getByText('2 hours').count()).toBe(0);
  await snap(page, 'mail-turnaround-01-success-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByText('Results will be ready within 30 minutes, as your Gold plan promises.').waitFor();

  // The notice gives the release time and the same promise.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page
    .getByRole('button', { name: /View Feedback/ })
    .first()
    .click();
  await page.getByText(/your Gold plan promises results within 30 minutes of submitting\./).waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByText(/your Gold plan promises results within 30 minutes of submitting\./).waitFor();
  await snap(page, 'mail-turnaround-02-under-evaluation-390');

  // No other mail went out, and the receipt was not sent twice.
  expect(await mailsTo(email)).toHaveLength(1);
  await page.context().close();
});

test('the landing page and its FAQ state the span of the plans from the catalogue', async () => {
  const page = await newPage({ name: 'mail-turnaround-landing' });
  await page.goto(`${platformOrigin()}/`);
  // The prerendered page's buttons work once it has hydrated.
  await page.waitForSelector('html[data-interactive="true"]', { state: 'attached' });
  await page.getByRole('button', { name: 'How quickly will I receive my evaluation?' }).click();
  await page.getByText('Within 30 minutes to 4 hours of submitting, depending on your plan.').waitFor();
  for (const promise of ['within 4 hours', 'within 1 hour', 'within 30 minutes']) {
    expect(await page.getByText(`Evaluation ${promise}`, { exact: true }).count()).toBe(1);
  }
  // The answer stays readable on a phone.
  const faqAnswer = page.getByText('Within 30 minutes to 4 hours of submitting, depending on your plan.');
  await page.setViewportSize({ width: 390, height: 844 });
  await faqAnswer.scrollIntoViewIfNeeded();
  expect(await faqAnswer.isVisible()).toBe(true);
  await page.context().close();
});
