import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// A tutor's day: filter the queue, grade with the live overall, confirm the publish, find the work in My work.
// Deadlines an hour away, so every countdown is running while the test looks at it.
const deadlineSeconds = 3600;
let platform: Platform;
let browser: Browser;
type AppConfig = { firebase: { apiKey: string }; authEmulatorUrl: string | null };
let config: AppConfig;

beforeAll(async () => {
  platform = await startPlatform({ port: 18612, authEmulatorPort: 9624, deadlineSeconds });
  browser = await launchChromium();
  config = (await (await fetch(`${platform.origin}/app-config.json`)).json()) as AppConfig;
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

type Account = { email: string; idToken: string };

async function graphql<T>(account: Account, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platform.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.idToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A candidate (made in the Auth emulator) who submits the first test of an exam through the API. */
async function candidateSubmits(displayName: string, exam: string): Promise<Account> {
  const email = `${displayName.split(' ')[0]?.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'workflow-pass-1', displayName, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The emulator refused the account: ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  const account = { email, idToken };
  await graphql(account, 'query { me { id } }');
  const { mockTests } = await graphql<{ mockTests: { id: string }[] }>(
    account,
    `query { mockTests(exam: ${exam}) { id } }`,
  );
  const { startAttempt } = await graphql<{ startAttempt: { id: string; mockTest: { tasks: { key: string }[] } } }>(
    account,
    'mutation ($id: ID!) { startAttempt(mockTestId: $id) { id mockTest { tasks { key } } } }',
    { id: mockTests[0]?.id },
  );
  const answers = startAttempt.mockTest.tasks.map((task) => ({
    taskKey: task.key,
    text: 'More people now work from home, and this essay weighs what they gain against what their towns lose.',
  }));
  await graphql(
    account,
    'mutation ($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      id: startAttempt.id,
      answers,
    },
  );
  return account;
}

/** axe at 1280 and 390 px, with a screenshot of each width. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await snap(page, `tutor-workflow-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a tutor filters the queue, grades with the live overall, confirms the publish and finds it in My work', async () => {
  const ielts = await candidateSubmits('Ilse Ingram', 'IELTSAcademic');
  await candidateSubmits('Pavel Pruss', 'PTE');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const tutor = await context.newPage();
  onTestFailed(() => snap(tutor, 'tutor-workflow-failed'));
  await tutor.goto(`${platform.origin}/tutor/login`);
  await tutor.getByLabel('Email').fill('tutor@example.com');
  await tutor.getByLabel('Password').fill('tutor-pass');
  await tutor.getByRole('button', { name: 'Sign in' }).click();

  // Both answers wait, each with its plan and a countdown in words.
  const ilseRow = tutor.getByRole('row', { name: /Ilse Ingram/ });
  await ilseRow.waitFor();
  await tutor.getByRole('row', { name: /Pavel Pruss/ }).waitFor();
  await expect.poll(() => ilseRow.textContent()).toMatch(/Free.*\d+ (h|min)( \d+ min)? left/);

  // Filter to IELTS Academic answers nobody has claimed; the address keeps the filters through a reload.
  await tutor.getByLabel('Exam').selectOption({ label: 'IELTS-Academic' });
  await tutor.getByLabel('Status').selectOption({ label: 'Unclaimed' });
  await expect.poll(() => tutor.getByRole('row', { name: /Pavel Pruss/ }).count()).toBe(0);
  await expect.poll(() => tutor.url()).toContain('exam=IELTSAcademic');
  await tutor.reload();
  await ilseRow.waitFor();
  expect(await tutor.getByLabel('Status').inputValue()).toBe('UNCLAIMED');
  expect(await tutor.getByRole('row', { name: /Pavel Pruss/ }).count()).toBe(0);
  await checkScreen(tutor, 'queue');

  // Grading: the overall appears once every criterion is scored and follows each change.
  await ilseRow.getByRole('link', { name: 'Grade' }).click();
  await tutor.getByText('0 of 8 scores chosen').waitFor();
  await tutor.getByText(/choose every score \(0 of 8 chosen\)/).waitFor();
  const selects = await tutor.locator('.score-grid select').all();
  for (const select of selects) await select.selectOption('6');
  const first = tutor.locator('.live-overall strong');
  await expect.poll(() => first.textContent()).toMatch(/^Band 6/);
  for (const select of selects) await select.selectOption('8');
  await expect.poll(() => first.textContent()).toBe('Band 8.0');
  const overall = 'Band 8.0';

  await tutor.getByRole('button', { name: 'Add strength' }).click();
  const strengths = tutor.getByRole('group', { name: 'Strengths' });
  await strengths.getByLabel('Label').fill('Position');
  await strengths.getByLabel('Text').fill('The view is clear from the first paragraph.');
  await tutor.getByLabel('General Feedback').fill('A clear position; support each reason with an example.');
  await checkScreen(tutor, 'grading');

  // Publish asks first, stating the overall.
  await tutor.getByRole('button', { name: 'Publish' }).click();
  const dialog = tutor.getByRole('dialog');
  await dialog.getByText(`Overall: ${overall}.`, { exact: false }).waitFor();
  await snap(tutor, 'tutor-workflow-confirm-1280');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  // axe judges the success toast while it shows (hovering holds it open), once it has faded in fully.
  const toast = tutor.locator('[data-sonner-toast]', { hasText: 'Evaluation published.' });
  await toast.hover();
  await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(await seriousAccessibilityViolations(tutor), 'the publish toast').toEqual([]);
  await snap(tutor, 'tutor-workflow-toast-1280');
  await tutor.mouse.move(0, 0);
  await toast.waitFor({ state: 'hidden' });

  // My work lists it: exam, overall, on time; the search finds it by the candidate's e-mail.
  await tutor.getByRole('link', { name: 'My work' }).click();
  const workRow = tutor.getByRole('row', { name: /Ilse Ingram/ });
  await workRow.waitFor();
  expect(await workRow.textContent()).toContain('IELTS-Academic');
  expect(await workRow.textContent()).toContain(overall);
  expect(await workRow.textContent()).toContain('On time');
  await tutor.getByLabel('Search by candidate name, e-mail or test title').fill(ielts.email);
  await tutor.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => tutor.url()).toContain('q=');
  await workRow.waitFor();
  await checkScreen(tutor, 'my-work');
  await tutor.getByLabel('Search by candidate name, e-mail or test title').fill('nobody-by-this-name');
  await tutor.getByRole('button', { name: 'Search' }).click();
  await tutor.getByText(/Nothing you published matches/).waitFor();
  await context.close();
});
