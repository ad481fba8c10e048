import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { newPage, snap, transitionsSettled } from './support/browser.ts';
import { queueRow } from './support/queue-row.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { openAndStartGrading } from './support/start-grading.ts';
import { setTestClock } from './support/test-clocks.ts';

// axe-core on the signed-in screens: the candidate's dashboard and profile, every kind of task screen, and the tutor
// app's queue and grading screens; no serious or critical finding. The clock's warnings reach screen readers.
// Each screen is checked at 1280 and 390 px; reference screenshots: test-results/screenshots/accessibility-*.png.
//
// Every candidate's writing time is 330 s (their test clock): a task screen opens inside the last 10 minutes, so its
// clock is in its warning state, and reaches the last 5 minutes within half a minute.
const writingSeconds = 330;
const widths = [1280, 390];

/** A new candidate whose tests last `writingSeconds` (set before any attempt starts). */
async function createCandidate(displayName: string): Promise<Account> {
  const account = await newAccount(displayName);
  await setTestClock(account, { writingSeconds });
  return account;
}

type StartedTest = { id: string; type: string; tasks: { key: string }[] };

/** Starts the test as Start Test does, and returns the address of its task screen. */
async function startTest(
  account: Account,
  mockTestId: string,
): Promise<{ path: string; test: StartedTest; attemptId: string }> {
  const { startAttempt } = await graphqlAs<{ startAttempt: { id: string; mockTest: StartedTest } }>(
    account,
    'mutation ($id: ID!) { startAttempt(mockTestId: $id) { id mockTest { id type tasks { key } } } }',
    { id: mockTestId },
  );
  const test = startAttempt.mockTest;
  const type = test.type.toLowerCase();
  const screen = type === 'writing1' ? 'writing1' : type === 'writing2' ? 'writing2' : 'writing3';
  return {
    path: `/dashboard/writingtasks/${screen}?test=${encodeURIComponent(test.id)}`,
    test,
    attemptId: startAttempt.id,
  };
}

/**
 * axe at every width (the phone layout has its own menu and panels). `reference` names the one width's reference
 * screenshot, for the screens kept as references.
 */
