import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// Exam rules in the editor, feedback that teaches and progress over time: a PTE summary over 75 words is
// warned about in the exam's terms; a released evaluation leads with the score against the desired score and shows
// the answer beside the tutor's revision word by word; the Progress page draws the evaluated tests. Attempts are
// started, submitted and published through the GraphQL API (as the candidate and the demo tutor), so that each test
// checks only its own screen. Screenshots: test-results/screenshots/feedback-*.png, at 1280 and 390 px.
const deadlineSeconds = 4;
let platform: Platform;
let browser: Browser;
let config: { firebase: { apiKey: string }; authEmulatorUrl: string };

beforeAll(async () => {
  platform = await startPlatform({ port: 18606, deadlineSeconds, authEmulatorPort: 9616 });
  browser = await launchChromium();
  config = await (await fetch(`${platform.origin}/app-config.json`)).json();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

type Account = { email: string; password: string; token: string };

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

/** A new candidate preparing for `exam` with a desired writing score of 7. */
async function candidate(name: string, exam: string): Promise<Account> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const password = 's3cret-pass';
  const token = await identity('signUp', { email, password, displayName: name });
  await gql(token, 'query { me { id } }');
  await gql(token, 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }', {
    input: { selectedExam: exam, targetScore: { reading: '', writing: '7', listening: '', speaking: '' } },
  });
  return { email, password, token };
}

type TestInfo = { id: string; sequence: number; unlocked: boolean; tasks: { key: string; title: string }[] };

async function unlockedTests(account: Account, exam: string): Promise<TestInfo[]> {
  const data = await gql<{ mockTests: TestInfo[] }>(
    account.token,
    'query($exam: ExamKey) { mockTests(exam: $exam) { id sequence unlocked tasks { key title } } }',
    { exam },
  );
  return data.mockTests.filter((test) => test.unlocked).sort((a, b) => a.sequence - b.sequence);
}

/** Buys Bronze for the exam with the simulated gateway's test card, so that more than the free test opens. */
async function buyBronze(account: Account, exam: string): Promise<void> {
  const { startPurchase } = await gql<{ startPurchase: { clientSecret: string; purchase: { id: string } } }>(
    account.token,
    'mutation($input: StartPurchaseInput!) { startPurchase(input: $input) { clientSecret purchase { id } } }',
    { input: { exam, plan: 'bronze' } },
  );
  const paid = await fetch(`${platform.origin}/simulated-gateway/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret: startPurchase.clientSecret, cardNumber: '4242424242424242' }),
  });
  expect(paid.ok).toBe(true);
  await expect
    .poll(async () => {
      const { confirmPurchase } = await gql<{ confirmPurchase: { status: string } }>(
        account.token,
        'mutation($id: ID!) { confirmPurchase(id: $id) { status } }',
        { id: startPurchase.purchase.id },
      );
      return confirmPurchase.status;
    })
    .toBe('SUCCEEDED');
}

async function startAndSubmit(account: Account, testId: string, answers: Record<string, string>): Promise<string> {
  const { startAttempt } = await gql<{ startAttempt: { id: string } }>(
    account.token,
    'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
    { id: testId },
  );
  const input = Object.entries(answers).map(([taskKey, text]) => ({ taskKey, text }));
  await gql(
    account.token,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      id: startAttempt.id,
      answers: input,
    },
  );
  return startAttempt.id;
}

let tutorToken: string | undefined;

/** The demo tutor claims the attempt and publishes a score for every criterion, with the revised answer given. */
async function publish(
  attemptId: string,
  exam: string,
  score: number | ((criterion: string) => number),
  revisedAnswer: string,
): Promise<void> {
  tutorToken ??= await identity('signInWithPassword', { email: 'tutor@example.com', password: 'tutor-pass' });
  const { exams } = await gql<{
    exams: { key: string; rubric: { criteria: { taskKey: string | null; key: string }[] } }[];
  }>(tutorToken, 'query { exams { key rubric { criteria { taskKey key } } } }');
  const { claimAttempt } = await gql<{ claimAttempt: { attempt: { mockTest: { tasks: { key: string }[] } } } }>(
    tutorToken,
    'mutation($id: ID!) { claimAttempt(attemptId: $id) { attempt { mockTest { tasks { key } } } } }',
    { id: attemptId },
  );
  const criteria = exams.find((item) => item.key === exam)?.rubric.criteria ?? [];
  const criterionScores = claimAttempt.attempt.mockTest.tasks.flatMap((task) =>
    criteria
      .filter((criterion) => criterion.taskKey === null || criterion.taskKey === task.key)
      .map((criterion) => ({
        taskKey: task.key,
        criterion: criterion.key,
        score: typeof score === 'number' ? score : score(criterion.key),
      })),
  );
  await gql(
    tutorToken,
    'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
    {
      id: attemptId,
      input: {
        criterionScores,
        strengths: [{ label: 'Overview', text: 'A clear overview of the main trends.' }],
        weaknesses: [{ label: 'Grammar', text: 'Subject and verb do not always agree.' }],
        areasOfImprovement: [{ label: 'Accuracy', text: 'Check each verb against its subject.' }],
        feedback: 'Good structure; check agreement.',
        revisedAnswer,
      },
    },
  );
}

/** Waits until the evaluation is released to the candidate (published and the shortened deadline passed). */
async function released(account: Account, attemptId: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await gql<{ attempt: { evaluation: { id: string } | null } }>(
            account.token,
            'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
            { id: attemptId },
          )
        ).attempt.evaluation !== null,
      { timeout: (deadlineSeconds + 30) * 1000, interval: 1000 },
    )
    .toBe(true);
}

async function signIn(account: Account, viewport = desktop): Promise<Page> {
  const page = await (await browser.newContext({ viewport, bypassCSP: true })).newPage();
  await page.goto(`${platform.origin}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard/writingtasks');
  return page;
}

/** Screenshots of the page at 1280 px and, in a second tab of the same session opened at 390 px, of the same URL. */
async function snapBoth(page: Page, name: string, ready: (phonePage: Page) => Promise<unknown>): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `${name}-1280`);
  const phonePage = await page.context().newPage();
  await phonePage.setViewportSize(phone);
  await phonePage.goto(page.url());
  await ready(phonePage);
  // Nothing wider than the phone once laid out (a lazily loaded stylesheet may land a moment after the text, under
  // load): the page never scrolls sideways.
  await expect
    .poll(() => phonePage.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(phone.width);
  await snap(phonePage, `${name}-390`);
  await phonePage.close();
}

