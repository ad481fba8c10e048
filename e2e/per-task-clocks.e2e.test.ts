import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { type Exam, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { expectArrivedAt, expectPhoneTabs, expectSplitInView } from './support/exam-layout.ts';
import { signedInPage } from './support/sessions.ts';
import { setTestClock } from './support/test-clocks.ts';

// PTE and TOEFL time each task on its own, one after the other: the candidate sees "Task 1 of 2" with that task's
// clock, and the next task opens when the first is submitted or its time runs out. Each candidate's writing time is
// shortened (test clock) to 60 seconds, shared out as the exam's minutes are (PTE 10 : 20, TOEFL 6 : 7 : 10).
// Screenshots: test-results/screenshots/per-task-clocks-*.png.
const writingSeconds = 60;
const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** A candidate of `exam` with 60 seconds of writing, signed in on the tests list. */
async function candidateOn(name: string, exam: Exam, screenshot: string): Promise<Page> {
  const candidate = await newAccount(name, { exam });
  await setTestClock(candidate, { writingSeconds });
  return signedInPage(candidate, 'candidate', '/dashboard/writingtasks', { name: screenshot });
}

/** Opens the first test of the candidate's exam and presses Start Test on its instructions. */
async function startFirstTest(page: Page): Promise<void> {
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

/** At 390 px wide nothing is wider than the phone; `name`: a reference screenshot at 1280 px first. */
async function checkPhoneWidth(page: Page, name?: string): Promise<void> {
  if (name) await snap(page, name);
  await page.setViewportSize(phone);
  await page.locator('.sidebar').evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.setViewportSize(wide);
}

test('a PTE test: the summary on its own clock, then the essay on its own after Submit and continue', {
  timeout: 180_000,
}, async () => {
  const page = await candidateOn('Pablo Pte', 'PTE', 'per-task-clocks-pte');
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
  await checkPhoneWidth(page, 'per-task-clocks-01-pte-summary');

  await page.getByRole('button', { name: 'Submit and continue' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Submit task 1 of 2').waitFor();
  // The question lists the task's word count against its advised range and the time the task has left.
  const answers = dialog.getByRole('list', { name: 'Your answers' });
  await answers.getByText('Summarize Written Text').waitFor();
  await answers.getByText('15 words · 5–75 advised').waitFor();
  await dialog.getByText(/^Time left for this task: \d+ seconds?$/).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();

  // The essay opens at once on its own clock (twice the summary's), with a short notice saying why, at the top of the
  // page with the focus on its heading.
  await page.getByText('Task 2 of 2', { exact: true }).waitFor();
  await expectArrivedAt(page, 'Write Essay');
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
  await checkPhoneWidth(page);

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
  const page = await candidateOn('Tove Toefl', 'TOFEL', 'per-task-clocks-toefl');
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
  await expectArrivedAt(page, 'Write an Email');
  const emailClock = await clockSeconds(page);
  expect(emailClock).toBeLessThanOrEqual(20);
  const email = 'Dear Professor Lund, I am writing to ask whether the field trip could move to the following week.';
  await page.getByPlaceholder('Type your answer here...').fill(email);
  await checkPhoneWidth(page);
  // The email beside its task at 1280x800, and on a phone one tap away from it.
  await expectSplitInView(page);
  await expectPhoneTabs(page);

  // Nobody presses anything: at the email's 00:00 the screen hands it in and moves on (the test waits it out).
  await page.getByText('Task 3 of 3', { exact: true }).waitFor({ timeout: 40_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual((emailClock - 1) * 1000);
  await page
    .getByRole('status')
    .filter({ hasText: 'Time is up for Task 2 (Write an Email): your last saved answer is kept.' })
    .waitFor();
  await page.locator('.task-step__title', { hasText: 'Academic Discussion' }).waitFor();
  await expectArrivedAt(page, 'Academic Discussion');
  await page.getByRole('region', { name: 'Class discussion' }).waitFor();
  const discussionClock = await clockSeconds(page);
  expect(discussionClock).toBeGreaterThan(emailClock);
  expect(discussionClock).toBeLessThanOrEqual(27);
  const discussion = 'I agree with the second student: a shorter school week would give families more time together.';
  await page.getByPlaceholder('Type your answer here...').fill(discussion);
  await checkPhoneWidth(page, 'per-task-clocks-02-toefl-discussion');

  // At the discussion's 00:00 the whole test is handed in, every answer kept.
  await page.waitForURL('**/dashboard/writingtasks/success', { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Test Submitted Successfully!' }).waitFor();
  await page.goBack();
  await page.getByText('Your answer has been submitted and can no longer be changed.').waitFor();
  await page.getByRole('heading', { name: 'Your replies' }).waitFor();
  expect(await page.locator('.build-sentence__item').first().textContent()).not.toContain('No answer');
  await page.getByRole('tab', { name: 'Write an Email' }).click();
  const box = page.getByPlaceholder('Type your answer here...');
  await expect.poll(() => box.inputValue()).toBe(email);
  await page.getByRole('tab', { name: 'Academic Discussion' }).click();
  await expect.poll(() => box.inputValue()).toBe(discussion);
  await checkPhoneWidth(page);
  await page.close();
});
