import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// Blind double-marking: with every submission drawn (SECOND_MARKING_PERCENT=100) the demo tutor publishes
// the first evaluation, the demo admin takes the second marking from the queue's "Second markings" list and scores
// the answer without any trace of the first tutor's scores or words, and the Agreement screen compares the two.
// Screenshots: test-results/screenshots/double-marking-*.png at 1280 px.
let platform: Platform;
let browser: Browser;
let config: { firebase: { apiKey: string }; authEmulatorUrl: string };

// Only the first evaluation holds this word; the second marker's pages must not.
const firstFeedback = 'Tamarind: the overview misses the main trend of the chart.';

beforeAll(async () => {
  process.env.SECOND_MARKING_PERCENT = '100';
  platform = await startPlatform({ port: 18704, deadlineSeconds: 3600, authEmulatorPort: 9714 });
  browser = await launchChromium();
  config = await (await fetch(`${platform.origin}/app-config.json`)).json();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function token(kind: 'signUp' | 'signInWithPassword', email: string, password: string, displayName?: string) {
  const response = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${kind}?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The emulator refused ${kind}: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function gql<T>(idToken: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platform.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

type Criterion = { taskKey: string | null; key: string; max: number; step: number };

/** A candidate submits the first open IELTS Academic test; the demo tutor publishes the first evaluation. */
async function firstEvaluationPublished(): Promise<string> {
  const candidate = await token('signUp', `dora-double-${Date.now()}@example.com`, 's3cret-pass', 'Dora Double');
  await gql(candidate, 'query { me { id } }');
  const { mockTests } = await gql<{
    mockTests: { id: string; unlocked: boolean; sequence: number; tasks: { key: string }[] }[];
  }>(candidate, 'query { mockTests(exam: IELTSAcademic) { id unlocked sequence tasks { key } } }');
  const first = mockTests.filter((item) => item.unlocked).sort((a, b) => a.sequence - b.sequence)[0];
  if (!first) throw new Error('No IELTS Academic test is open to a new candidate.');
  const { startAttempt } = await gql<{ startAttempt: { id: string } }>(
    candidate,
    'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
    { id: first.id },
  );
  await gql(
    candidate,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      id: startAttempt.id,
      answers: first.tasks.map((task) => ({ taskKey: task.key, text: 'Rail freight grew while road freight fell.' })),
    },
  );
  const tutor = await token('signInWithPassword', 'tutor@example.com', 'tutor-pass');
  const { exams } = await gql<{ exams: { key: string; rubric: { criteria: Criterion[] } }[] }>(
    tutor,
    'query { exams { key rubric { criteria { taskKey key max step } } } }',
  );
  const rubric = exams.find((exam) => exam.key === 'IELTSAcademic')?.rubric.criteria ?? [];
  // Band 7 on every criterion.
  const criterionScores = first.tasks.flatMap((task) =>
    rubric
      .filter((criterion) => !criterion.taskKey || criterion.taskKey === task.key)
      .map((criterion) => ({ taskKey: task.key, criterion: criterion.key, score: 7 })),
  );
  await gql(
    tutor,
    'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
    {
      id: startAttempt.id,
      input: {
        criterionScores,
        strengths: [],
        weaknesses: [],
        areasOfImprovement: [],
        feedback: firstFeedback,
        revisedAnswer: '',
      },
    },
  );
  return startAttempt.id;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${platform.origin}/tutor/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
}

test('a second tutor marks blind and the admin reads the agreement figures', async () => {
  const attemptId = await firstEvaluationPublished();

  // The first marker has nothing to take: the entry is not theirs.
  const tutor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(tutor, 'double-marking-failed-tutor'));
  await signIn(tutor, 'tutor@example.com', 'tutor-pass');
  await tutor.getByText('No answers are waiting for a second marking.').waitFor();
  await tutor.close();

  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  onTestFailed(() => snap(admin, 'double-marking-failed-admin'));
  await signIn(admin, 'admin@example.com', 'admin-pass');
  const section = admin.getByRole('region', { name: 'Second markings' });
  const row = section.getByRole('row', { name: /Dora Double/ });
  await row.waitFor();
  expect(await row.getByText('Second marking', { exact: true }).count()).toBe(1);
  await snap(admin, 'double-marking-01-queue-1280');

  // The first answer's own grading page shows no trace of the first evaluation either.
  await admin.goto(`${platform.origin}/tutor/grade/${attemptId}`);
  await admin.getByRole('heading', { level: 1 }).first().waitFor();
  await admin.waitForLoadState('networkidle');
  expect(await admin.content()).not.toContain('Tamarind');

  await admin.goto(`${platform.origin}/tutor/`);
  await section
    .getByRole('row', { name: /Dora Double/ })
    .getByRole('link', { name: /^Second marking of / })
    .click();
  await admin.getByRole('heading', { name: 'Your scores' }).waitFor();
  await admin.getByText("The first tutor's evaluation is hidden from you").waitFor();
  expect(await admin.content()).not.toContain('Tamarind');
  // Every select starts empty: no score of the first marker is offered as a default.
  const selects = admin.locator('.second-marking-form select');
  const count = await selects.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) expect(await selects.nth(index).inputValue()).toBe('');
  await snap(admin, 'double-marking-02-blind-form-1280');
  expect(await seriousAccessibilityViolations(admin), 'Second marking page at 1280 px').toEqual([]);

  // Band 7 on the first select (agrees), 6 elsewhere (one step of the scale away).
  for (let index = 0; index < count; index += 1) await selects.nth(index).selectOption(index === 0 ? '7' : '6');
  await admin.getByLabel('Note for the admins (optional)').fill('Marked without seeing the first evaluation.');
  await admin.getByRole('button', { name: 'Publish second marking' }).click();
  await admin.getByRole('button', { name: 'Yes, publish' }).click();
  await admin.getByText('Second marking published.').waitFor();
  expect(await admin.content()).not.toContain('Tamarind');

  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agreement' }).click();
  await admin.getByRole('heading', { name: 'Marking agreement' }).waitFor();
  await admin.getByText('100 % of submissions are drawn').waitFor();
  const tutorRow = admin.getByRole('row', { name: /Toni Tutor/ });
  await tutorRow.waitFor();
  const exact = `${Math.round((1 / count) * 100)} %`;
  expect(await tutorRow.textContent()).toContain(exact);
  expect(await tutorRow.textContent()).toContain('100 %');
  expect(await admin.getByRole('row', { name: /Ada Admin/ }).textContent()).toContain(exact);
  await admin.getByRole('row', { name: /Task Achievement/ }).waitFor();
  await snap(admin, 'double-marking-03-agreement-1280');
  expect(await seriousAccessibilityViolations(admin), 'Agreement at 1280 px').toEqual([]);
  await admin.close();
});