const sentence = (words: number) =>
  `${Array.from({ length: words }, (_, index) => (index === 0 ? 'Cities' : index % 2 ? 'grow' : 'and')).join(' ')}.`;

test('a PTE summary over 75 words, or of two sentences, shows the warning that it would score zero', async () => {
  const account = await candidate('Pia Summary', 'PTE');
  const [first] = await unlockedTests(account, 'PTE');
  if (!first) throw new Error('No PTE test is open to a new candidate.');
  await gql(account.token, 'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }', { id: first.id });

  const page = await signIn(account);
  onTestFailed(() => snap(page, 'feedback-failed-pte-summary'));
  await page.goto(`${platform.origin}/dashboard/writingtasks/${first.id}`);
  const box = page.getByPlaceholder('Type your answer here...');
  await box.waitFor();
  await page.getByText('One sentence of 5–75 words, or the summary scores zero.').waitFor();

  await box.fill(sentence(98));
  await page.getByText('Words: 98').waitFor();
  const warning = page
    .getByRole('status')
    .filter({ hasText: 'Over 75 words: in the exam this summary would score zero.' });
  await warning.waitFor();
  await snapBoth(page, 'feedback-01-pte-summary-over-75', async (phonePage) => {
    const phoneBox = phonePage.getByPlaceholder('Type your answer here...');
    await phoneBox.fill(sentence(98));
    await phonePage.getByText('Over 75 words: in the exam this summary would score zero.').waitFor();
  });

  await box.fill(`${sentence(20)} ${sentence(20)}`);
  await page.getByText('More than one sentence: in the exam this summary would score zero.').waitFor();
  expect(await warning.count()).toBe(0);

  await box.fill(sentence(40));
  await page.getByText('Words: 40').waitFor();
  expect(await page.getByText(/would score zero/).count()).toBe(0);
});

const task1Answer = 'The chart show how many people visited three museums. Overall the science museum grew fastest.';
const task2Answer = 'Some people thinks parks matter more than roads. I partly agree with this view.';

