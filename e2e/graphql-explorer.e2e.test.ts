import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// The GraphQL explorer: an integrator opens /graphql in a browser, pastes an API key into the Headers editor, runs
// `me` and reads the answer. The explorer is bundled (no CDN) and reads the published SDL, so it works with
// introspection off. Screenshot: test-results/screenshots/graphql-explorer-me-1280.png.
let platform: Platform;
let browser: Browser;
let config: { firebase: { apiKey: string }; authEmulatorUrl: string };

beforeAll(async () => {
  platform = await startPlatform({ port: 18706, authEmulatorPort: 9716, deadlineSeconds: 600 });
  browser = await launchChromium();
  config = await (await fetch(`${platform.origin}/app-config.json`)).json();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The demo candidate's ID token, from a password sign-in at the Auth emulator. */
async function demoCandidateToken(): Promise<string> {
  const response = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'candidate@example.com', password: 'candidate-pass', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The emulator refused the sign-in: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** A new read-only API key of the demo candidate, made as the profile page makes it. */
async function createKey(idToken: string): Promise<string> {
  const response = await fetch(`${platform.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      query: 'mutation { createApiKey(name: "Explorer check", readOnly: true) { secret } }',
    }),
  });
  const body = (await response.json()) as { data?: { createApiKey: { secret: string } }; errors?: unknown[] };
  if (!body.data) throw new Error(`createApiKey failed: ${JSON.stringify(body.errors)}`);
  return body.data.createApiKey.secret;
}

/** The editor closes brackets as they are typed: what it added after the cursor goes, leaving the text as written. */
async function dropAutoClosedRest(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+Shift+End');
  await page.keyboard.press('Delete');
}

test('the explorer at /graphql runs `me` with an API key pasted into its Headers editor', async () => {
  const secret = await createKey(await demoCandidateToken());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(request.url()));
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  try {
    const response = await page.goto(`${platform.origin}/graphql`);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.title()).resolves.toBe('MockWrite — GraphQL explorer');

    // The Headers editor is open with the header to complete; the key replaces its whole text.
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
    await headers.getByText('Bearer').waitFor();
    await headers.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(`{ "Authorization": "Bearer ${secret}" }`);
    await dropAutoClosedRest(page);

    const query = page.locator('.graphiql-query-editor .graphiql-editor');
    await query.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('{ me { fullName email role } }');
    await dropAutoClosedRest(page);
    await page.getByRole('button', { name: /Execute query/ }).click();

    const result = page.locator('.graphiql-response');
    await result.getByText('Casey Candidate').waitFor();
    await expect(result.textContent()).resolves.toContain('candidate@example.com');
    await snap(page, 'graphql-explorer-me-1280');
    expect(cspViolations).toEqual([]);
    expect(failedRequests).toEqual([]);
  } catch (error) {
    await snap(page, 'failed-graphql-explorer');
    throw error;
  } finally {
    await context.close();
  }
});

test('a GraphQL GET with a query still answers JSON, and the explorer answers without introspection', async () => {
  const get = await fetch(`${platform.origin}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
    // Apollo's CSRF guard wants a non-simple header on a GET operation.
    headers: { accept: 'text/html,application/json', 'apollo-require-preflight': 'true' },
  });
  expect(get.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await get.json()).toEqual({ data: { __typename: 'Query' } });

  const schema = await fetch(`${platform.origin}/graphql/schema.graphql`);
  expect(await schema.text()).toContain('type Query');
});
