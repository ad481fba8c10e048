import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { graphqlAs, newAccount, uniqueEmail } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { phoneViewport } from './support/phone-layout.ts';
import { planExpiryCandidates } from './support/plan-expiry.ts';
import { screenshotDir } from './support/platform.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';

// What a new candidate reads around buying a plan, on the embedded platform's simulated gateway: the password rules of
// sign-up, the plan covering one exam, a declined card's advice in view with the card form on a phone, the two ways on
// after paying, and what an upgrade does to the plan held.

// The simulated gateway declines Stripe's generic-decline test number (services/core/src/adapters/payments/
// simulated-test-cards.ts) and pays with 4242 4242 4242 4242.
const declinedCard = '4000 0000 0000 0002';
const succeedingCard = '4242 4242 4242 4242';

/** What the phone shows now (not the whole page): where "in view" can be seen. */
async function snapView(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** Whether the element is wholly inside the viewport, below the sticky top bar. */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const topbar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= topbar - 1 && box.bottom <= window.innerHeight + 1 && box.height > 0;
  });
}

test('sign-up lists its password rules before the first try and names the rule a short password breaks', async () => {
  // The landing page's plan cards say a plan covers one exam.
  const landing = await newPage({ name: 'checkout-clarity-landing', viewport: { width: 1280, height: 900 } });
  await landing.goto(`${platformOrigin()}/`);
  for (const name of ['Bronze', 'Silver', 'Gold']) {
    expect(
      await landing.getByRole('article', { name }).getByText('Covers one exam, chosen when you buy').isVisible(),
    ).toBe(true);
  }
  await landing
    .getByRole('article', { name: 'Silver' })
    .screenshot({ path: join(screenshotDir, 'checkout-clarity-00-landing-silver-card.png') });
  await landing.context().close();

  const page = await newPage({ name: 'checkout-clarity-signup', viewport: phoneViewport, bypassCSP: true });
  await page.goto(`${platformOrigin()}/signup`);
  await page.getByRole('button', { name: 'Sign Up' }).waitFor();
  await expect.poll(() => page.getByLabel('Full name').isEditable(), { timeout: 10_000 }).toBe(true);
  const password = page.getByLabel('Password', { exact: true });
  // Before any try: the rules are under the password field, and the field points to them.
  const rules = page.locator('#signup-password-hint');
  expect(await rules.getByText('At least 6 characters').isVisible()).toBe(true);
  expect(await rules.getByText('Typed the same in Password and Confirm Password').isVisible()).toBe(true);
  expect(await password.getAttribute('aria-describedby')).toBe('signup-password-hint');
  expect(await page.getByRole('alert').count()).toBe(0);
  await snap(page, 'checkout-clarity-01-signup-rules');

  // A 3-character password, confirmed or not, is told the length rule, never that the passwords do not match.
  const email = uniqueEmail('Rita Rules');
  await page.getByLabel('Full name').fill('Rita Rules');
  await page.getByLabel('Email').fill(email);
  await password.fill('abc');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const message = page.getByRole('alert');
  await message.waitFor();
  expect(await message.textContent()).toBe('The password is too short: it needs at least 6 characters.');
  expect(await password.getAttribute('aria-invalid')).toBe('true');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect(await message.textContent()).toBe('The password is too short: it needs at least 6 characters.');
  expect(await page.getByText('The passwords do not match.').count()).toBe(0);
  await snap(page, 'checkout-clarity-02-signup-short');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A long enough password typed differently is the real mismatch; typed the same, the account is made.
  await password.fill('s3cret-pass');
  await page.getByLabel('Confirm Password').fill('another-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('The passwords do not match.').waitFor();
  expect(await password.getAttribute('aria-invalid')).toBeNull();
  await page.getByLabel('Confirm Password').fill('s3cret-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/dashboard/profile');
  await page.getByText(email).first().waitFor();
});

test('on a phone: one exam per plan, a decline with advice in view above the card form, two ways on after paying, and what an upgrade replaces', async () => {
  const candidate = await newAccount('Phoebe Phone', { exam: 'IELTSAcademic' });
  const page = await signedInPage(candidate, 'candidate', '/dashboard/upgrade', {
    name: 'checkout-clarity-phone',
    viewport: phoneViewport,
    bypassCSP: true,
  });
  const { plans } = await graphqlAs<{ plans: { key: string; name: string; priceUsd: number }[] }>(
    candidate,
    'query { plans { key name priceUsd } }',
  );
  const priceOf = (key: string) => plans.find((plan) => plan.key === key)?.priceUsd;

  // The upgrade page: every plan covers one exam, the one chosen, named on each card.
  await page.getByLabel('Course Selected').waitFor();
  await page.getByText('Every plan covers one exam').waitFor();
  for (const name of ['Bronze', 'Silver', 'Gold']) {
    await page.getByRole('article', { name }).getByText('Covers one exam: IELTS-Academic').waitFor();
  }
  await page.getByRole('article', { name: 'Silver' }).getByRole('button', { name: 'Choose Plan' }).click();
  const summary = page.getByRole('dialog', { name: 'Selection Summary' });
  await summary.getByText('This plan covers one exam: IELTS-Academic.').waitFor();
  await summary
    .getByText(/^It starts when you pay: 12 IELTS-Academic tests and 3 months of access from today/)
    .waitFor();
  await summary.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('heading', { name: 'Payment Information' }).waitFor();

  // A declined card: the provider's message and what to try next, in view together with the card form below it.
  await page.getByLabel('Card number').fill(declinedCard);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  const text = (await alert.textContent()) ?? '';
  expect(text).toContain('Your card was declined.');
  for (const advice of ['Nothing was charged', 'card number and expiry date', 'another card', 'contact your bank']) {
    expect(text).toContain(advice);
  }
  const cardNumber = page.getByLabel('Card number');
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await expect.poll(() => inView(alert)).toBe(true);
  expect(await inView(cardNumber)).toBe(true);
  expect(await inView(payNow)).toBe(true);
  const [alertBox, fieldBox] = [await alert.boundingBox(), await cardNumber.boundingBox()];
  expect(alertBox && fieldBox && alertBox.y + alertBox.height <= fieldBox.y).toBe(true);
  await snapView(page, 'checkout-clarity-03-declined-phone-view');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Another card goes through: the completion page offers the next test and the candidate's tests, no GO BACK.
  await cardNumber.fill(succeedingCard);
  await payNow.click();
  await page.getByRole('heading', { name: 'Payment Done!' }).waitFor({ timeout: 40_000 });
  const next = page.getByRole('link', { name: 'Start your next test' });
  const mine = page.getByRole('link', { name: 'My tests' });
  expect(await next.getAttribute('href')).toBe('/dashboard/writingtasks?success');
  expect(await mine.getAttribute('href')).toBe('/dashboard/progress');
  expect(await next.isVisible()).toBe(true);
  expect(await mine.isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'GO BACK' }).count()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'checkout-clarity-04-completion-phone');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await mine.click();
  await page.getByRole('heading', { name: 'Progress', exact: true }).waitFor();
  await page.goBack();
  await page.getByRole('link', { name: 'Start your next test' }).click();
  await page.waitForURL('**/dashboard/writingtasks?success');
  await page.getByText('Order placed! You will receive an email confirmation.').waitFor();

  // The upgrade to Gold says the Silver plan's remaining tests and time are replaced, at the server's price.
  await page.goto(`${platformOrigin()}/dashboard/upgrade`);
  await page.getByRole('article', { name: 'Gold' }).getByText('Covers one exam: IELTS-Academic').waitFor();
  await page.getByText(/same exam, IELTS-Academic: the new plan replaces your Silver plan/).waitFor();
  await page.getByRole('article', { name: 'Gold' }).getByRole('button', { name: 'Choose Plan' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Selection Summary' });
  const replaced = upgrade.getByText(
    /^Your Silver plan's remaining tests and time are replaced by Gold's: 20 IELTS-Academic tests and 3 months of access from today, until (.+)\.$/,
  );
  await replaced.waitFor();
  const until = /until (.+)\.$/.exec((await replaced.textContent()) ?? '')?.[1];
  expect(await planExpiryCandidates(page)).toContain(until);
  const goldPrice = priceOf('gold');
  expect(goldPrice).toBe(50);
  await upgrade
    .getByText(`You pay Gold's full price, $${goldPrice}; nothing is credited for the rest of your Silver plan.`)
    .waitFor();
  expect(await upgrade.getByText(`$${goldPrice}`, { exact: true }).count()).toBe(2); // Price and Total
  await snapView(page, 'checkout-clarity-05-upgrade-summary-phone-view');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The payment page charges what the summary said: the server's price of the purchase.
  await upgrade.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
  await page.getByRole('complementary', { name: 'Order Overview' }).getByText(`$${goldPrice} USD`).first().waitFor();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goBack();
  await page.getByRole('article', { name: 'Gold' }).getByRole('button', { name: 'Choose Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Selection Summary' })
    .getByText(/replaced by Gold's/)
    .waitFor();
  await snap(page, 'checkout-clarity-06-upgrade-summary-desktop');
});
