import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { expectNoSidewaysScrollOnPhone } from './support/phone-layout.ts';
import { publishEvaluation } from './support/publish-evaluation.ts';
import { signedInPage } from './support/sessions.ts';
import { submitFirstTest } from './support/submit-first-test.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// Model answers after the release: while the tutor's evaluation waits for its deadline the candidate's page has no
// model answer; once it is released (the deadline made due now by the test clock) the evaluation ends with the bank's
// model answer of each written task and the examiner's note on why it scores at the top. The submission and the
// tutor's scores go through the GraphQL API, as in feedback.e2e.test.ts, so the test checks only the candidate's
// screen, at 1280 px and at 390 px. Screenshots: test-results/screenshots/model-answers-*.png.

type BankTask = { key: string; title: string; modelAnswer: string; modelNote?: string };

/** The bank's file of a test, e.g. ielts-academic-01 -> content/ielts-academic/test-01.json. */
function bankTest(mockTestId: string): { tasks: BankTask[] } {
  const path = mockTestId.replace(/-(\d+)$/, '/test-$1.json');
  return JSON.parse(readFileSync(new URL(`../services/core/content/${path}`, import.meta.url), 'utf8'));
}

const firstWords = (text: string, count = 8) => text.split(/\s+/).slice(0, count).join(' ');

test('the model answers and their notes show at the end of the evaluation once it is released, not before', async () => {
  const candidate = await newAccount('Mona Model-Answers', { exam: 'IELTSAcademic' });
  const attemptId = await submitFirstTest(
    candidate,
    'IELTSAcademic',
    'Some people thinks parks matter more than roads. I partly agree with this view.',
  );
  const { attempt } = await graphqlAs<{ attempt: { mockTest: { id: string } } }>(
    candidate,
    'query($id: ID!) { attempt(id: $id) { mockTest { id } } }',
    { id: attemptId },
  );
  const bank = bankTest(attempt.mockTest.id).tasks;
  expect(bank.map((task) => task.title)).toEqual(['Part 1', 'Part 2']);
  await publishEvaluation(await newAccount('Theo Modelmarker', { role: 'TUTOR' }), attemptId, 'IELTSAcademic', 6, '');

  // Published but not released: the candidate still reads the waiting notice, and no model answer.
  const page = await signedInPage(candidate, 'candidate', `/dashboard/writingtasks/${attempt.mockTest.id}`, {
    name: 'model-answers',
    bypassCSP: true,
  });
  await page.getByText('Your answer is under evaluation.').waitFor();
  expect(await page.getByText('Model answer').count()).toBe(0);
  expect(await page.getByText(firstWords(bank[0]?.modelAnswer ?? '')).count()).toBe(0);

  expect(await makeTimerDueNow(attemptId)).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await graphqlAs<{ attempt: { modelAnswers: unknown[] } }>(
            candidate,
            'query($id: ID!) { attempt(id: $id) { modelAnswers { taskKey } } }',
            { id: attemptId },
          )
        ).attempt.modelAnswers.length,
      { timeout: 15_000, interval: 250 },
    )
    .toBe(2);
  await page.reload();

  // One section per written task, titled with it, each with the answer's opening words and the examiner's note.
  const evaluation = page.getByRole('article', { name: 'Evaluation' });
  for (const task of bank) {
    const section = evaluation.getByRole('region', { name: `Model answer: ${task.title}` });
    await section.getByText(firstWords(task.modelAnswer)).waitFor();
    await section.getByRole('heading', { name: 'Why it scores at the top', level: 4 }).waitFor();
    await section.getByText(firstWords(task.modelNote ?? '')).waitFor();
  }
  // The note stands apart from the answer: a block of its own, marked by a thick rule as well as by its tint.
  const note = evaluation.locator('.model-answer__note').first();
  expect(await note.evaluate((node) => getComputedStyle(node).borderLeftWidth)).toBe('4px');
  expect(await note.evaluate((node) => getComputedStyle(node).fontFamily)).not.toBe(
    await evaluation
      .locator('.model-answer__text')
      .first()
      .evaluate((node) => getComputedStyle(node).fontFamily),
  );
  // The last thing to read: after the tutor's feedback (which follows the score), the answer's tabs and the rewrite.
  const headings = await evaluation.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.slice(0, 2)).toEqual(['Score', 'General Feedback']);
  expect(headings.slice(-3)).toEqual(['Rewrite and recheck', 'Model answer: Part 1', 'Model answer: Part 2']);

  // Open at first, folded away with one click on its summary.
  const part1 = evaluation.getByRole('region', { name: 'Model answer: Part 1' });
  const opening = part1.getByText(firstWords(bank[0]?.modelAnswer ?? ''));
  await part1.getByText('Model answer for Part 1').click();
  await opening.waitFor({ state: 'hidden' });
  await part1.getByText('Model answer for Part 1').click();
  await opening.waitFor();

  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await snap(page, 'model-answers-01-released');
  await expectNoSidewaysScrollOnPhone(page, async (phonePage) => {
    await phonePage.getByRole('heading', { name: 'Model answer: Part 2' }).waitFor();
    await snap(phonePage, 'model-answers-02-phone');
  });
});
