import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';

// The tests list is where a signed-in candidate lands: its page draws the dashboard's frame and the list's heading
// from its HTML, before the app's scripts have arrived, and the app then draws the same frame with the list.

test('the tests list shows its heading and the menu before any script has run', async () => {
  for (const width of [1280, 390]) {
    const page = await newPage({
      name: `tests-list-first-paint-before-scripts-${width}`,
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    });
    await page.goto(`${platformOrigin()}/dashboard/writingtasks`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Writing Mock Tests' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByText('Loading tests…').isVisible()).toBe(true);
    // On a phone the menu sits behind its button.
    const menu = width === 1280 ? page.getByRole('link', { name: 'Writing Tasks' }) : page.getByLabel('Toggle menu');
    expect(await menu.isVisible()).toBe(true);
    if (width === 390) await snap(page, 'tests-list-first-paint-01-before-scripts');
    await page.context().close();
  }
});

test('a returning candidate sees the frame replaced by their own tests; without a session the page asks to log in', async () => {
  const candidate = await newAccount('Reta Returning', { exam: 'IELTSAcademic' });
  for (const width of [1280, 390]) {
    // A new visit with the session kept from an earlier one (as Remember me keeps it), as on the next day: the page's
    // HTML draws the frame, the app the candidate's list.
    const page = await signedInPage(candidate, 'candidate', '/dashboard/writingtasks', {
      name: `tests-list-first-paint-signed-in-${width}`,
      viewport: { width, height: 900 },
    });
    await page
      .getByRole('button', { name: /Start test|Continue|View/ })
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).allInnerTexts(), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/Writing Mock Tests$/)]);
    expect(await page.getByText('Loading tests…').count()).toBe(0);
    if (width === 1280) expect(await page.getByText(candidate.email).isVisible()).toBe(true);
    if (width === 1280) await snap(page, 'tests-list-first-paint-02-signed-in');
    await page.context().close();
  }

  const visitor = await newPage({ name: 'tests-list-first-paint-visitor' });
  await visitor.goto(`${platformOrigin()}/dashboard/writingtasks`);
  await visitor.waitForURL('**/login');
  await visitor.getByRole('button', { name: 'Log in' }).waitFor();
  await visitor.context().close();
});