test('an evaluated answer leads with the score against the target, then shows the revision as a word diff', async () => {
  const account = await candidate('Dara Diff', 'IELTSAcademic');
  const [first] = await unlockedTests(account, 'IELTSAcademic');
  if (!first) throw new Error('No IELTS Academic test is open to a new candidate.');
  const attemptId = await startAndSubmit(account, first.id, { task1: task1Answer, task2: task2Answer });
  const [title1, title2] = first.tasks.map((task) => task.title);
  const revised = `${title1}\n\n${task1Answer.replace('chart show', 'chart shows')}\n\n${title2}\n\n${task2Answer
    .replace('people thinks', 'people think')
    .replace('this view.', 'this view, for two reasons.')}`;
  await publish(attemptId, 'IELTSAcademic', 6, revised);
  await released(account, attemptId);

  const page = await signIn(account);
  onTestFailed(() => snap(page, 'feedback-failed-evaluation'));
  await page.goto(`${platform.origin}/dashboard/writingtasks/${first.id}`);
  const evaluation = page.getByRole('article', { name: 'Evaluation' });
  await evaluation.getByText('Band 6').first().waitFor();

  // The score first, against the desired writing score of the profile.
  await evaluation.getByText('Your desired writing score: 7').waitFor();
  const table = evaluation.getByRole('table', { name: 'Scores per criterion' });
  await table.getByRole('columnheader', { name: 'Against your target (7)' }).waitFor();
  expect(await table.getByRole('cell', { name: '1 below' }).count()).toBe(8);

  // The answer beside the revision: removed words struck through, added words underlined, each labelled in words.
  await evaluation.getByText('Your tutor added 5 words and removed 2.').waitFor();
  const removed = evaluation.locator('del.diff-removed');
  const added = evaluation.locator('ins.diff-added');
  expect(await removed.allTextContents()).toEqual(['[removed: show]', '[removed: thinks]']);
  expect(await added.allTextContents()).toEqual(['[added: shows]', '[added: think]', '[added: , for two reasons]']);
  expect(await removed.first().evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe('line-through');
  expect(await added.first().evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe('underline');
  // The old 25-row read-only answer box is gone from the evaluated screen.
  expect(await page.getByPlaceholder('Type your answer here...').count()).toBe(0);

  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await snapBoth(page, 'feedback-02-evaluation', (phonePage) =>
    phonePage.getByText('Your tutor added 5 words and removed 2.').waitFor(),
  );
});

test('the Progress page says what to do first, then draws three evaluated attempts against the target', async () => {
  const account = await candidate('Paz Progress', 'IELTSAcademic');
  const page = await signIn(account);
  onTestFailed(() => snap(page, 'feedback-failed-progress'));

  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: 'Progress' }).click();
  await page.waitForURL('**/dashboard/progress');
  await page.getByRole('heading', { name: 'No evaluated tests yet' }).waitFor();
  await page.getByRole('link', { name: 'Start with Writing Tasks' }).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await snapBoth(page, 'feedback-03-progress-empty', (phonePage) =>
    phonePage.getByRole('heading', { name: 'No evaluated tests yet' }).waitFor(),
  );

  await buyBronze(account, 'IELTSAcademic');
  const tests = (await unlockedTests(account, 'IELTSAcademic')).slice(0, 3);
  expect(tests).toHaveLength(3);
  // Each criterion its own band, rising from test to test: coherence a band above, vocabulary a band below.
  const offsets: Record<string, number> = { coherenceCohesion: 1, lexicalResource: -1 };
  for (const [index, test] of tests.entries()) {
    const attemptId = await startAndSubmit(account, test.id, { task1: task1Answer, task2: task2Answer });
    const base = 5 + index;
    await publish(attemptId, 'IELTSAcademic', (key) => base + (offsets[key] ?? 0), `${task1Answer}\n\n${task2Answer}`);
    await released(account, attemptId);
  }

  await page.reload();
  const section = page.getByRole('region', { name: /IELTS-Academic/ });
  await section.waitFor();
  await section.getByText('(3 evaluated tests)').waitFor();
  // One line per criterion of the rubric, the desired score drawn as a reference line, the overall trend.
  for (const label of [
    'Task Achievement',
    'Task Response',
    'Coherence and Cohesion',
    'Lexical Resource',
    'Grammatical Range and Accuracy',
  ]) {
    await section.locator('.line-chart__legend').getByText(label).waitFor();
  }
  expect(await section.getByText('Your target 7').count()).toBe(2);
  await section.getByRole('img', { name: /overall score per evaluated test, against your target of 7/ }).waitFor();
  const rows = section.getByRole('table', { name: /scores by evaluated test/ }).locator('tbody tr');
  expect(await rows.count()).toBe(3);
  expect(await rows.allInnerTexts()).toEqual([
    // Overall, Task Achievement, Task Response, Coherence and Cohesion, Lexical Resource, Grammatical Range.
    expect.stringMatching(/^#1 .*\t5\t5\t5\t6\t4\t5$/),
    expect.stringMatching(/^#2 .*\t6\t6\t6\t7\t5\t6$/),
    expect.stringMatching(/^#3 .*\t7\t7\t7\t8\t6\t7$/),
  ]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await snapBoth(page, 'feedback-04-progress-three-attempts', (phonePage) =>
    phonePage.getByText('(3 evaluated tests)').waitFor(),
  );
});
