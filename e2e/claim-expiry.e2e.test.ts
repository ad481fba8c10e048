import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// Claims: the grading screen tells the tutor holding the claim how long it lasts without a saved draft
// (CLAIM_IDLE_MINUTES, 60 by default). The candidate's side goes through the GraphQL API. Screenshots:
// test-results/screenshots/claim-expiry-*.png, at 1280 and 390 px.
let platform: Platform;
let browser: Browser;
let config: { firebase: { apiKey: string }; authEmulatorUrl: string };

beforeAll(async () => {
  platform = await startPlatform({ port: 18629, deadlineSeconds: 600, authEmulatorPort: 9629 });
  browser = await launchChromium();
  config = await (await fetch(`${platform.origin}/app-config.json`)).json();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function signUp(email: string, displayName: string): Promise<string> {
  const response = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 's3cret-pass', displayName, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The emulator refused the sign-up: ${await response.text()}`);
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

test('the tutor grading an answer reads how long their claim lasts without a saved draft', async () => {
  const token = await signUp(`cleo-claims-${Date.now()}@example.com`, 'Cleo Claims');
  await gql(token, 'query { me { id } }');
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
    { id: startAttempt.id, answers: [{ taskKey: 'task2', text: 'Parks matter as much as roads in a city.' }] },
  );

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const tutor = await context.newPage();
  onTestFailed(() => snap(tutor, 'claim-expiry-failed'));
  await tutor.goto(`${platform.origin}/tutor/login`);
  await tutor.getByLabel('Email').fill('tutor@example.com');
  await tutor.getByLabel('Password').fill('tutor-pass');
  await tutor.getByRole('button', { name: 'Sign in' }).click();
  const row = tutor.getByRole('row', { name: /Cleo Claims/ });
  await row.waitFor();
  await row.getByRole('link', { name: 'Grade' }).click();
  await tutor.getByText('Your claim expires in 60 min unless you save a draft.').waitFor();
  await snap(tutor, 'claim-expiry-1280');

  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(tutor.url());
  await phone.getByText(/Your claim expires in \d+ min unless you save a draft\./).waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(phone, 'claim-expiry-390');
});
