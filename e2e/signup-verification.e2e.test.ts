import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { newAccount, platformAppConfig, uniqueEmail } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { platformOrigin } from './support/shared-platform.ts';

// What a visitor reads before any script runs (the landing page's plans, the sign-up page), and the e-mail
// verification of a new account: sent at sign-up, resent from the profile, followed from the Auth emulator's record.
// Sign-up and sign-in go through the forms: they are what this file is about.

type OobCode = { email: string; requestType: string; oobLink: string };

/** The verification e-mails the Auth emulator has "sent" to `email` (it keeps them instead of mailing them). */
async function verificationEmails(email: string): Promise<OobCode[]> {
  const config = await platformAppConfig();
  const url = `${config.authEmulatorUrl}/emulator/v1/projects/${config.firebase.projectId}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
}

/**
 * A fresh browser context for `use` (screenshotted when the test fails), closed once `use` has run; left open when it
 * throws, so that the failure screenshot can still be taken.
 */
async function withPage<T>(
  options: { javaScript: boolean; width?: number; name: string },
  use: (page: Page) => Promise<T>,
) {
  const page = await newPage({
    name: options.name,
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript,
    bypassCSP: true, // for axe-core
  });
  const result = await use(page);
  await page.context().close();
  return result;
}

describe('without JavaScript', () => {
  test('the landing page shows the three plans with their prices', async () => {
    const html = await (await fetch(`${platformOrigin()}/`)).text();
    expect(html).not.toContain('Loading plans');
    for (const width of [1280, 390]) {
      await withPage({ javaScript: false, width, name: `signup-verification-nojs-${width}` }, async (page) => {
        await page.goto(`${platformOrigin()}/`);
        const plans: [string, string, string][] = [
          ['Bronze', '$20', '6 practice writing tasks'],
          ['Silver', '$30', '12 practice writing tasks'],
          ['Gold', '$50', '20 practice writing tasks'],
        ];
        for (const [name, price, tests] of plans) {
          const card = page.getByRole('article', { name });
          expect(await card.getByText(price, { exact: true }).isVisible()).toBe(true);
          expect(await card.getByText(tests).isVisible()).toBe(true);
        }
      });
    }
  });

  test('/signup shows its form and text', async () => {
    const html = await (await fetch(`${platformOrigin()}/signup`)).text();
    expect(html).toContain('Trusted by students across multiple countries.');
    for (const width of [1280, 390]) {
      await withPage({ javaScript: false, width, name: `signup-verification-nojs-${width}` }, async (page) => {
        await page.goto(`${platformOrigin()}/signup`);
        expect(await page.getByText('Trusted by students across multiple countries.').isVisible()).toBe(true);
        expect(await page.getByRole('heading', { name: 'Account Sign Up' }).isVisible()).toBe(true);
        expect(await page.getByLabel('Confirm Password').isVisible()).toBe(true);
      });
    }
  });

  test('with JavaScript, /signup starts the app over the prerendered form without an error', async () => {
    await withPage({ javaScript: true, name: 'signup-verification-signup-app' }, async (page) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(`${platformOrigin()}/signup`);
      await page.getByRole('button', { name: 'Sign Up' }).waitFor();
      // Once the app has drawn the page, there is one form (the prerendered one was replaced, not doubled).
      await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
      expect(await page.getByLabel('Email').count()).toBe(1);
      expect(problems).toEqual([]);
    });
  });
});

describe('e-mail verification', () => {
  test('sign-up sends the link; following it turns Not Verified into Verified', async () => {
    const email = uniqueEmail('Vera Verifier');
    await withPage({ javaScript: true, name: 'signup-verification-signup' }, async (page) => {
      // The prerendered form shows at once but stays read-only until the app has started (held here: the app
      // starts once it has its configuration) and drawn its own form in its place, so nothing typed is lost.
      let startApp: () => void = () => undefined;
      const appHeld = new Promise<void>((resolve) => {
        startApp = resolve;
      });
      await page.route('**/app-config.json', async (route) => {
        await appHeld;
        await route.continue();
      });
      await page.goto(`${platformOrigin()}/signup`, { waitUntil: 'domcontentloaded' });
      const submit = page.getByRole('button', { name: 'Sign Up' });
      expect(await page.getByLabel('Full name').isEditable()).toBe(false);
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('Full name').click();
      startApp();
      // The app's form takes the focus over.
      await expect.poll(() => page.getByLabel('Full name').isEditable(), { timeout: 10_000 }).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-name');
      await page.keyboard.type('Vera Verifier');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('v3rify-pass');
      await page.getByLabel('Confirm Password').fill('v3rify-pass');
      await submit.click();
      await page.waitForURL('**/dashboard/profile');
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Vera Verifier');
      const verification = page.locator('.email-verification');
      await verification.getByText(`${email} is not verified yet.`).waitFor();
      expect(await page.getByText('Not Verified', { exact: true }).count()).toBe(2); // the sidebar's label and the profile's
      // The e-mail went at sign-up, so sending another waits.
      expect(await verification.getByRole('button', { name: 'Resend verification e-mail' }).isDisabled()).toBe(true);
      expect(await verification.getByText(/You can ask for another e-mail in \d+ s\./).isVisible()).toBe(true);
      await snap(page, 'signup-verification-01-not-verified');

      const sent = await verificationEmails(email);
      expect(sent).toHaveLength(1);
      // The candidate opens the link from the e-mail in another tab, then comes back.
      const link = await page.context().newPage();
      await link.goto(sent[0]?.oobLink ?? '');
      await link.close();
      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));

      await verification.getByText('Your e-mail address is verified.').waitFor();
      await page.locator('.sidebar').getByText('Verified', { exact: true }).waitFor();
      expect(await page.getByText('Not Verified', { exact: true }).count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await snap(page, 'signup-verification-02-verified');
      // A reload keeps it (the server's profile and the restored session agree).
      await page.reload();
      await verification.getByText('Your e-mail address is verified.').waitFor();
    });
  });

  test('an unverified account resends the link from the profile, then waits before another', async () => {
    // An account made elsewhere (here through the emulator's and the platform's APIs): no verification e-mail has
    // gone yet.
    const account = await newAccount('Rene Resender', { verified: false });
    await withPage({ javaScript: true, name: 'signup-verification-resend' }, async (page) => {
      await page.goto(`${platformOrigin()}/login`);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/dashboard/**');
      await page.goto(`${platformOrigin()}/dashboard/profile`);
      const verification = page.locator('.email-verification');
      const resend = verification.getByRole('button', { name: 'Resend verification e-mail' });
      await resend.waitFor();
      expect(await resend.isDisabled()).toBe(false);
      expect(await verificationEmails(account.email)).toHaveLength(0);

      await resend.click();
      await verification
        .getByRole('status')
        .getByText(`Verification e-mail sent to ${account.email}. It can take a minute to arrive.`)
        .waitFor();
      expect(await verificationEmails(account.email)).toHaveLength(1);
      // Another e-mail must wait a minute: the button says why it is off, and a reload does not reset the wait.
      expect(await resend.isDisabled()).toBe(true);
      await verification.getByText(/You can ask for another e-mail in (60|59|58) s\./).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.reload();
      await verification.getByText(/You can ask for another e-mail in \d+ s\./).waitFor();
      expect(await resend.isDisabled()).toBe(true);
      expect(await verificationEmails(account.email)).toHaveLength(1);
    });
  });
});
