import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { candidateSubmitsFirstTest, graphqlAs } from './support/api-candidate.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// Two runs of the platform, one after the other on the same port: deadlines an hour away while a tutor publishes
// and amends, then a deadline of a few seconds that nobody meets, so the candidate is credited one extra test.
const port = 18702;
const authEmulatorPort = 9712;
let platform: Platform | undefined;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function run(deadlineSeconds: number): Promise<string> {
  await platform?.stop();
  platform = await startPlatform({ port, authEmulatorPort, deadlineSeconds });
  return platform.origin;
}

const essay = 'Cycling lanes change how a city moves, and this essay weighs the cost against the gain.';

async function tutorSignsIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/tutor/login`);
  await page.getByLabel('Email').fill('tutor@example.com');
  await page.getByLabel('Password').fill('tutor-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Each test starts its own platform run, so each gets more than the default time.
test('a tutor publishes, amends before the release as version 2, and finds the item in My work', {
  timeout: 300_000,
}, async () => {
  const origin = await run(3600);
  await candidateSubmitsFirstTest(origin, 'Nora Nakamura', essay);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tutor = await context.newPage();
  onTestFailed(() => snap(tutor, 'amend-failed'));
  await tutorSignsIn(tutor, origin);

  // Grade and publish, through the confirmation.
  const row = tutor.getByRole('row', { name: /Nora Nakamura/ });
  await row.getByRole('link', { name: 'Grade' }).click();
  await tutor.getByText(/0 of \d+ scores chosen/).waitFor();
  const selects = await tutor.locator('.score-grid select').all();
  expect(selects.length).toBeGreaterThan(0);
  for (const select of selects) await select.selectOption('7');
  await tutor.getByLabel('General Feedback').fill('A clear argment; each reason needs an example.');
  await tutor.getByRole('button', { name: 'Publish' }).click();
  await tutor.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await tutor.waitForURL(/\/tutor\/?(\?.*)?$/);

  // My work offers Amend while the candidate does not have it yet.
  await tutor.getByRole('link', { name: 'My work' }).click();
  const workRow = tutor.getByRole('row', { name: /Nora Nakamura/ });
  await workRow.getByRole('link', { name: /^Amend/ }).waitFor();
  await snap(tutor, 'amend-01-my-work-1280');
  await workRow.getByRole('link', { name: /^Amend/ }).click();

  // The form opens prefilled with the published text, under "Version 1, published by ...".
  await tutor
    .getByTestId('evaluation-version')
    .getByText(/^Version 1, published by .+ at /)
    .waitFor();
  const feedback = tutor.getByLabel('General Feedback');
  await expect.poll(() => feedback.inputValue()).toBe('A clear argment; each reason needs an example.');
  expect(await feedback.getAttribute('readonly')).toBeNull();
  await feedback.fill('A clear argument; each reason needs an example.');
  await tutor.locator('.score-grid select').first().selectOption('8');
  await snap(tutor, 'amend-02-amending-1280');

  // Re-publishing asks the same confirmation, naming the version it becomes.
  await tutor.getByRole('button', { name: 'Publish amendment' }).click();
  const dialog = tutor.getByRole('dialog');
  await dialog.getByText(/Overall: Band .+\. It becomes version 2/).waitFor();
  await snap(tutor, 'amend-03-confirm-1280');
  await dialog.getByRole('button', { name: 'Publish amendment' }).click();
  await tutor
    .getByTestId('evaluation-version')
    .getByText(/^Version 2, published by .+ at /)
    .waitFor();
  await expect.poll(() => feedback.inputValue()).toBe('A clear argument; each reason needs an example.');
  expect(await feedback.getAttribute('readonly')).not.toBeNull();
  await tutor.getByText('Version history (2)').click();
  await tutor.getByText(/^Version 1: /).waitFor();
  await snap(tutor, 'amend-04-version-2-1280');

  // My work still lists it, still amendable until the release.
  await tutor.getByRole('link', { name: 'My work' }).click();
  await workRow.waitFor();
  expect(await workRow.textContent()).toContain('On time');
  await workRow.getByRole('link', { name: /^Amend/ }).waitFor();
  await context.close();
});

test('a missed deadline credits one extra mock test, stated on the tests list and the profile', {
  timeout: 300_000,
}, async () => {
  const origin = await run(3);
  const candidate = await candidateSubmitsFirstTest(origin, 'Lars Lindqvist', essay);
  // Nobody grades it: the deadline passes and the credit is granted.
  await expect
    .poll(
      async () =>
        (await graphqlAs<{ me: { extraTests: number } }>(origin, candidate, '{ me { extraTests } }')).me.extraTests,
      { timeout: 30_000 },
    )
    .toBe(1);

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(page, 'amend-credit-failed'));
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Password').fill(candidate.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard/**');

  const credit = '1 extra mock test credited because an evaluation of yours was late';
  await page.goto(`${origin}/dashboard/writingtasks`);
  await page.getByText(credit).waitFor();
  // Without a plan only the first test is open; the credit opens the second one.
  const rows = page.locator('.test-row');
  await rows.nth(1).getByRole('button', { name: 'Start test' }).waitFor();
  expect(await rows.nth(2).getByRole('button', { name: 'Start test' }).count()).toBe(0);
  await snap(page, 'amend-05-tests-list-credit-1280');

  await page.goto(`${origin}/dashboard/profile`);
  await page.getByText(credit).waitFor();
  await page.getByText(credit).scrollIntoViewIfNeeded();
  await snap(page, 'amend-06-profile-credit-1280');
  await page.close();
});
