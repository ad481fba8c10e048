import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, screenshotDir, startPlatform } from './support/platform.ts';

// PTE and TOEFL time each task on its own, one after the other: the candidate sees "Task 1 of 2" with that task's
// clock, and the next task opens when the first is submitted or its time runs out. Every test's writing time is
// shortened to 60 seconds, shared out as the exam's minutes are (PTE 10 : 20, TOEFL 6 : 7 : 10).
// Screenshots: test-results/screenshots/per-task-*.png.
const testDurationSeconds = 60;
const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({ port: 18708, deadlineSeconds: 600, testDurationSeconds, authEmulatorPort: 9718 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function signUpCandidate(page: Page, name: string, exam: string): Promise<void> {
  await page.goto(`${platform.origin}/signup`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await page.getByLabel('Confirm Password').fill('s3cret-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/dashboard/profile');
  await page.getByLabel('Target Exam').selectOption(exam);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Changes saved successfully.').first().waitFor();
}

/** Opens the first test of the candidate's exam and presses Start Test on its instructions. */
async function startFirstTest(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Writing Tasks' }).click();
  const start = page.locator('.test-row').first().getByRole('button', { name: 'Start test' });
  await start.waitFor();
  await start.click();
  await page.getByRole('button', { name: 'Start Test', exact: true }).click();
  await page.waitForURL(/\/dashboard\/writingtasks\/writing[123]\?test=/);
  // The answer box, or TOEFL's first task, Build a Sentence.
  await page.locator('.answer-box__input, .build-sentence').first().waitFor();
}

function seconds(clock: string): number {
  const [minutes = 0, secs = 0] = clock.split(':').map(Number);
  return minutes * 60 + secs;
}

async function clockSeconds(page: Page): Promise<number> {
  return seconds((await page.getByRole('timer').first().textContent()) ?? '');
}

/** The screen at 1280 and at 390 px wide (nothing wider than the phone), as the candidate sees it. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, `${name}-1280`);
  await page.setViewportSize(phone);
  await page.locator('.sidebar').evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: join(screenshotDir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(wide);
}

test('a PTE test: the summary on its own clock, then the essay on its own after Submit and continue', {
  timeout: 180_000,
}, async () => {
  const page = await browser.newPage({ viewport: wide });
  onTestFailed(() => snap(page, 'per-task-failed-pte'));
  await signUpCandidate(page, 'Pablo Pte', 'PTE');
  await startFirstTest(page);

  // Task 1 of 2 alone, no tabs to jump to the essay, and the summary's own third of the time.
  await page.getByText('Task 1 of 2', { exact: true }).waitFor();
  await page.locator('.task-step__title', { hasText: 'Summarize Written Text' }).waitFor();
  expect(await page.getByRole('tab').count()).toBe(0);
  const summaryClock = await clockSeconds(page);
  expect(summaryClock).toBeGreaterThan(0);
  expect(summaryClock).toBeLessThanOrEqual(20);
  const summary = 'Rising sea levels push coastal towns to choose between building higher walls and moving inland.';
  await page.getByPlaceholder('Type your answer here...').fill(summary);
  await snapBoth(page, 'per-task-01-pte-summary');

  await page.getByRole('button', { name: 'Submit and continue' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Submit task 1 of 2').waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();

  // The essay opens at once on its own clock (twice the summary's), with a short notice saying why.
  await page.getByText('Task 2 of 2', { exact: true }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: 'Task 1 (Summarize Written Text) is submitted. Task 2 (Write Essay) has started' })
    .waitFor();
  const essayClock = await clockSeconds(page);
  expect(essayClock).toBeGreaterThan(summaryClock);
  expect(essayClock).toBeLessThanOrEqual(40);
  const box = page.getByPlaceholder('Type your answer here...');
  expect(await box.inputValue()).toBe('');
  await box.fill('Some towns should build walls; others should plan a slow move away from the shore.');
  await snapBoth(page, 'per-task-02-pte-essay');

  // A reload reopens the essay, not the summary, with the time it has left.
  await page.reload();
  await page.getByText('Task 2 of 2', { exact: true }).waitFor();
  await page.locator('.task-step__title', { hasText: 'Write Essay' }).waitFor();
  const left = await clockSeconds(page);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(essayClock);
  expect(await page.getByPlaceholder('Type your answer here...').inputValue()).toContain('Some towns should build');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/dashboard/writingtasks/success');
  await page.getByText('Test Submitted Successfully!').waitFor();
  await page.close();
});

test('a TOEFL test: Build a Sentence handed in, the email closed when its time runs out, the discussion on its own clock', {
  timeout: 180_000,
}, async () => {
  const page = await browser.newPage({ viewport: wide });
  onTestFailed(() => snap(page, 'per-task-failed-toefl'));
  await signUpCandidate(page, 'Tove Toefl', 'TOFEL');
  const started = Date.now();
  await startFirstTest(page);

  // Build a Sentence first, on its own short clock (about 15 s here): one chunk placed, then handed in at once
  // (replies built in full: build-sentence.e2e.test.ts).
  await page.getByText('Task 1 of 3', { exact: true }).waitFor();
  await page.locator('.task-step__title', { hasText: 'Build a Sentence' }).waitFor();
  await page.getByRole('group', { name: 'Words and phrases for reply 1' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Submit and continue' }).click();
  await page.getByRole('dialog').getByText('Submit task 1 of 3').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();

  await page.getByText('Task 2 of 3', { exact: true }).waitFor();
  await page.locator('.task-step__title', { hasText: 'Write an Email' }).waitFor();
  const emailClock = await clockSeconds(page);
  expect(emailClock).toBeLessThanOrEqual(20);
  const email = 'Dear Professor Lund, I am writing to ask whether the field trip could move to the following week.';
  await page.getByPlaceholder('Type your answer here...').fill(email);
  await snapBoth(page, 'per-task-03-toefl-email');

  // Nobody presses anything: at the email's 00:00 the screen hands it in and moves on.
  await page.getByText('Task 3 of 3', { exact: true }).waitFor({ timeout: 40_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual((emailClock - 1) * 1000);
  await page
    .getByRole('status')
    .filter({ hasText: 'Time is up for Task 2 (Write an Email): your last saved answer is kept.' })
    .waitFor();
  await page.locator('.task-step__title', { hasText: 'Academic Discussion' }).waitFor();
  await page.getByRole('region', { name: 'Class discussion' }).waitFor();
  const discussionClock = await clockSeconds(page);
  expect(discussionClock).toBeGreaterThan(emailClock);
  expect(discussionClock).toBeLessThanOrEqual(27);
  const discussion = 'I agree with the second student: a shorter school week would give families more time together.';
  await page.getByPlaceholder('Type your answer here...').fill(discussion);
  await snapBoth(page, 'per-task-04-toefl-discussion');

  // At the discussion's 00:00 the whole test is handed in, every answer kept.
  await page.waitForURL('**/dashboard/writingtasks/success', { timeout: 60_000 });
  await page.goBack();
  await page.getByText('Your answer has been submitted and can no longer be changed.').waitFor();
  await page.getByRole('heading', { name: 'Your replies' }).waitFor();
  expect(await page.locator('.build-sentence__item').first().textContent()).not.toContain('No answer');
  await page.getByRole('tab', { name: 'Write an Email' }).click();
  const box = page.getByPlaceholder('Type your answer here...');
  await expect.poll(() => box.inputValue()).toBe(email);
  await page.getByRole('tab', { name: 'Academic Discussion' }).click();
  await expect.poll(() => box.inputValue()).toBe(discussion);
  await snapBoth(page, 'per-task-05-toefl-submitted');
  await page.close();
});