async function checkScreen(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
  reference?: { width: number; snap: string },
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    // The phone layout slides the sidebar away when resized: check (and take the screen) once it has.
    await transitionsSettled(page);
    expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    if (reference?.width === width) await snap(page, reference.snap);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('candidate', () => {
  test('the tests list and the profile', async () => {
    const account = await createCandidate('Dana Dashboard-Axe');
    const page = await signedInPage(account, 'candidate', '/dashboard/writingtasks', {
      name: 'accessibility-dashboard',
      bypassCSP: true,
    });
    await checkScreen(page, 'tests-list', () => page.locator('.test-row').first().getByRole('button').waitFor());
    // The first Tab reaches "Skip to main content", which moves the focus to the page.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.goto(`${platformOrigin()}/dashboard/profile`);
    await checkScreen(page, 'profile', () => page.getByLabel('Target Exam').waitFor());
    // The desired scores say the selected exam's scale beside the fields.
    await page.getByText(/OET score 0-500 \(whole numbers\) or grade A, B, C\+, C, D, E/).waitFor();
    await snap(page, 'accessibility-03-profile');
    // A desired score off the exam's scale is refused, and the message under the field names the scale.
    await page.getByLabel('Writing').fill('600');
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal =
      'The desired writing score for OET must be a whole number from 0 to 500 or a grade A, B, C+, C, D or E.';
    await page.locator('#profile-score-writing-error').getByText(refusal).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  // Each kind of task: IELTS Academic's chart and essay, IELTS General's letter, OET's case notes letter (in its
  // reading time), PTE's summary (its first task), TOEFL's Build a Sentence (its first task).
  test.each([
    { name: 'ielts-academic', id: 'ielts-academic-01' },
    { name: 'ielts-general', id: 'ielts-general-01' },
    { name: 'oet-nurses', id: 'oet-nurses-01' },
    { name: 'pte', id: 'pte-01' },
    { name: 'toefl', id: 'toefl-01' },
  ])('the $name task screen, every part', async ({ name, id }) => {
    const account = await createCandidate(`Tara Tasks-Axe ${name}`);
    const { path } = await startTest(account, id);
    const page = await signedInPage(account, 'candidate', path, {
      name: `accessibility-task-${name}`,
      bypassCSP: true,
    });
    await page.getByRole('timer').first().waitFor();
    // The parts' tabs (IELTS Part 1 and 2); the phone's Question / Your answer tabs are checked at 390 px below.
    const tabs = page.getByRole('tablist', { name: 'Parts of the test' }).getByRole('tab');
    const parts = Math.max(1, await tabs.count());
    for (let part = 0; part < parts; part++) {
      if ((await tabs.count()) > 0) {
        await tabs.nth(part).click();
        await expect.poll(() => tabs.nth(part).getAttribute('aria-selected')).toBe('true');
      }
      // The IELTS Academic chart at phone width, its clock in the warning state, is one of the file's references.
      const reference =
        name === 'ielts-academic' && part === 0 ? { width: 390, snap: 'accessibility-01-task-phone' } : undefined;
      await checkScreen(
        page,
        `task-${name}-part${part + 1}`,
        // Attached: on a phone the answer is behind its own tab, checked below.
        () => page.locator('.answer-box__input, .build-sentence').first().waitFor({ state: 'attached' }),
        reference,
      );
    }
    // On a phone the answer side has a tab of its own: checked too, with the Submit question and its summary.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Your answer' }).click();
    await page.locator('.answer-box__input, .build-sentence').first().waitFor();
    expect(await seriousAccessibilityViolations(page), `task-${name} answer tab at 390 px`).toEqual([]);
    await page.getByRole('button', { name: /^Submit/ }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Time left/)
      .waitFor();
    expect(await seriousAccessibilityViolations(page), `task-${name} submit question`).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await page.context().close();
  });

  test("the clock's 10- and 5-minute warnings are announced to screen readers", async () => {
    const account = await createCandidate('Tim Timer-Axe');
    const { path } = await startTest(account, 'ielts-academic-01');
    const page = await signedInPage(account, 'candidate', path, { name: 'accessibility-timer', bypassCSP: true });
    await page.getByRole('timer').first().waitFor();
    const announcement = page.locator('.timer-bar [aria-live="assertive"]').first();
    await expect.poll(() => announcement.textContent(), { timeout: 10_000 }).toBe('10 minutes left.');
    // The clock itself counts down to the last 5 minutes (about half a minute): the wait is the subject.
    await expect.poll(() => announcement.textContent(), { timeout: 60_000 }).toBe('5 minutes left.');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('tutor', () => {
  test('the queue and the grading screen', async () => {
    const candidateName = 'Quinn Queue-Axe';
    const candidate = await createCandidate(candidateName);
    const { test: started, attemptId } = await startTest(candidate, 'ielts-academic-01');
    const answers = started.tasks.map((task, index) => ({
      taskKey: task.key,
      text: `Answer ${index + 1}: the chart shows a steady rise in visitors, and the essay weighs both views before agreeing.`,
    }));
    await graphqlAs(
      candidate,
      'mutation ($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
      {
        id: attemptId,
        answers,
      },
    );
    const tutor = await newAccount('Tess Tutor-Axe', { role: 'TUTOR' });

    // The login form is one of the screens checked, so this tutor signs in through it.
    const page = await newPage({ name: 'accessibility-tutor', bypassCSP: true });
    await page.goto(`${platformOrigin()}/tutor/login`);
    await checkScreen(page, 'tutor-login', () => page.getByLabel('Email').waitFor());
    await page.getByLabel('Email').fill(tutor.email);
    await page.getByLabel('Password').fill(tutor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const row = await queueRow(page, candidateName);
    await checkScreen(page, 'tutor-queue', () => row.waitFor());
    await openAndStartGrading(page, row);
    await checkScreen(page, 'tutor-grading', () => page.getByText(/of 8 scores chosen/).waitFor(), {
      width: 1280,
      snap: 'accessibility-02-tutor-grading',
    });
    // With the lists and their fields open, as a tutor fills them.
    await page.getByRole('button', { name: 'Add strength' }).click();
    await page.getByRole('group', { name: 'Strengths' }).getByLabel('Label').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
