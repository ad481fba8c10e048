import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// axe-core on the signed-in screens: the candidate's dashboard and profile, every kind of task screen, and the tutor
// app's queue and grading screens; no serious or critical finding. The clock's warnings reach screen readers.
// Screenshots: test-results/screenshots/a11y-*.png at 1280 and 390 px.
//
// Every test lasts 330 s (TEST_DURATION_SECONDS): a task screen opens inside the last 10 minutes, so its clock is in
// its warning state, and reaches the last 5 minutes within half a minute.
const testDurationSeconds = 330;
const widths = [1280, 390];
let platform: Platform;
let browser: Browser;
type AppConfig = { firebase: { apiKey: string }; authEmulatorUrl: string | null };
let config: AppConfig;

beforeAll(async () => {
  platform = await startPlatform({ port: 18607, authEmulatorPort: 9617, deadlineSeconds: 600, testDurationSeconds });
  browser = await launchChromium();
  config = (await (await fetch(`${platform.origin}/app-config.json`)).json()) as AppConfig;
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

type Account = { email: string; password: string; idToken: string };

/** A new candidate account in the platform's Auth emulator, with its profile created by a first API call. */
async function createCandidate(displayName: string): Promise<Account> {
  const email = `a11y-${crypto.randomUUID()}@example.com`;
  const password = 'a11y-pass-1';
  const response = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The emulator refused the account: ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  const account = { email, password, idToken };
  await graphql(account, 'query { me { id } }');
  return account;
}

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

type StartedTest = { id: string; type: string; tasks: { key: string }[] };

/** Starts the test as Start Test does, and returns the address of its task screen. */
async function startTest(
  account: Account,
  mockTestId: string,
): Promise<{ path: string; test: StartedTest; attemptId: string }> {
  const { startAttempt } = await graphql<{ startAttempt: { id: string; mockTest: StartedTest } }>(
    account,
    'mutation ($id: ID!) { startAttempt(mockTestId: $id) { id mockTest { id type tasks { key } } } }',
    { id: mockTestId },
  );
  const test = startAttempt.mockTest;
  const type = test.type.toLowerCase();
  const screen = type === 'writing1' ? 'writing1' : type === 'writing2' ? 'writing2' : 'writing3';
  return {
    path: `/dashboard/writingtasks/${screen}?test=${encodeURIComponent(test.id)}`,
    test,
    attemptId: startAttempt.id,
  };
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto(`${platform.origin}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard/**');
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  return context.newPage();
}

/** Runs `use` on a fresh page, with a screenshot when it fails; the page's context is closed afterwards. */
async function withPage(name: string, use: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage();
  try {
    await use(page);
  } catch (error) {
    await snap(page, `a11y-failed-${name}`);
    throw error;
  } finally {
    await page.context().close();
  }
}

/** axe at every width (the phone layout has its own menu and panels), with a screenshot of each. */
async function checkScreen(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    // The phone layout slides the sidebar away when resized: check and take the screen once it has.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    await snap(page, `a11y-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('candidate', () => {
  test('the tests list and the profile', async () => {
    const account = await createCandidate('Dana Dashboard');
    await withPage('dashboard', async (page) => {
      await signIn(page, account);
      await page.goto(`${platform.origin}/dashboard/writingtasks`);
      await checkScreen(page, 'tests-list', () => page.locator('.test-row').first().getByRole('button').waitFor());
      await page.goto(`${platform.origin}/dashboard/profile`);
      await checkScreen(page, 'profile', () => page.getByLabel('Target Exam').waitFor());
    });
  });

  // Each kind of task: IELTS Academic's chart and essay, IELTS General's letter, OET's case notes letter (in its
  // reading time), PTE's summary (its first task), TOEFL's Build a Sentence (its first task).
  test.each([
    { name: 'ielts-academic', id: 'ielts-academic-01' },
    { name: 'ielts-general', id: 'ielts-general-01' },
    { name: 'oet-nurses', id: 'oet-nurses-01' },
    { name: 'pte', id: 'pte-01' },
    { name: 'toefl', id: 'toefl-01' },
  ])('the $name task screen, every part', async ({ name, id }) => {
    const account = await createCandidate('Tara Tasks');
    const { path } = await startTest(account, id);
    await withPage(`task-${name}`, async (page) => {
      await signIn(page, account);
      await page.goto(`${platform.origin}${path}`);
      await page.getByRole('timer').first().waitFor();
      const tabs = page.getByRole('tab');
      const parts = Math.max(1, await tabs.count());
      for (let part = 0; part < parts; part++) {
        if ((await tabs.count()) > 0) {
          await tabs.nth(part).click();
          await expect.poll(() => tabs.nth(part).getAttribute('aria-selected')).toBe('true');
        }
        await checkScreen(page, `task-${name}-part${part + 1}`, () =>
          page.locator('.answer-box__input, .build-sentence').first().waitFor(),
        );
      }
    });
  });

  test("the clock's 10- and 5-minute warnings are announced to screen readers", async () => {
    const account = await createCandidate('Tim Timer');
    const { path } = await startTest(account, 'ielts-academic-01');
    await withPage('timer', async (page) => {
      await signIn(page, account);
      await page.goto(`${platform.origin}${path}`);
      await page.getByRole('timer').first().waitFor();
      const announcement = page.locator('.timer-bar [aria-live="assertive"]').first();
      await expect.poll(() => announcement.textContent(), { timeout: 10_000 }).toBe('10 minutes left.');
      await expect.poll(() => announcement.textContent(), { timeout: 60_000 }).toBe('5 minutes left.');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  });
});

describe('tutor', () => {
  test('the queue and the grading screen', async () => {
    const candidate = await createCandidate('Quinn Queue');
    const { test: started, attemptId } = await startTest(candidate, 'ielts-academic-01');
    const answers = started.tasks.map((task, index) => ({
      taskKey: task.key,
      text: `Answer ${index + 1}: the chart shows a steady rise in visitors, and the essay weighs both views before agreeing.`,
    }));
    await graphql(
      candidate,
      'mutation ($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
      {
        id: attemptId,
        answers,
      },
    );

    await withPage('tutor', async (page) => {
      await page.goto(`${platform.origin}/tutor/login`);
      await checkScreen(page, 'tutor-login', () => page.getByLabel('Email').waitFor());
      await page.getByLabel('Email').fill('tutor@example.com');
      await page.getByLabel('Password').fill('tutor-pass');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const row = page.getByRole('row', { name: /Quinn Queue/ });
      await checkScreen(page, 'tutor-queue', () => row.waitFor());
      await row.getByRole('link', { name: 'Grade' }).click();
      await checkScreen(page, 'tutor-grading', () => page.getByText(/of 8 scores chosen/).waitFor());
      // With the lists and their fields open, as a tutor fills them.
      await page.getByRole('button', { name: 'Add strength' }).click();
      await page.getByRole('group', { name: 'Strengths' }).getByLabel('Label').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  });
});
