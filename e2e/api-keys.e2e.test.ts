import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// A candidate creates an API key on the profile, sees the secret once, uses it from a script, and revokes it.
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({ port: 18610, authEmulatorPort: 9620, deadlineSeconds: 60 });
  browser = await launchChromium();
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

const meWith = async (secret: string) => {
  const response = await fetch(`${platform.origin}/graphql`, {
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
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await signUpCandidate(page, 'Key Maker');
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
    await snap(page, 'api-keys-created-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    // The sidebar slides away when the window narrows: the picture waits for it to be gone.
    await page.locator('.sidebar').evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    await snap(page, 'api-keys-created-390');
    await page.setViewportSize({ width: 1280, height: 900 });

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
    await snap(page, 'api-keys-revoked-1280');
    expect((await meWith(secret)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  } catch (error) {
    await snap(page, 'failed-api-keys');
    throw error;
  } finally {
    await context.close();
  }
});

test('a tutor creates a key in the back office and it reaches the evaluation queue', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${platform.origin}/tutor/login`);
    await page.getByLabel('Email').fill('tutor@example.com');
    await page.getByLabel('Password').fill('tutor-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Key name').fill('Grading report');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = await page.getByLabel('New API key').inputValue();
    await page.locator('.api-keys__item', { hasText: 'Grading report' }).waitFor();
    await snap(page, 'api-keys-tutor-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'api-keys-tutor-390');

    const response = await fetch(`${platform.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ evaluationQueue { total } }' }),
    });
    const body = (await response.json()) as { data?: { evaluationQueue: { total: number } }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(typeof body.data?.evaluationQueue.total).toBe('number');
  } catch (error) {
    await snap(page, 'failed-api-keys-tutor');
    throw error;
  } finally {
    await context.close();
  }
});
