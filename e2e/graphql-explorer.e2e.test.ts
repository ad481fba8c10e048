import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { platformOrigin } from './support/shared-platform.ts';

// The GraphQL explorer: an integrator opens /graphql in a browser, pastes an API key into the Headers editor, runs
// `me` and reads the answer. The explorer is bundled (no CDN) and reads the published SDL, so it works with
// introspection off. Screenshot: test-results/screenshots/graphql-explorer-01-me.png.

/** A new read-only API key of `account`, made as the profile page makes it. */
async function createKey(account: Account): Promise<string> {
  const { createApiKey } = await graphqlAs<{ createApiKey: { secret: string } }>(
    account,
    'mutation { createApiKey(name: "Explorer check", readOnly: true) { secret } }',
  );
  return createApiKey.secret;
}

/** The editor closes brackets as they are typed: what it added after the cursor goes, leaving the text as written. */
async function dropAutoClosedRest(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+Shift+End');
  await page.keyboard.press('Delete');
}

test('the explorer at /graphql runs `me` with an API key pasted into its Headers editor', async () => {
  const account = await newAccount('Ezra Explorer');
  const secret = await createKey(account);
  const page = await newPage({ name: 'graphql-explorer' });
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(request.url()));
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const response = await page.goto(`${platformOrigin()}/graphql`);
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
  await result.getByText(account.displayName).waitFor();
  await expect(result.textContent()).resolves.toContain(account.email);
  await snap(page, 'graphql-explorer-01-me');
  expect(cspViolations).toEqual([]);
  expect(failedRequests).toEqual([]);
});

test('a GraphQL GET with a query still answers JSON, and the explorer answers without introspection', async () => {
  const get = await fetch(`${platformOrigin()}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
    // Apollo's CSRF guard wants a non-simple header on a GET operation.
    headers: { accept: 'text/html,application/json', 'apollo-require-preflight': 'true' },
  });
  expect(get.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await get.json()).toEqual({ data: { __typename: 'Query' } });

  const schema = await fetch(`${platformOrigin()}/graphql/schema.graphql`);
  expect(await schema.text()).toContain('type Query');
});
