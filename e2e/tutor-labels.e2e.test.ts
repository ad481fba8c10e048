import { join } from 'node:path';
import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { screenshotDir } from './support/platform.ts';
import { queueRow } from './support/queue-row.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { openAndStartGrading } from './support/start-grading.ts';
import { submitFirstTest } from './support/submit-first-test.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// The back office's labels say what is so: an overdue answer reads "Overdue" (never "Near deadline"), the queue and
// the Turnaround dashboard name the same plan, a 30-character strength label shows in full, a mail opens to its body,
// Claims shows deadlines and a tutor picker, and an admin's navigation fits one row at 1280 px.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the back office labels an overdue answer, its plan, long labels, mails, claims and the navigation honestly', {
  timeout: 300_000,
}, async () => {
  const candidate = await newAccount('Lola Labelcheck', { exam: 'IELTSAcademic' });
  const attemptId = await submitFirstTest(
    candidate,
    'IELTSAcademic',
    'Cities should plant more trees, and this essay weighs the cost against the shade.',
  );
  const tutorAccount = await newAccount('Tomas Labels', { role: 'TUTOR' });
  const adminAccount = await newAccount('Astrid Labels', { role: 'ADMIN' });
  // The deadline passes now, with no evaluation published.
  await makeTimerDueNow(attemptId);

  // 1. The tutor's queue: the answer is labelled Overdue, not Near deadline.
  const tutor = await signedInPage(tutorAccount, 'tutor', '/tutor', { name: 'tutor-labels-queue' });
  let row = await queueRow(tutor, 'Lola Labelcheck');
  await expect
    .poll(
      async () => {
        await tutor.reload();
        row = await queueRow(tutor, 'Lola Labelcheck');
        return row.getByText('Overdue', { exact: true }).count();
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(1);
  expect(await row.getByText('Near deadline').count()).toBe(0);
  const queuePlan = ((await row.locator('td[data-label="Plan"]').textContent()) ?? '').trim();
  expect(queuePlan).toBe('Bronze');
  await snap(tutor, 'tutor-labels-01-queue-overdue');

  // 4. A 30-character strength label shows in full in its input.
  await openAndStartGrading(tutor, row);
  const strengths = tutor.getByRole('group', { name: 'Strengths' });
  await strengths.getByRole('button', { name: 'Add strength' }).click();
  const label = strengths.getByRole('textbox', { name: 'Strength 1 Label' });
  const thirty = 'Clear position in introduction';
  expect(thirty.length).toBe(30);
  await label.fill(thirty);
  const fits = await label.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
  expect(fits, 'the label input shows all 30 characters').toBe(true);
  await label.scrollIntoViewIfNeeded();
  await tutor.screenshot({ path: join(screenshotDir, 'tutor-labels-02-strength-label.png') });
  await tutor.close();

  // 2. Turnaround names the same plan for the same answer.
  const admin = await signedInPage(adminAccount, 'tutor', '/tutor/admin/turnaround', { name: 'tutor-labels-admin' });
  await admin.getByRole('heading', { name: 'Turnaround', exact: true }).waitFor();
  const overdue = admin.getByRole('table', { name: 'Overdue now' }).getByRole('row', { name: /Lola Labelcheck/ });
  await overdue.waitFor();
  expect(((await overdue.locator('td[data-label="Plan"]').textContent()) ?? '').trim()).toBe(queuePlan);

  // 8. The admin's navigation is one row at 1280 px.
  const nav = admin.getByRole('navigation', { name: 'Main' });
  const tops = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  expect(tops.length).toBe(9);
  expect(new Set(tops.map(Math.round)).size, 'every link on one row').toBe(1);
  // The user box shares that row: the header is one row high.
  const header = await admin.locator('.app-header-inner').boundingBox();
  const userBox = await admin.locator('.user-box').boundingBox();
  const navBox = await nav.boundingBox();
  expect(header?.height ?? 999, 'the header is one row').toBeLessThan(80);
  expect(
    Math.abs((userBox?.y ?? 0) + (userBox?.height ?? 0) / 2 - ((navBox?.y ?? 0) + (navBox?.height ?? 0) / 2)),
  ).toBeLessThan(10);
  await snap(admin, 'tutor-labels-03-turnaround-1280');

  // 6. Mail: the candidate's apology opens to its subject and body.
  await nav.getByRole('link', { name: 'Mail' }).click();
  await admin.getByRole('heading', { name: 'Mail' }).waitFor();
  const apology = admin.getByRole('row', {
    name: new RegExp(`${escaped(candidate.email)}.*Sorry: your evaluation is late`),
  });
  await apology.waitFor({ timeout: 60_000 });
  await apology.getByRole('button', { name: /^Open the mail to / }).click();
  const opened = admin.getByRole('region', { name: `The mail to ${candidate.email}` });
  await opened.waitFor();
  expect(await opened.getByRole('heading').textContent()).toMatch(/^Sorry: your evaluation is late/);
  expect(((await opened.locator('.mail-open-body').textContent()) ?? '').length).toBeGreaterThan(40);
  await opened.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: join(screenshotDir, 'tutor-labels-04-mail-open.png') });

  // 7. Claims: a Deadline column and a tutor picker.
  await nav.getByRole('link', { name: 'Claims' }).click();
  await admin.getByRole('heading', { name: 'Claims' }).waitFor();
  const answers = admin.getByRole('table', { name: 'Answers awaiting evaluation, oldest deadline first' });
  await answers.getByRole('columnheader', { name: 'Deadline' }).waitFor();
  const claimRow = answers.getByRole('row', { name: /Lola Labelcheck/ });
  await claimRow.waitFor();
  await claimRow.getByText('Overdue', { exact: true }).waitFor();
  await claimRow.getByRole('button', { name: /^Reassign / }).click();
  const picker = admin.getByRole('form', { name: /^Reassign / }).getByRole('combobox', { name: 'Tutor' });
  await picker.getByRole('option', { name: new RegExp(escaped(tutorAccount.email)) }).waitFor({ state: 'attached' });
  await picker.selectOption(tutorAccount.email);
  expect(await picker.inputValue()).toBe(tutorAccount.email);
  await snap(admin, 'tutor-labels-05-claims');

  // The navigation stays usable at 390 px: no sideways scrolling, every link visible.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto(`${platformOrigin()}/tutor/claims`);
  await admin.getByRole('heading', { name: 'Claims' }).waitFor();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const link of await nav.getByRole('link').all()) expect(await link.isVisible()).toBe(true);
  await admin.screenshot({ path: join(screenshotDir, 'tutor-labels-06-nav-390.png') });
  await admin.close();
});
