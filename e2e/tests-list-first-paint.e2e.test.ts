import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { launchChromium, snap } from './support/browser.ts';
import { type Platform, startPlatform } from './support/platform.ts';

// The tests list is where a signed-in candidate lands: its page draws the dashboard's frame and the list's heading
// from its HTML, before the app's scripts have arrived, and the app then draws the same frame with the list.
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({ port: 18604, authEmulatorPort: 9614, deadlineSeconds: 60 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

test('the tests list shows its heading and the menu before any script has run', async () => {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${platform.origin}/dashboard/writingtasks`);
    await expect.poll(() => page.getByRole('heading', { name: 'Writing Mock Tests' }).isVisible()).toBe(true);
    expect(await page.getByText('Loading tests…').isVisible()).toBe(true);
    // On a phone the menu sits behind its button.
    const menu = width === 1280 ? page.getByRole('link', { name: 'Writing Tasks' }) : page.getByLabel('Toggle menu');
    expect(await menu.isVisible()).toBe(true);
    await snap(page, `tests-list-before-scripts-${width}`);
    await context.close();
  }
});

test('a returning candidate sees the frame replaced by their own tests; without a session the page asks to log in', async () => {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    onTestFailed(() => snap(page, `failed-tests-list-${width}`));
    await page.goto(`${platform.origin}/login`);
    await page.getByLabel('Email').fill('candidate@example.com');
    await page.getByLabel('Password').fill('candidate-pass');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard/**');

    // A new visit, as on the next day: the page's HTML draws the frame, the app the candidate's list.
    await page.goto(`${platform.origin}/dashboard/writingtasks`);
    await page
      .getByRole('button', { name: /Start test|Continue|View/ })
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).allInnerTexts())
      .toEqual([expect.stringMatching(/Writing Mock Tests$/)]);
    expect(await page.getByText('Loading tests…').count()).toBe(0);
    if (width === 1280) expect(await page.getByText('candidate@example.com').isVisible()).toBe(true);
    await snap(page, `tests-list-signed-in-${width}`);
    await context.close();
  }

  const visitor = await browser.newPage();
  await visitor.goto(`${platform.origin}/dashboard/writingtasks`);
  await visitor.waitForURL('**/login');
  await visitor.getByRole('button', { name: 'Log in' }).waitFor();
  await visitor.close();
});
