import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// Rewrite and recheck: a candidate whose evaluation is released rewrites the answer once, under the
// test's time limit; the rewrite reaches the tutors' queue as an item of its own; the tutor sees the original, the
// revised answer and the rewrite side by side and judges per criterion whether each weakness was fixed; the candidate
// then reads the verdicts on the evaluation view. The evaluated answer itself is made through the GraphQL API (as the
// anchored-comments journey does). Screenshots: test-results/screenshots/rewrite-recheck-*.png, at 1280 and 390 px.
const deadlineSeconds = 4;
let platform: Platform;
let browser: Browser;
let config: { firebase: { apiKey: string }; authEmulatorUrl: string };

beforeAll(async () => {
  platform = await startPlatform({ port: 18701, deadlineSeconds, authEmulatorPort: 9711 });
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

const originalTask2 = 'Some people says cities should close roads to cars. This is good idea because pollution.';
const rewrittenTask2 =
  'Some people say that cities should close their central roads to cars. I agree, because fewer cars mean cleaner air and safer streets for children.';

test('a released evaluation is rewritten once, rechecked per criterion by a tutor, and the verdicts reach the candidate', async () => {
  const email = `rae-rewrite-${Date.now()}@example.com`;
  const password = 's3cret-pass';
  const token = await identity('signUp', { email, password, displayName: 'Rae Rewrite' });
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
  await gql(token, 'mutation($id: ID!, $a: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $a) { id } }', {
    id: startAttempt.id,
    a: [
      { taskKey: 'task1', text: 'The chart shows museum visits rising between 2010 and 2020.' },
      { taskKey: 'task2', text: originalTask2 },
    ],
  });

  // The demo tutor evaluates it through the API.
  const tutorToken = await identity('signInWithPassword', { email: 'tutor@example.com', password: 'tutor-pass' });
  const { exams } = await gql<{
    exams: { key: string; rubric: { criteria: { key: string; taskKey: string | null }[] } }[];
  }>(tutorToken, 'query { exams { key rubric { criteria { key taskKey } } } }');
  const criteria = exams.find((exam) => exam.key === 'IELTSAcademic')?.rubric.criteria ?? [];
  const criterionScores = ['task1', 'task2'].flatMap((taskKey) =>
    criteria
      .filter((criterion) => !criterion.taskKey || criterion.taskKey === taskKey)
      .map((criterion) => ({ taskKey, criterion: criterion.key, score: 5 })),
  );
  await gql(tutorToken, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', { id: startAttempt.id });
  await gql(
    tutorToken,
    'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
    {
      id: startAttempt.id,
      input: {
        criterionScores,
        strengths: [{ label: 'Position', text: 'Your view is clear.' }],
        weaknesses: [{ label: 'Agreement', text: '"people says" should be "people say".' }],
        areasOfImprovement: [{ label: 'Reasons', text: 'Give each reason a full sentence.' }],
        feedback: 'A clear view; develop the reasons and check agreement.',
        revisedAnswer:
          'Some people say that cities should close their roads to cars. I agree, because it cuts pollution.',
      },
    },
  );
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

  // The candidate opens the released evaluation and starts the one rewrite.
  const page = await (await browser.newContext({ viewport: desktop, bypassCSP: true })).newPage();
  onTestFailed(() => snap(page, 'rewrite-recheck-failed-candidate'));
  await page.goto(`${platform.origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard/writingtasks');
  await page.goto(`${platform.origin}/dashboard/writingtasks/${first.id}`);
  const panel = page.getByRole('region', { name: 'Rewrite and recheck' });
  await panel.getByText('You have the same time as the test (60 minutes)').waitFor();
  await panel.getByRole('button', { name: 'Rewrite this answer' }).click();

  // The rewrite screen: the test's clock, the original answer in the box to improve.
  await page.waitForURL('**/dashboard/writingtasks/rewrite/**');
  await page.getByRole('heading', { name: /^Rewrite: / }).waitFor();
  const timer = await page.getByRole('timer').textContent();
  expect(timer).toMatch(/^(60:00|59:5\d)$/);
  await page.getByRole('tab', { name: 'Part 2' }).click();
  const box = page.getByLabel('Your answer');
  expect(await box.inputValue()).toBe(originalTask2);
  await box.fill(rewrittenTask2);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await snapBoth(page, 'rewrite-recheck-01-rewrite-screen', (phonePage) => phonePage.getByRole('timer').waitFor());
  await page.getByRole('button', { name: 'Submit rewrite' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Submit|Confirm|Yes/ })
    .click();

  // Back on the evaluation: the rewrite waits for its recheck, and a second rewrite is not offered.
  await page.waitForURL(/\/dashboard\/writingtasks\/writing\d\?test=/);
  await panel.getByText(/Rewrite submitted .* A tutor is rechecking it/).waitFor();
  expect(await panel.getByRole('button', { name: 'Rewrite this answer' }).count()).toBe(0);
  const again = await fetch(`${platform.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($id: ID!) { startRewrite(attemptId: $id) { id } }',
      variables: { id: startAttempt.id },
    }),
  });
  expect(JSON.stringify(await again.json())).toContain('already rewritten this answer');

  // The tutor finds it in the queue, marked as a rewrite, and rechecks it.
  const tutor = await (await browser.newContext({ viewport: desktop, bypassCSP: true })).newPage();
  onTestFailed(() => snap(tutor, 'rewrite-recheck-failed-tutor'));
  await tutor.goto(`${platform.origin}/tutor/login`);
  await tutor.getByLabel('Email').fill('tutor@example.com');
  await tutor.getByLabel('Password').fill('tutor-pass');
  await tutor.getByRole('button', { name: 'Sign in' }).click();
  const rewrites = tutor.getByRole('region', { name: 'Rewrites to recheck' });
  const row = rewrites.getByRole('row', { name: /Rae Rewrite/ });
  await row.waitFor();
  await row.getByText('Rewrite', { exact: true }).waitFor();
  await row.getByRole('link', { name: 'Recheck' }).click();
  await tutor.getByRole('heading', { name: 'Recheck a rewrite' }).waitFor();
  const original = tutor.getByRole('region', { name: 'Original answer' });
  await original.getByText(originalTask2).waitFor();
  await tutor
    .getByRole('region', { name: 'Revised answer (evaluation)' })
    .getByText(/cuts pollution/)
    .waitFor();
  await tutor.getByRole('region', { name: 'Rewrite', exact: true }).getByText(rewrittenTask2).waitFor();
  await tutor.getByText('"people says" should be "people say".').waitFor();

  const groups = tutor.getByRole('group');
  const count = await groups.count();
  expect(count).toBe(criterionScores.length);
  for (let index = 0; index < count; index += 1) {
    await groups
      .nth(index)
      .getByLabel(index === 1 ? /Partly fixed/ : /^✓ Fixed$|Fixed$/)
      .first()
      .check();
  }
  await tutor
    .getByRole('textbox', { name: /Comment on Grammatical Range and Accuracy \(Part 2\)/ })
    .fill('Subject–verb agreement is right throughout now.');
  await tutor.getByText('Every criterion has a verdict.').waitFor();
  expect(await seriousAccessibilityViolations(tutor)).toEqual([]);
  await snapBoth(tutor, 'rewrite-recheck-02-tutor', (phonePage) =>
    phonePage.getByRole('heading', { name: 'Recheck a rewrite' }).waitFor(),
  );
  await tutor.getByRole('button', { name: 'Publish recheck' }).click();
  await tutor.getByRole('heading', { name: /Recheck published/ }).waitFor();

  // After the release time, the candidate reads the verdicts per criterion on the evaluation view.
  await page.waitForTimeout((deadlineSeconds + 1) * 1000);
  await page.reload();
  const verdicts = panel.getByRole('table', { name: /recheck of your rewrite/ });
  await verdicts.waitFor();
  const agreement = verdicts.getByRole('row', { name: /Part 2 Grammatical Range and Accuracy/ });
  await agreement.getByText('Fixed').waitFor();
  await agreement.getByText('Subject–verb agreement is right throughout now.').waitFor();
  await verdicts.getByRole('row').nth(2).getByText('Partly fixed').waitFor();
  await panel.getByText('Your rewrite', { exact: true }).click();
  await panel.getByText(rewrittenTask2).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await snapBoth(page, 'rewrite-recheck-03-verdicts', async (phonePage) => {
    const phonePanel = phonePage.getByRole('region', { name: 'Rewrite and recheck' });
    await phonePanel.getByRole('table').waitFor();
    await phonePanel.scrollIntoViewIfNeeded();
  });
});
