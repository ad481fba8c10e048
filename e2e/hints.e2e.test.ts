import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { signedInPage } from './support/sessions.ts';
import { openAndStartGrading } from './support/start-grading.ts';

// Practice with hints: exam conditions by default, hints by choice. An OET case opens without coaching; with "Practice with
// hints" on (remembered across a reload) the task screen shows the hints in a panel of their own; the tutor's grading
// screen says the candidate practised with hints and shows them. Screenshots: test-results/screenshots/hints-*.png.

/** From the tests list, opens the instructions page of the first test of the candidate's exam. */
async function openFirstInstructions(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: /Start test/ }).first();
  await start.waitFor();
  await start.click();
  await page.getByRole('button', { name: 'Start Test', exact: true }).waitFor();
}

async function startTest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Test', exact: true }).click();
  await page.waitForURL(/\/dashboard\/writingtasks\/writing[123]\?test=/);
  await page.getByPlaceholder('Type your answer here...').waitFor();
}

/** Axe and no sideways scrolling at 1280 and 390 px; `snapName`: a reference screenshot at 1280 px. */
async function checkScreen(page: Page, name: string, snapName?: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    if (snapName && width === 1280) await snap(page, snapName);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const hintsPanel = (page: Page) => page.getByRole('complementary', { name: 'Hints' });

test('an OET case opens under exam conditions, and with the switch on the hints appear in their own panel', async () => {
  // Exam conditions by default: the switch is off and the case notes carry no coaching.
  const examConditions = await newAccount('Orla Exam', { exam: 'OETDoctors' });
  const page = await signedInPage(examConditions, 'candidate', '/dashboard/writingtasks', {
    name: 'hints-exam-conditions',
    bypassCSP: true,
  });
  await openFirstInstructions(page);
  const toggle = page.getByRole('switch', { name: 'Practice with hints' });
  expect(await toggle.isChecked()).toBe(false);
  await startTest(page);
  await page.getByText('Expand the relevant notes into complete sentences.').first().waitFor();
  expect(await hintsPanel(page).count()).toBe(0);
  const shown = (await page.locator('main').textContent()) ?? '';
  expect(shown).not.toMatch(/Select what the surgeon needs|Tone|Closing|Why it matters|Rationale/);
  // Under the answer only the count (the letter's body beside the whole letter): no advice, no consequence.
  await page.getByText('Body 0 words (letter 0)').waitFor();
  expect(await page.locator('.answer-box__hint').count()).toBe(0);
  await checkScreen(page, 'exam-conditions');

  // Another candidate turns the switch on; it is remembered through a reload, and the task screen shows the hints.
  const withHints = await newAccount('Hal Hints', { exam: 'OETNurses' });
  const helped = await signedInPage(withHints, 'candidate', '/dashboard/writingtasks', {
    name: 'hints-switch-on',
    bypassCSP: true,
  });
  await openFirstInstructions(helped);
  const helpedToggle = helped.getByRole('switch', { name: 'Practice with hints' });
  expect(await helpedToggle.isChecked()).toBe(false);
  await helped.getByText('Practice with hints').click();
  await expect.poll(() => helpedToggle.isChecked(), { timeout: 15_000 }).toBe(true);
  await helped.getByText('Your tutor will see that you practised with hints.').waitFor();
  // The choice is stored on the profile before the reload.
  await expect
    .poll(
      async () =>
        (await graphqlAs<{ me: { practiceWithHints: boolean } }>(withHints, 'query { me { practiceWithHints } }')).me
          .practiceWithHints,
    )
    .toBe(true);
  await helped.reload();
  await expect
    .poll(() => helped.getByRole('switch', { name: 'Practice with hints' }).isChecked(), { timeout: 15_000 })
    .toBe(true);
  await checkScreen(helped, 'switch-on');
  await startTest(helped);
  const panel = hintsPanel(helped);
  await panel.waitFor();
  await panel.getByText('The real exam gives none of this.').waitFor();
  await panel.getByText('Tone', { exact: true }).waitFor();
  // Practising with hints, the length advice shows under the answer too.
  await helped
    .locator('.answer-box__hint')
    .getByText('Approximately 180–200 words in the body of the letter: a guide, with no automatic penalty.')
    .waitFor();
  await checkScreen(helped, 'task-with-hints', 'hints-01-task-with-hints');
});

test('the grading screen tells the tutor the candidate practised with hints and shows them', async () => {
  const candidate = await newAccount('Gina Hintworth');
  await graphqlAs(candidate, 'mutation { setPracticeWithHints(on: true) { practiceWithHints } }');
  const { startAttempt } = await graphqlAs<{
    startAttempt: { id: string; mockTest: { tasks: { key: string }[] } };
  }>(candidate, 'mutation { startAttempt(mockTestId: "ielts-general-01") { id mockTest { tasks { key } } } }');
  await graphqlAs(
    candidate,
    'mutation ($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      id: startAttempt.id,
      answers: startAttempt.mockTest.tasks.map((task) => ({
        taskKey: task.key,
        text: 'Dear Sir or Madam, I write about the road.',
      })),
    },
  );

  const tutor = await signedInPage(await newAccount('Hugo Hintmarker', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'hints-tutor',
    bypassCSP: true,
  });
  const row = tutor.getByRole('row', { name: /Gina Hintworth/ });
  await row.waitFor();
  await openAndStartGrading(tutor, row);
  await tutor.getByText('Practised with hints', { exact: true }).waitFor();
  const panel = hintsPanel(tutor);
  await panel.getByText('The candidate practised with hints and saw these while writing.').waitFor();
  await panel.getByText(/^Register: formal\./).waitFor();
  await checkScreen(tutor, 'grading', 'hints-02-grading');
});
