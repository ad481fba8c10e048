import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// Practice with hints: exam conditions by default, hints by choice. An OET case opens without coaching; with "Practice with
// hints" on (remembered across a reload) the task screen shows the hints in a panel of their own; the tutor's grading
// screen says the candidate practised with hints and shows them. Screenshots: test-results/screenshots/hints-*.png.
let platform: Platform;
let browser: Browser;
type AppConfig = { firebase: { apiKey: string }; authEmulatorUrl: string | null };
let config: AppConfig;

beforeAll(async () => {
  platform = await startPlatform({ port: 18707, authEmulatorPort: 9717, deadlineSeconds: 3600 });
  browser = await launchChromium();
  config = (await (await fetch(`${platform.origin}/app-config.json`)).json()) as AppConfig;
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function signUpCandidate(page: Page, name: string): Promise<void> {
  await page.goto(`${platform.origin}/signup`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await page.getByLabel('Confirm Password').fill('s3cret-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/dashboard/profile');
  await page.getByLabel('Target Exam').waitFor();
}

/** Chooses the target exam, then opens the instructions page of the first test of its list. */
async function openFirstInstructions(page: Page, exam: string): Promise<void> {
  await page.getByLabel('Target Exam').selectOption(exam);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Changes saved successfully.').first().waitFor();
  await page.getByText('Changes saved successfully.').first().waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: 'Writing Tasks' }).click();
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

/** Screenshot at 1280 and 390 px, with axe and no sideways scrolling at each width. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await snap(page, `hints-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const hintsPanel = (page: Page) => page.getByRole('complementary', { name: 'Hints' });

test('an OET case opens under exam conditions, and with the switch on the hints appear in their own panel', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  onTestFailed(() => snap(page, 'hints-failed'));

  // Exam conditions by default: the switch is off and the case notes carry no coaching.
  await signUpCandidate(page, 'Orla Exam');
  await openFirstInstructions(page, 'OETDoctors');
  const toggle = page.getByRole('switch', { name: 'Practice with hints' });
  expect(await toggle.isChecked()).toBe(false);
  await startTest(page);
  await page.getByText('Not all of the information in the case notes is relevant').first().waitFor();
  expect(await hintsPanel(page).count()).toBe(0);
  const shown = (await page.locator('main').textContent()) ?? '';
  expect(shown).not.toMatch(/Select what the surgeon needs|Tone|Closing|Why it matters|Rationale/);
  await checkScreen(page, 'exam-conditions');

  // Another candidate turns the switch on; it is remembered through a reload, and the task screen shows the hints.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const helped = await context.newPage();
  onTestFailed(() => snap(helped, 'hints-on-failed'));
  await signUpCandidate(helped, 'Hal Hints');
  await openFirstInstructions(helped, 'OETNurses');
  const helpedToggle = helped.getByRole('switch', { name: 'Practice with hints' });
  expect(await helpedToggle.isChecked()).toBe(false);
  await helped.getByText('Practice with hints').click();
  await expect.poll(() => helpedToggle.isChecked(), { timeout: 15_000 }).toBe(true);
  await helped.getByText('Your tutor will see that you practised with hints.').waitFor();
  await helped.waitForTimeout(500);
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
  await checkScreen(helped, 'task-with-hints');
  await context.close();
});

test('the grading screen tells the tutor the candidate practised with hints and shows them', async () => {
  if (!config.authEmulatorUrl) throw new Error('The platform named no Auth emulator.');
  const email = `gina-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'hints-pass-1', displayName: 'Gina General', returnSecureToken: true }),
    },
  );
  const { idToken } = (await signUp.json()) as { idToken: string };
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${platform.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  await graphql('query { me { id } }');
  await graphql('mutation { setPracticeWithHints(on: true) { practiceWithHints } }');
  const { startAttempt } = await graphql<{ startAttempt: { id: string; mockTest: { tasks: { key: string }[] } } }>(
    'mutation { startAttempt(mockTestId: "ielts-general-01") { id mockTest { tasks { key } } } }',
  );
  await graphql(
    'mutation ($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      id: startAttempt.id,
      answers: startAttempt.mockTest.tasks.map((task) => ({
        taskKey: task.key,
        text: 'Dear Sir or Madam, I write about the road.',
      })),
    },
  );

  const tutor = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  onTestFailed(() => snap(tutor, 'hints-tutor-failed'));
  await tutor.goto(`${platform.origin}/tutor/login`);
  await tutor.getByLabel('Email').fill('tutor@example.com');
  await tutor.getByLabel('Password').fill('tutor-pass');
  await tutor.getByRole('button', { name: 'Sign in' }).click();
  const row = tutor.getByRole('row', { name: /Gina General/ });
  await row.waitFor();
  await row.getByRole('link', { name: 'Grade' }).click();
  await tutor.getByText('Practised with hints', { exact: true }).waitFor();
  const panel = hintsPanel(tutor);
  await panel.getByText('The candidate practised with hints and saw these while writing.').waitFor();
  await panel.getByText(/^Register: formal\./).waitFor();
  await checkScreen(tutor, 'grading');
});
