import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { candidateSubmitsFirstTest, graphqlAs } from './support/api-candidate.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// A deadline of a few seconds that nobody meets: at 75% of it the tutors are mailed and the queue warns, at the
// deadline the candidate is mailed an apology and credited one extra test, and the Turnaround dashboard counts it late.
const deadlineSeconds = 20;
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({ port: 18710, authEmulatorPort: 9720, deadlineSeconds });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function signInToBackOffice(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${platform.origin}/tutor/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
}

test('a missed deadline mails the tutors, warns in the queue, apologises with a credit and counts as late', {
  timeout: 300_000,
}, async () => {
  const candidate = await candidateSubmitsFirstTest(
    platform.origin,
    'Petra Pohjola',
    'Night trains could replace many short flights, and this essay asks who would pay for them.',
  );

  // The queue warns as soon as the answer has used 75% of its time; the tutor sees it before the deadline passes.
  const tutor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(tutor, 'escalation-failed-tutor'));
  await signInToBackOffice(tutor, 'tutor@example.com', 'tutor-pass');
  const banner = tutor.getByRole('alert').filter({ hasText: 'close to or past the deadline' });
  await expect
    .poll(
      async () => {
        await tutor.reload();
        await tutor.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
        return banner.isVisible();
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(true);
  expect(await banner.textContent()).toContain('1 answer is close to or past the deadline.');
  await tutor
    .getByRole('row', { name: /Petra Pohjola/ })
    .getByText('Near deadline')
    .waitFor();
  await snap(tutor, 'escalation-01-queue-banner-1280');
  await tutor.close();

  // The deadline passes: the candidate is credited one extra test.
  await expect
    .poll(
      async () =>
        (await graphqlAs<{ me: { extraTests: number } }>(platform.origin, candidate, '{ me { extraTests } }')).me
          .extraTests,
      {
        timeout: 60_000,
      },
    )
    .toBe(1);

  // The admin reads the mails in the outbox: the tutors' escalation (once per tutor) and the candidate's apology.
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(admin, 'escalation-failed-admin'));
  await signInToBackOffice(admin, 'admin@example.com', 'admin-pass');
  const nav = admin.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Mail' }).click();
  await admin.getByRole('heading', { name: 'Mail' }).waitFor();
  const escalation = admin.getByRole('row', { name: /tutor@example\.com.*Due soon: IELTS.Academic answer needs/ });
  await escalation.waitFor();
  expect(await escalation.count()).toBe(1);
  // At the deadline the admins are told as well.
  await admin.getByRole('row', { name: /admin@example\.com.*Overdue: IELTS.Academic answer past its/ }).waitFor();
  const apology = admin.getByRole('row', {
    name: new RegExp(`${candidate.email.replace('.', '\\.')}.*Sorry: your evaluation is late`),
  });
  await apology.waitFor();
  expect(await apology.count()).toBe(1);
  await snap(admin, 'escalation-02-mail-1280');

  // The Turnaround dashboard counts the answer as due and late, and lists it as overdue, held by nobody.
  await admin.goto(`${platform.origin}/tutor/admin/turnaround`);
  await admin.getByRole('heading', { name: 'Turnaround', exact: true }).waitFor();
  await admin.getByText('0 of 1 due · 1 late').waitFor();
  expect(await admin.getByTestId('on-time-share').textContent()).toMatch(/^0\s*%$/);
  const overdue = admin.getByRole('table', { name: 'Overdue now' }).getByRole('row', { name: /Petra Pohjola/ });
  await overdue.getByText('Nobody').waitFor();
  await snap(admin, 'escalation-03-turnaround-1280');
  await admin.close();

  // The candidate sees the credit on the tests list: the second test opens without a plan.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(page, 'escalation-failed-candidate'));
  await page.goto(`${platform.origin}/login`);
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Password').fill(candidate.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard/**');
  await page.goto(`${platform.origin}/dashboard/writingtasks`);
  await page.getByText('1 extra mock test credited because an evaluation of yours was late').waitFor();
  await page.locator('.test-row').nth(1).getByRole('button', { name: 'Start test' }).waitFor();
  await snap(page, 'escalation-04-tests-list-credit-1280');
  await page.close();
});
