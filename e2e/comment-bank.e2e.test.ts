import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { screenshotDir } from './support/platform.ts';
import { signedInPage } from './support/sessions.ts';
import { openAndStartGrading } from './support/start-grading.ts';

// The tutor's comment bank and the grading page's keyboard shortcuts: a tutor saves two phrases for Lexical Resource
// from a comment's text box, then, in a new comment opened with Alt+C on a selected passage, inserts the second phrase
// with the keyboard only (Alt+P, ↓, Enter); a score is chosen with Alt+Shift+1 and −, the draft saved with Ctrl+S; the
// bank is on the server (read back through the API) and a phrase is deleted from the page. The candidate's side goes
// through the GraphQL API. Screenshots: test-results/screenshots/comment-bank-*.png.

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
  'The graph show a big rise in cycling. The numbers are very big and the trend is very good overall.';
const task2Answer = 'Some people thinks cities should ban cars. I partly agree with this good idea.';

async function submittedIeltsAttempt(candidate: Account): Promise<void> {
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
}

/** The element that has the focus: its tag, id and role. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName ?? '', id: element?.id ?? '', role: element?.getAttribute('role') ?? '' };
  });

test('a tutor saves phrases, inserts one into a new comment with the keyboard and scores with the shortcuts', async () => {
  const candidate = await newAccount('Bea Bankwriter');
  await graphqlAs(candidate, 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }', {
    input: { selectedExam: 'IELTSAcademic', targetScore: { reading: '', writing: '7', listening: '', speaking: '' } },
  });
  await submittedIeltsAttempt(candidate);

  const tutorAccount = await newAccount('Tariq Phrasekeeper', { role: 'TUTOR' });
  const tutor = await signedInPage(tutorAccount, 'tutor', '/tutor', { name: 'comment-bank-tutor', bypassCSP: true });
  const row = tutor.getByRole('row', { name: /Bea Bankwriter/ });
  await row.waitFor();
  await openAndStartGrading(tutor, row);
  await tutor.getByText('0 of 8 scores chosen').waitFor();

  const comments = tutor.getByRole('group', { name: 'Comments on passages' });
  const answers = tutor.getByRole('region', { name: 'Tasks and answers' }).locator('.reading-answer');
  const draft = comments.getByRole('group', { name: 'New comment' });
  const commentBox = draft.getByRole('textbox', { name: 'Comment' });

  // Two phrases saved for Lexical Resource from the comment box (the second press of the first one keeps one copy).
  await selectPhrase(answers.nth(0), 'very big');
  await comments.getByRole('button', { name: 'Comment on selection' }).nth(0).click();
  await draft.getByLabel('Criterion').selectOption({ label: 'Lexical Resource' });
  await commentBox.fill('Try a more precise word, e.g. "substantial".');
  await draft.getByRole('button', { name: 'Save as phrase' }).click();
  await draft.getByText('Saved as a phrase for Lexical Resource.').waitFor();
  await draft.getByRole('button', { name: 'Save as phrase' }).click();
  await commentBox.fill('Avoid repeating "very"; vary your intensifiers.');
  await draft.getByRole('button', { name: 'Save as phrase' }).click();
  await draft.getByText('Your phrases for Lexical Resource (2)').waitFor();
  await draft.getByRole('button', { name: 'Add comment' }).click();
  await draft.waitFor({ state: 'detached' });

  // On the server, with the tutor's account: two phrases, in the order saved.
  const stored = await graphqlAs<{ myCommentPhrases: { criterion: string; text: string }[] }>(
    tutorAccount,
    'query { myCommentPhrases(exam: IELTSAcademic) { criterion text } }',
  );
  expect(stored.myCommentPhrases).toEqual([
    { criterion: 'lexicalResource', text: 'Try a more precise word, e.g. "substantial".' },
    { criterion: 'lexicalResource', text: 'Avoid repeating "very"; vary your intensifiers.' },
  ]);

  // A new comment, keyboard only once the passage is selected: Alt+C opens it with the focus in its text box.
  await selectPhrase(answers.nth(0), 'very good');
  await tutor.keyboard.press('Alt+KeyC');
  await draft.waitFor();
  expect(await focused(tutor)).toMatchObject({ tag: 'TEXTAREA' });
  // Shift+Tab to the criterion list, ↓ ↓ from Task Achievement to Lexical Resource, Tab back to the text.
  await tutor.keyboard.press('Shift+Tab');
  await tutor.keyboard.press('ArrowDown');
  await tutor.keyboard.press('ArrowDown');
  expect(await draft.getByLabel('Criterion').locator('option:checked').textContent()).toBe('Lexical Resource');
  await tutor.keyboard.press('Tab');
  await tutor.keyboard.type('Here: ');
  await tutor.keyboard.press('Alt+KeyP');
  const picker = draft.getByRole('listbox', { name: 'Saved phrases for Lexical Resource' });
  await picker.waitFor();
  expect(await focused(tutor)).toMatchObject({ role: 'listbox' });
  expect(await picker.getByRole('option').allTextContents()).toEqual([
    'Try a more precise word, e.g. "substantial".',
    'Avoid repeating "very"; vary your intensifiers.',
  ]);
  await tutor.keyboard.press('ArrowDown');
  expect(await picker.getByRole('option', { selected: true }).textContent()).toBe(
    'Avoid repeating "very"; vary your intensifiers.',
  );
  expect(await seriousAccessibilityViolations(tutor)).toEqual([]);
  await snap(tutor, 'comment-bank-01-picker');
  await comments.screenshot({ path: join(screenshotDir, 'comment-bank-02-picker-close-up.png') });
  await tutor.keyboard.press('Enter');
  await picker.waitFor({ state: 'detached' });
  expect(await commentBox.inputValue()).toBe('Here: Avoid repeating "very"; vary your intensifiers.');
  // The focus is back in the text box, after the phrase: typing goes on from there.
  await tutor.keyboard.type(' Twice here.');
  expect(await commentBox.inputValue()).toBe('Here: Avoid repeating "very"; vary your intensifiers. Twice here.');
  // Escape closes the picker without inserting.
  await tutor.keyboard.press('Alt+KeyP');
  await picker.waitFor();
  await tutor.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  expect(await focused(tutor)).toMatchObject({ tag: 'TEXTAREA' });
  await draft.getByRole('button', { name: 'Add comment' }).click();
  const listed = comments.getByRole('list', { name: 'Comments on passages' }).getByRole('listitem');
  await listed.nth(1).getByText('Here: Avoid repeating "very"; vary your intensifiers. Twice here.').waitFor();

  // Scores with the keyboard: Alt+Shift+1 goes to the first criterion's list, − from "Not scored" takes the highest
  // score and steps down; Alt+Shift+2 goes to the second, + takes the lowest.
  await tutor.keyboard.press('Alt+Shift+Digit1');
  expect(await focused(tutor)).toMatchObject({ tag: 'SELECT', id: 'score-task1::taskAchievement' });
  await tutor.keyboard.press('-');
  await tutor.keyboard.press('-');
  await tutor.keyboard.press('-');
  expect(await tutor.locator('#score-task1\\:\\:taskAchievement').inputValue()).toBe('7');
  await tutor.keyboard.press('Alt+Shift+Digit2');
  expect(await focused(tutor)).toMatchObject({ tag: 'SELECT', id: 'score-task1::coherenceCohesion' });
  await tutor.keyboard.press('+');
  expect(await tutor.locator('#score-task1\\:\\:coherenceCohesion').inputValue()).toBe('0');
  await tutor.getByText('2 of 8 scores chosen').waitFor();

  // ? shows the shortcuts; Ctrl+S saves the draft.
  await tutor.keyboard.press('?');
  const shortcuts = tutor.locator('details.keyboard-shortcuts');
  expect(await shortcuts.getAttribute('open')).not.toBeNull();
  await shortcuts.getByText('Alt+Shift+1 … 9').waitFor();
  await tutor.keyboard.press('Control+KeyS');
  await tutor.getByText('Draft saved.').waitFor();
  const saved = await graphqlAs<{ gradingItem: { evaluation: { comments: { text: string }[] } | null } }>(
    tutorAccount,
    'query($id: ID!) { gradingItem(attemptId: $id) { evaluation { comments { text } } } }',
    { id: await tutor.evaluate(() => location.pathname.split('/').pop() ?? '') },
  );
  expect(saved.gradingItem.evaluation?.comments.map((comment) => comment.text)).toEqual([
    'Avoid repeating "very"; vary your intensifiers.',
    'Here: Avoid repeating "very"; vary your intensifiers. Twice here.',
  ]);
  await snap(tutor, 'comment-bank-03-shortcuts');

  // A phrase deleted from the page is gone from the server.
  await selectPhrase(answers.nth(1), 'good idea');
  await tutor.keyboard.press('Alt+KeyC');
  await draft.getByLabel('Criterion').selectOption({ label: 'Lexical Resource' });
  await draft.getByText('Your phrases for Lexical Resource (2)').click();
  await draft.getByRole('button', { name: 'Delete phrase 1 for Lexical Resource' }).click();
  await draft.getByText('Your phrases for Lexical Resource (1)').waitFor();
  const left = await graphqlAs<{ myCommentPhrases: { text: string }[] }>(
    tutorAccount,
    'query { myCommentPhrases(exam: IELTSAcademic) { text } }',
  );
  expect(left.myCommentPhrases.map((phrase) => phrase.text)).toEqual([
    'Avoid repeating "very"; vary your intensifiers.',
  ]);
});
