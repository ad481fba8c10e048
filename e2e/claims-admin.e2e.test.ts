import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// Claims: on the admin's Claims screen the demo admin gives an answer the demo tutor holds to another member
// of staff, with a reason and a confirmation, and reads the line in the claim log; a tutor sees neither the screen nor
// its link. Screenshots: test-results/screenshots/claims-admin-*.png, at 1280 and 390 px.
let platform: Platform;
let browser: Browser;
let config: { firebase: { apiKey: string }; authEmulatorUrl: string };

beforeAll(async () => {
  platform = await startPlatform({ port: 18631, deadlineSeconds: 600, authEmulatorPort: 9632 });
  browser = await launchChromium();
  config = await (await fetch(`${platform.origin}/app-config.json`)).json();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** An ID token from the auth emulator: a new account (with a display name) or a demo account's sign-in. */
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

/** A new candidate submits the first open IELTS Academic test and the demo tutor claims it. */
async function answerClaimedByDemoTutor(): Promise<void> {
  const candidate = await token('signUp', `rita-reassign-${Date.now()}@example.com`, 's3cret-pass', 'Rita Reassign');
  await gql(candidate, 'query { me { id } }');
  const { mockTests } = await gql<{ mockTests: { id: string; unlocked: boolean; sequence: number }[] }>(
    candidate,
    'query { mockTests(exam: IELTSAcademic) { id unlocked sequence } }',
  );
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
    { id: startAttempt.id, answers: [{ taskKey: 'task2', text: 'Parks matter as much as roads in a city.' }] },
  );
  const tutor = await token('signInWithPassword', 'tutor@example.com', 'tutor-pass');
  await gql(tutor, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', { id: startAttempt.id });
}

test('the demo admin reassigns a claimed answer with a reason and reads the claim log line', async () => {
  await answerClaimedByDemoTutor();
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  onTestFailed(() => snap(admin, 'claims-admin-failed'));
  await admin.goto(`${platform.origin}/tutor/login`);
  await admin.getByLabel('Email').fill('admin@example.com');
  await admin.getByLabel('Password').fill('admin-pass');
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
  await admin.getByRole('heading', { name: 'Claims' }).waitFor();
  await admin.getByText('No claim has been reassigned yet.').waitFor();

  const row = admin.getByRole('row', { name: /Rita Reassign/ });
  await row.waitFor();
  await row.getByRole('button', { name: /^Reassign / }).click();
  const form = admin.getByRole('form', { name: /^Reassign / });

  // A reason is required; an e-mail that is no tutor's is refused by the server, in its words.
  await form.getByLabel("Tutor's e-mail").fill('nobody-here@example.com');
  await form.getByRole('button', { name: 'Reassign' }).click();
  await form.getByText('Give a reason for the reassignment; it goes in the claim log.').waitFor();
  await form.getByLabel('Reason (kept in the claim log)').fill('The tutor holding it is away today');
  await form.getByRole('button', { name: 'Reassign' }).click();
  await form.getByRole('button', { name: 'Confirm reassignment' }).click();
  await form.getByText('There is no tutor with the e-mail nobody-here@example.com.').waitFor();

  await form.getByLabel("Tutor's e-mail").fill('admin@example.com');
  await form.getByRole('button', { name: 'Reassign' }).click();
  await form.getByText(/Give this answer to admin@example\.com\?/).waitFor();
  await snap(admin, 'claims-admin-01-confirm-1280');
  expect(await seriousAccessibilityViolations(admin), 'Claims confirmation at 1280 px').toEqual([]);
  await form.getByRole('button', { name: 'Confirm reassignment' }).click();
  await admin.getByText(/now belongs to admin@example\.com\./).waitFor();
  await admin.getByText(/now belongs to admin@example\.com\./).waitFor({ state: 'hidden' });

  const logLine = admin.getByRole('row', { name: /The tutor holding it is away today/ });
  await logLine.waitFor();
  expect(await logLine.textContent()).toMatch(/admin@example\.com[\s\S]*tutor@example\.com[\s\S]*admin@example\.com/);
  await snap(admin, 'claims-admin-02-logged-1280');
  expect(await seriousAccessibilityViolations(admin), 'Claims at 1280 px').toEqual([]);

  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await admin.getByRole('row', { name: /The tutor holding it is away today/ }).waitFor();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(admin, 'claims-admin-03-390');
  expect(await seriousAccessibilityViolations(admin), 'Claims at 390 px').toEqual([]);
  await admin.close();
});

test('a tutor sees neither the Claims screen nor its link', async () => {
  const tutor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  onTestFailed(() => snap(tutor, 'claims-admin-failed-tutor'));
  await tutor.goto(`${platform.origin}/tutor/login`);
  await tutor.getByLabel('Email').fill('tutor@example.com');
  await tutor.getByLabel('Password').fill('tutor-pass');
  await tutor.getByRole('button', { name: 'Sign in' }).click();
  await tutor.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
  expect(await tutor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).count()).toBe(0);
  await tutor.goto(`${platform.origin}/tutor/claims`);
  await tutor.getByRole('heading', { name: "Oops! Looks like you're lost." }).waitFor();
  expect(await tutor.getByRole('button', { name: /^Reassign/ }).count()).toBe(0);
  await tutor.close();
});
