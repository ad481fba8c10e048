import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// Comments anchored to passages: the demo tutor selects words of the candidate's answer on the
// grading screen, tags the comment with a criterion and publishes; the candidate then sees the passage marked and
// numbered in the released evaluation with the comment and the criterion's name. The candidate's side (sign-up,
// submission) goes through the GraphQL API so that the test checks only these two screens. Screenshots:
// test-results/screenshots/anchored-comments-*.png, at 1280 and 390 px.
const deadlineSeconds = 4;
let platform: Platform;
let browser: Browser;
let config: { firebase: { apiKey: string }; authEmulatorUrl: string };

beforeAll(async () => {
  platform = await startPlatform({ port: 18611, deadlineSeconds, authEmulatorPort: 9622 });
  browser = await launchChromium();
  config = await (await fetch(`${platform.origin}/app-config.json`)).json();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function identity(call: 'signUp' | 'signInWithPassword', body: Record<string, unknown>): Promise<string> {
  const response = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The emulator refused ${call}: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platform.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

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

/** A screenshot at 1280 px, then the same URL in a 390 px tab of the same session, which must not scroll sideways. */
async function snapBoth(page: Page, name: string, ready: (phonePage: Page) => Promise<unknown>): Promise<void> {
  await snap(page, `${name}-1280`);
  const phonePage = await page.context().newPage();
  await phonePage.setViewportSize(phone);
  await phonePage.goto(page.url());
  await ready(phonePage);
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await snap(phonePage, `${name}-390`);
  await phonePage.close();
}

const task1Answer =
  'The chart show how many people visited three museums between 2010 and 2020. Overall the science museum grew fastest.';
const task2Answer = 'Some people thinks parks matter more than roads. I partly agree with this view.';

test('the tutor comments on a selected passage; the candidate sees it marked and numbered with the comment', async () => {
  const email = `nia-notes-${Date.now()}@example.com`;
  const password = 's3cret-pass';
  const token = await identity('signUp', { email, password, displayName: 'Nia Notes' });
  await gql(token, 'query { me { id } }');
  await gql(token, 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }', {
    input: { selectedExam: 'IELTSAcademic', targetScore: { reading: '', writing: '7', listening: '', speaking: '' } },
  });
  const { mockTests } = await gql<{ mockTests: { id: string; unlocked: boolean; sequence: number }[] }>(
    token,
    'query { mockTests(exam: IELTSAcademic) { id unlocked sequence } }',
  );
  const first = mockTests.filter((item) => item.unlocked).sort((a, b) => a.sequence - b.sequence)[0];
  if (!first) throw new Error('No IELTS Academic test is open to a new candidate.');
  const { startAttempt } = await gql<{ startAttempt: { id: string } }>(
    token,
    'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
    { id: first.id },
  );
  await gql(
    token,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      id: startAttempt.id,
      answers: [
        { taskKey: 'task1', text: task1Answer },
        { taskKey: 'task2', text: task2Answer },
      ],
    },
  );

  // The demo tutor opens the attempt from the queue.
  const tutor = await (await browser.newContext({ viewport: desktop, bypassCSP: true })).newPage();
  onTestFailed(() => snap(tutor, 'anchored-comments-failed-tutor'));
  await tutor.goto(`${platform.origin}/tutor/login`);
  await tutor.getByLabel('Email').fill('tutor@example.com');
  await tutor.getByLabel('Password').fill('tutor-pass');
  await tutor.getByRole('button', { name: 'Sign in' }).click();
  const row = tutor.getByRole('row', { name: /Nia Notes/ });
  await row.waitFor();
  await row.getByRole('link', { name: 'Grade' }).click();
  await tutor.getByText('0 of 8 scores chosen').waitFor();

  // Without a selection the button says what to do first.
  const comments = tutor.getByRole('group', { name: 'Comments on passages' });
  await comments.getByRole('button', { name: 'Comment on selection' }).first().click();
  await comments.getByText('First select a passage of the answer to Part 1, or choose it by word numbers.').waitFor();

  // Two comments: one on a passage of Task 1, one on Task 2, each with a criterion of its task.
  const answers = comments.locator('.passage-comments__answer');
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

  await selectPhrase(answers.nth(1), 'people thinks');
  await comments.getByRole('button', { name: 'Comment on selection' }).nth(1).click();
  await draft.getByLabel('Criterion').selectOption({ label: 'Task Response' });
  await draft.getByLabel('Comment').fill('State your own position here, before the reasons.');
  await draft.getByRole('button', { name: 'Add comment' }).click();

  // Each passage is marked in the answer with its number, and listed with its criterion.
  expect(await answers.nth(0).locator('mark').allTextContents()).toEqual(['chart show']);
  expect(await answers.nth(1).locator('mark').allTextContents()).toEqual(['people thinks']);
  expect(await comments.locator('.passage-marker').allTextContents()).toEqual(['[1]', '[2]']);
  const listed = comments.getByRole('list', { name: 'Comments on passages' }).getByRole('listitem');
  expect(await listed.count()).toBe(2);
  await listed.nth(0).getByText('Grammatical Range and Accuracy').waitFor();
  await listed.nth(1).getByText('Task Response').waitFor();

  const scoreSelects = tutor.locator('select');
  for (const select of await scoreSelects.all()) await select.selectOption('6');
  await tutor.getByText('8 of 8 scores chosen').waitFor();
  await tutor.getByLabel('General Feedback').fill('Clear trends; check subject–verb agreement.');
  expect(await seriousAccessibilityViolations(tutor)).toEqual([]);
  await snapBoth(tutor, 'anchored-comments-01-tutor', (phonePage) =>
    phonePage.locator('.passage-marker').first().waitFor(),
  );

  await tutor.getByRole('button', { name: 'Publish' }).click();
  await tutor.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await tutor.getByText('Evaluation published.').waitFor();

  // The candidate, once the evaluation is released, reads the comments beside the marked passages.
  await expect
    .poll(
      async () =>
        (
          await gql<{ attempt: { evaluation: { id: string } | null } }>(
            token,
            'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
            { id: startAttempt.id },
          )
        ).attempt.evaluation !== null,
      { timeout: (deadlineSeconds + 30) * 1000, interval: 1000 },
    )
    .toBe(true);
  const page = await (await browser.newContext({ viewport: desktop, bypassCSP: true })).newPage();
  onTestFailed(() => snap(page, 'anchored-comments-failed-candidate'));
  await page.goto(`${platform.origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard/writingtasks');
  await page.goto(`${platform.origin}/dashboard/writingtasks/${first.id}`);

  const section = page.getByRole('region', { name: 'Comments on your answer' });
  await section.waitFor();
  expect(await section.locator('mark').allTextContents()).toEqual(['chart show', 'people thinks']);
  expect(await section.locator('.passage-marker').allTextContents()).toEqual(['[1]', '[2]']);
  const task1Comments = section.getByRole('list', { name: 'Comments on Part 1' }).getByRole('listitem');
  await task1Comments.getByText('[1]').waitFor();
  await task1Comments.getByText('Grammatical Range and Accuracy').waitFor();
  await task1Comments.getByText('A singular subject takes "shows": the chart shows.').waitFor();
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
  await snapBoth(page, 'anchored-comments-02-candidate', (phonePage) =>
    phonePage.getByRole('region', { name: 'Comments on your answer' }).locator('mark').first().waitFor(),
  );

  // The sidebar's column runs the full length of this long page at 1280 px.
  const bodyBackground = await page
    .locator('.dashboard__body')
    .evaluate((node) => getComputedStyle(node).backgroundImage);
  expect(bodyBackground).toContain('linear-gradient');
});
