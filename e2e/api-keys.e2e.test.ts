import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';

// A candidate creates an API key on the profile, sees the secret once, uses it from a script, and revokes it.

const meWith = async (secret: string) => {
  const response = await fetch(`${platformOrigin()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ me { fullName } }' }),
  });
  return (await response.json()) as {
    data?: { me: { fullName: string } };
    errors?: { extensions: { code: string } }[];
  };
};

test('a key is created on the profile, shown once, works from a script, and is refused once revoked', async () => {
  const page = await signedInPage(await newAccount('Key Maker'), 'candidate', '/dashboard/profile', {
    name: 'api-keys',
  });
  await page.getByLabel('Target Exam').waitFor();
  await page.getByRole('heading', { name: 'API keys' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('You have no API keys yet.').isVisible()).resolves.toBe(true);
  await page.getByLabel('Key name').fill('School reporting');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secretBox = page.getByLabel('New API key');
  await secretBox.waitFor();
  const secret = await secretBox.inputValue();
  expect(secret).toMatch(/^mtk_/);
  await page.getByText('School reporting').waitFor();
  await expect(page.getByText('Read-only', { exact: true }).isVisible()).resolves.toBe(true);
  await snap(page, 'api-keys-01-created');

  expect((await meWith(secret)).data?.me.fullName).toBe('Key Maker');

  // The secret is gone once dismissed, and a reload never shows it again.
  await page.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await page.getByText('School reporting').waitFor();
  expect(await page.content()).not.toContain(secret);
  // The script's call shows as the key's last use.
  await expect(page.locator('.api-keys__item').getByText('Never').count()).resolves.toBe(0);

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await page.locator('.api-keys__tag', { hasText: 'Revoked' }).waitFor();
  expect((await meWith(secret)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
});

test('a tutor creates a key in the back office and it reaches the evaluation queue', async () => {
  const page = await signedInPage(await newAccount('Kit Keyholder', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'api-keys-tutor',
  });
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByLabel('Key name').fill('Grading report');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = await page.getByLabel('New API key').inputValue();
  await page.locator('.api-keys__item', { hasText: 'Grading report' }).waitFor();
  await snap(page, 'api-keys-02-tutor');

  const response = await fetch(`${platformOrigin()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ evaluationQueue { total } }' }),
  });
  const body = (await response.json()) as { data?: { evaluationQueue: { total: number } }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  expect(typeof body.data?.evaluationQueue.total).toBe('number');
});
