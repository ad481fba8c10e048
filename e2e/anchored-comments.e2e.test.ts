import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { expectNoSidewaysScrollOnPhone } from './support/phone-layout.ts';
import { signedInPage } from './support/sessions.ts';
import { openAndStartGrading } from './support/start-grading.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// Comments anchored to passages: a tutor selects words of the candidate's answer in the grading screen's reading pane
// (the answers on the left), tags the comment with a criterion and publishes; selecting a commented passage again
// edits its comment rather than adding a second one; the candidate then sees the passage marked and numbered in the released
// evaluation (its deadline made due now by the test clock) with the comment and the criterion's name. The candidate's
// side (sign-up, submission) goes through the GraphQL API so that the test checks only these two screens, each also
// opened at 390 px, where it must not scroll sideways. Screenshots: test-results/screenshots/anchored-comments-*.png.

/** Selects `phrase` inside the element as a user's drag would, through the page's own selection. */
async function selectPhrase(container: Locator, phrase: string): Promise<void> {
  await container.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the answer`);
  }, phrase);
}

const task1Answer =
  'The chart show how many people visited three museums between 2010 and 2020. Overall the science museum grew fastest.';
const task2Answer = 'Some people thinks parks matter more than roads. I partly agree with this view.';

test('the tutor comments on a selected passage; the candidate sees it marked and numbered with the comment', async () => {
  const candidate = await newAccount('Nia Anchored-Notes');
  await graphqlAs(candidate, 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }', {
    input: { selectedExam: 'IELTSAcademic', targetScore: { reading: '', writing: '7', listening: '', speaking: '' } },
  });
  const { mockTests } = await graphqlAs<{ mockTests: { id: string; unlocked: boolean; sequence: number }[] }>(
    candidate,
    'query { mockTests(exam: IELTSAcademic) { id unlocked sequence } }',
  );
  const first = mockTests.filter((item) => item.unlocked).sort((a, b) => a.sequence - b.sequence)[0];
  if (!first) throw new Error('No IELTS Academic test is open to a new candidate.');
  const { startAttempt } = await graphqlAs<{ startAttempt: { id: string } }>(
    candidate,
    'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
    { id: first.id },
  );
  await graphqlAs(
    candidate,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      id: startAttempt.id,
      answers: [
        { taskKey: 'task1', text: task1Answer },
        { taskKey: 'task2', text: task2Answer },
      ],
    },
  );

  // A tutor opens the attempt from the queue.
  const tutor = await signedInPage(await newAccount('Tom Anchorer', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'anchored-comments-tutor',
    bypassCSP: true,
  });
  const row = tutor.getByRole('row', { name: /Nia Anchored-Notes/ });
  await row.waitFor();
  await openAndStartGrading(tutor, row);
  await tutor.getByText('0 of 8 scores chosen').waitFor();

  // Without a selection the button says what to do first.
  const comments = tutor.getByRole('group', { name: 'Comments on passages' });
  await comments.getByRole('button', { name: 'Comment on selection' }).first().click();
  await comments.getByText('First select a passage of the answer to Part 1, or choose it by word numbers.').waitFor();

  // The form holds no second copy of the answers: they are selected in the reading pane.
  expect(await comments.locator('.answer-text').count()).toBe(0);

  // Two comments: one on a passage of Task 1, one on Task 2, each with a criterion of its task.
  const answers = tutor.getByRole('region', { name: 'Tasks and answers' }).locator('.reading-answer');
  expect(await answers.count()).toBe(2);
  await selectPhrase(answers.nth(0), 'chart show');
  await comments.getByRole('button', { name: 'Comment on selection' }).nth(0).click();
  const draft = comments.getByRole('group', { name: 'New comment' });
  await draft.getByText('chart show', { exact: true }).waitFor();
  const task1Criteria = await draft.getByLabel('Criterion').locator('option').allTextContents();
  expect(task1Criteria).toEqual([
    'Task Achievement',
    'Coherence and Cohesion',
    'Lexical Resource',
    'Grammatical Range and Accuracy',
  ]);
  await draft.getByLabel('Criterion').selectOption({ label: 'Grammatical Range and Accuracy' });
  await draft.getByLabel('Comment').fill('A singular subject takes "shows": the chart shows.');
  await draft.getByRole('button', { name: 'Add comment' }).click();
  const listed = comments.getByRole('list', { name: 'Comments on passages' }).getByRole('listitem');
  await listed.first().waitFor();

  // Selecting the same passage again opens its comment to edit: still one comment, marked [1] only.
  await selectPhrase(answers.nth(0), 'chart show');
  await comments.getByRole('button', { name: 'Comment on selection' }).nth(0).click();
  const edit = comments.getByRole('group', { name: 'Edit comment [1]' });
  expect(await edit.getByLabel('Comment').inputValue()).toBe('A singular subject takes "shows": the chart shows.');
  expect(await edit.getByLabel('Criterion').locator('option:checked').textContent()).toBe(
    'Grammatical Range and Accuracy',
  );
  // A second comment on it with the same criterion is refused, with the reason.
  await edit.getByRole('button', { name: 'Add another comment instead' }).click();
  await draft.getByLabel('Comment').fill('The same again.');
  await draft.getByRole('button', { name: 'Add comment' }).click();
  await comments
    .getByText('Comment [1] is already on this passage with this criterion; edit that comment instead.')
    .waitFor();
  await draft.getByRole('button', { name: 'Cancel' }).click();
  await selectPhrase(answers.nth(0), 'chart show');
  await comments.getByRole('button', { name: 'Comment on selection' }).nth(0).click();
  await edit.getByLabel('Comment').fill('A singular subject takes "shows": the chart shows the trend.');
  await edit.getByRole('button', { name: 'Save comment' }).click();
  await edit.waitFor({ state: 'detached' });
  expect(await listed.count()).toBe(1);
  await listed.first().getByText('A singular subject takes "shows": the chart shows the trend.').waitFor();
  expect(await answers.nth(0).locator('.passage-marker').allTextContents()).toEqual(['[1]']);

  await selectPhrase(answers.nth(1), 'people thinks');
  await comments.getByRole('button', { name: 'Comment on selection' }).nth(1).click();
  await draft.getByLabel('Criterion').selectOption({ label: 'Task Response' });
  await draft.getByLabel('Comment').fill('State your own position here, before the reasons.');
  await draft.getByRole('button', { name: 'Add comment' }).click();

  // Each passage is marked in the answer with its number, and listed with its criterion.
  expect(await answers.nth(0).locator('mark').allTextContents()).toEqual(['chart show']);
  expect(await answers.nth(1).locator('mark').allTextContents()).toEqual(['people thinks']);
  expect(await answers.locator('.passage-marker').allTextContents()).toEqual(['[1]', '[2]']);
  expect(await listed.count()).toBe(2);
  await listed.nth(0).getByText('Grammatical Range and Accuracy').waitFor();
  await listed.nth(1).getByText('Task Response').waitFor();

  const scoreSelects = tutor.locator('select');
  for (const select of await scoreSelects.all()) await select.selectOption('6');
  await tutor.getByText('8 of 8 scores chosen').waitFor();
  await tutor.getByLabel('General Feedback').fill('Clear trends; check subject–verb agreement.');
  expect(await seriousAccessibilityViolations(tutor)).toEqual([]);
  await snap(tutor, 'anchored-comments-01-tutor');
  await expectNoSidewaysScrollOnPhone(tutor, (phonePage) => phonePage.locator('.passage-marker').first().waitFor());

  await tutor.getByRole('button', { name: 'Publish' }).click();
  await tutor.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await tutor.getByText('Evaluation published.').waitFor();

  // The candidate, once the evaluation is released (its deadline made due now), reads the comments beside the
  // marked passages.
  expect(await makeTimerDueNow(startAttempt.id)).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await graphqlAs<{ attempt: { evaluation: { id: string } | null } }>(
            candidate,
            'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
            { id: startAttempt.id },
          )
        ).attempt.evaluation !== null,
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  const page = await signedInPage(candidate, 'candidate', `/dashboard/writingtasks/${first.id}`, {
    name: 'anchored-comments-candidate',
    bypassCSP: true,
  });

  // The comments are the evaluation's second tab over the answer (Changes shows first).
  await page.getByRole('tab', { name: 'Comments' }).click();
  const section = page.getByRole('region', { name: 'Comments on your answer' });
  await section.waitFor();
  expect(await section.locator('mark').allTextContents()).toEqual(['chart show', 'people thinks']);
  expect(await section.locator('.passage-marker').allTextContents()).toEqual(['[1]', '[2]']);
  const task1Comments = section.getByRole('list', { name: 'Comments on Part 1' }).getByRole('listitem');
  await task1Comments.getByText('[1]').waitFor();
  await task1Comments.getByText('Grammatical Range and Accuracy').waitFor();
  await task1Comments.getByText('A singular subject takes "shows": the chart shows the trend.').waitFor();
  const task2Comments = section.getByRole('list', { name: 'Comments on Part 2' }).getByRole('listitem');
  await task2Comments.getByText('Task Response').waitFor();
  // Readable without colour: the marked passage is underlined as well as tinted.
  expect(
    await section
      .locator('mark')
      .first()
      .evaluate((node) => getComputedStyle(node).borderBottomStyle),
  ).toBe('solid');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await snap(page, 'anchored-comments-02-candidate');
  await expectNoSidewaysScrollOnPhone(page, async (phonePage) => {
    await phonePage.getByRole('tab', { name: 'Comments' }).click();
    await phonePage.getByRole('region', { name: 'Comments on your answer' }).locator('mark').first().waitFor();
  });

  // The sidebar's column runs the full length of this long page at 1280 px.
  const bodyBackground = await page
    .locator('.dashboard__body')
    .evaluate((node) => getComputedStyle(node).backgroundImage);
  expect(bodyBackground).toContain('linear-gradient');
});
