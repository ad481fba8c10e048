import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../services/core/src/test-support/smtp-test-server.ts';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// The admin's back office: People (grant a role with a reason, the audit line) and Mail (a failed mail resent and then
// delivered by a real local SMTP server); a tutor sees neither screen nor its links.
let smtp: SmtpTestServer;
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // One try per round, so a refused mail shows as failed at once; the platform inherits this environment.
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RELAY_INTERVAL_SECONDS = '1';
  process.env.MAIL_MAX_TRIES = '1';
  platform = await startPlatform({ port: 18609, deadlineSeconds: 600, authEmulatorPort: 9619 });
  browser = await launchChromium();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_RELAY_INTERVAL_SECONDS;
  delete process.env.MAIL_MAX_TRIES;
  await browser?.close();
  await platform?.stop();
  await smtp?.close();
});

async function signInToBackOffice(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${platform.origin}/tutor/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
}

/** The demo candidate buys a plan: its receipt is the outbox mail the SMTP server will refuse. */
async function buyGoldAsDemoCandidate(): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(page, 'admin-failed-candidate'));
  await page.goto(`${platform.origin}/login`);
  await page.getByLabel('Email').fill('candidate@example.com');
  await page.getByLabel('Password').fill('candidate-pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard/**');
  await page.goto(`${platform.origin}/dashboard/upgrade`);
  await page.getByLabel('Course Selected').selectOption('IELTSAcademic');
  await page.getByRole('article', { name: 'Gold' }).getByRole('button', { name: 'Choose Plan' }).click();
  await page.getByRole('dialog', { name: 'Selection Summary' }).getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL('**/dashboard/payment?purchase=*');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('heading', { name: 'Payment Done!' }).waitFor({ timeout: 40_000 });
  await page.close();
}

test('an admin grants tutor to a verified candidate with a reason, sees the audit line, and resends a failed mail', async () => {
  smtp.rejecting = true;
  await buyGoldAsDemoCandidate();
  await expect.poll(() => smtp.rejections, { timeout: 20_000 }).toBeGreaterThan(0);

  // bypassCSP lets the accessibility check inject axe-core.
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  onTestFailed(() => snap(admin, 'admin-failed-admin'));
  await signInToBackOffice(admin, 'admin@example.com', 'admin-pass');
  const nav = admin.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'People' }).click();
  await admin.getByRole('heading', { name: 'People' }).waitFor();

  // Find the candidate; their plan shows beside the role.
  await admin.getByLabel('E-mail or name').fill('candidate@example');
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row', { name: /candidate@example\.com/ });
  await row.getByText('Gold').waitFor();
  expect(await row.getByText('Candidate', { exact: true }).isVisible()).toBe(true);

  await row.getByRole('button', { name: 'Change role of candidate@example.com' }).click();
  const form = admin.getByRole('form', { name: 'Change the role of candidate@example.com' });
  await form.getByLabel('New role').selectOption('TUTOR');
  // No reason, no change.
  await form.getByRole('button', { name: 'Save role' }).click();
  await form.getByText('Give a reason for the change; it is kept in the audit log.').waitFor();
  await form.getByLabel('Reason (kept in the audit log)').fill('Joined the marking team for IELTS');
  await snap(admin, 'admin-01-people-form-1280');
  await form.getByRole('button', { name: 'Save role' }).click();
  await admin.getByText('candidate@example.com is now tutor.').waitFor();
  // The toast fades out before the accessibility check (its fading text would fail the contrast rule).
  await admin.getByText('candidate@example.com is now tutor.').waitFor({ state: 'hidden' });
  await row.getByText('Tutor', { exact: true }).waitFor();

  const auditLine = admin.getByRole('row', { name: /Joined the marking team for IELTS/ });
  await auditLine.waitFor();
  expect(await auditLine.textContent()).toMatch(
    /admin@example\.com[\s\S]*candidate@example\.com[\s\S]*Candidate → Tutor/,
  );
  await snap(admin, 'admin-02-people-granted-1280');
  expect(await seriousAccessibilityViolations(admin), 'People at 1280 px').toEqual([]);

  // The Mail screen: the refused receipt is failed, with the server's answer, and goes out once resent.
  await nav.getByRole('link', { name: 'Mail' }).click();
  await admin.getByRole('heading', { name: 'Mail' }).waitFor();
  const receipt = admin.getByRole('row', { name: /Your receipt/ });
  await receipt.getByText('Failed').waitFor();
  expect(await receipt.textContent()).toMatch(/550/);
  await snap(admin, 'admin-03-mail-failed-1280');
  expect(await seriousAccessibilityViolations(admin), 'Mail at 1280 px').toEqual([]);
  smtp.rejecting = false;
  await receipt.getByRole('button', { name: /^Resend the mail to candidate@example\.com/ }).click();
  await admin.getByText('The mail to candidate@example.com is back in the outbox and will be sent again.').waitFor();
  await admin
    .getByText('The mail to candidate@example.com is back in the outbox and will be sent again.')
    .waitFor({ state: 'hidden' });
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to === 'candidate@example.com').length, { timeout: 20_000 })
    .toBe(1);
  await expect
    .poll(
      async () => {
        await admin.getByRole('button', { name: 'Refresh' }).click();
        return receipt.getByText('Sent', { exact: true }).isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(await receipt.getByRole('button', { name: /Resend/ }).count()).toBe(0);
  await snap(admin, 'admin-04-mail-sent-1280');

  // The same screens on a phone.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await admin.getByRole('heading', { name: 'Mail' }).waitFor();
  await receipt.waitFor();
  await snap(admin, 'admin-05-mail-390');
  expect(await seriousAccessibilityViolations(admin), 'Mail at 390 px').toEqual([]);
  await admin.goto(`${platform.origin}/tutor/people`);
  await admin.getByRole('row', { name: /Joined the marking team for IELTS/ }).waitFor();
  await snap(admin, 'admin-06-people-390');
  expect(await seriousAccessibilityViolations(admin), 'People at 390 px').toEqual([]);
  await admin.close();
});

test('a tutor sees neither the admin screens nor their links', async () => {
  const tutor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(tutor, 'admin-failed-tutor'));
  await signInToBackOffice(tutor, 'tutor@example.com', 'tutor-pass');
  const nav = tutor.getByRole('navigation', { name: 'Main' });
  expect(await nav.getByRole('link').allInnerTexts()).not.toContain('People');
  expect(await nav.getByRole('link', { name: 'Mail' }).count()).toBe(0);
  expect(await nav.getByRole('link', { name: 'People' }).count()).toBe(0);
  for (const address of ['/tutor/people', '/tutor/mail', '/tutor/admin']) {
    await tutor.goto(`${platform.origin}${address}`);
    await tutor.getByRole('heading', { name: "Oops! Looks like you're lost." }).waitFor();
    expect(await tutor.getByRole('heading', { name: 'People' }).count()).toBe(0);
  }
  await snap(tutor, 'admin-07-tutor-not-found-1280');
  await tutor.close();
});
