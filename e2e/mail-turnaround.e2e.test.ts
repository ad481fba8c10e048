import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../services/core/src/test-support/smtp-test-server.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, screenshotDir, startPlatform } from './support/platform.ts';

// Embedded mode with SMTP_URL: the server relays its outbox to a real SMTP server started here, and every turnaround
// the candidate reads (receipt, success page, under-evaluation notice) is their plan's, from the plan catalogue.
let smtp: SmtpTestServer;
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // The platform inherits this process's environment.
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RELAY_INTERVAL_SECONDS = '1';
  platform = await startPlatform({ port: 18608, deadlineSeconds: 600, authEmulatorPort: 9618 });
  browser = await launchChromium();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_RELAY_INTERVAL_SECONDS;
  await browser?.close();
  await platform?.stop();
  await smtp?.close();
});

async function sidebarLink(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Toggle menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
}

async function mailTo(email: string) {
  await expect.poll(() => smtp.received.filter((mail) => mail.to === email).length, { timeout: 20_000 }).toBe(1);
  return smtp.received.filter((mail) => mail.to === email);
}

test('a Gold buyer gets the receipt by SMTP and is promised 30 minutes on the payment, success and notice screens', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(page, 'mail-failed'));
  const email = `gold-${Date.now()}@example.com`;

  await page.goto(`${platform.origin}/signup`);
  await page.getByLabel('Full name').fill('Gil Gold');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await page.getByLabel('Confirm Password').fill('s3cret-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/dashboard/profile');
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
  await snap(page, 'mail-00-payment-done-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByText('Each answer you submit now is evaluated within 30 minutes.').waitFor();
  await snap(page, 'mail-00-payment-done-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The receipt arrives once at the SMTP server, as text and HTML, stating the plan's promise.
  const [receipt] = await mailTo(email);
  expect(receipt?.subject).toMatch(/^Your receipt .+: Gold plan$/);
  expect(receipt?.text).toContain('Plan: Gold (20 writing mock tests, evaluation within 30 minutes)');
  expect(receipt?.html).toContain('evaluation within 30 minutes');
  expect(receipt?.messageId).toMatch(/^<.+@mocktest>$/);

  // Take and submit the first test.
  await page.goto(`${platform.origin}/dashboard/writingtasks`);
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
  await snap(page, 'mail-01-success-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByText('Results will be ready within 30 minutes, as your Gold plan promises.').waitFor();
  await snap(page, 'mail-02-success-390');

  // The notice gives the release time and the same promise.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page
    .getByRole('button', { name: /View Feedback/ })
    .first()
    .click();
  await page.getByText(/your Gold plan promises results within 30 minutes of submitting\./).waitFor();
  await snap(page, 'mail-03-under-evaluation-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByText(/your Gold plan promises results within 30 minutes of submitting\./).waitFor();
  await snap(page, 'mail-04-under-evaluation-390');

  // No other mail went out, and the receipt was not sent twice.
  expect(smtp.received.filter((mail) => mail.to === email)).toHaveLength(1);
  await page.close();
});

test('the landing page and its FAQ state the span of the plans from the catalogue', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${platform.origin}/`);
  // The prerendered page's buttons work once it has hydrated.
  await page.waitForSelector('html[data-interactive="true"]', { state: 'attached' });
  await page.getByRole('button', { name: 'How quickly will I receive my evaluation?' }).click();
  await page.getByText('Within 30 minutes to 4 hours of submitting, depending on your plan.').waitFor();
  for (const promise of ['within 4 hours', 'within 1 hour', 'within 30 minutes']) {
    expect(await page.getByText(`Evaluation ${promise}`, { exact: true }).count()).toBe(1);
  }
  const faqAnswer = page.getByText('Within 30 minutes to 4 hours of submitting, depending on your plan.');
  const view = async (name: string) => {
    await faqAnswer.evaluate((answer) => answer.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
  };
  await view('mail-05-landing-faq-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await view('mail-06-landing-faq-390');
  await page.close();
});
