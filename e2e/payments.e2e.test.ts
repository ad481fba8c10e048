import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { newAccount, uniqueEmail } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { planExpiryCandidates } from './support/plan-expiry.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';

// Plans and payments end to end on the embedded platform's simulated gateway (Stripe's test card numbers, no money):
// a plan picked on the landing page is bought after sign-up and unlocks the plan's tests for the chosen exam; a
// declined card unlocks nothing; a card that asks for an extra confirmation is paid once it is approved.

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** The sign-up form (what the first test checks: the landing-page pick survives it). */
async function signUp(page: Page, name: string): Promise<void> {
  const email = uniqueEmail(name);
  if (!page.url().endsWith('/signup')) await page.goto(`${platformOrigin()}/signup`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await page.getByLabel('Confirm Password').fill('s3cret-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/dashboard/profile');
  await page.getByText(email).first().waitFor();
}

/** The whole page from its top (a sticky top bar would otherwise be drawn where the page was scrolled to). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Opens the sidebar first on a phone, where it hides behind the menu button. */
async function sidebarLink(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Toggle menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
}

/** Upgrade page: picks the course (unless subscribed) and the plan, and opens the Selection Summary. */
async function choosePlan(page: Page, plan: string): Promise<void> {
  await page.getByRole('article', { name: plan }).getByRole('button', { name: 'Choose Plan' }).click();
  await page.getByRole('dialog', { name: 'Selection Summary' }).waitFor();
}

/** The signed-in pages never show the public site's header. */
async function expectDashboardShell(page: Page): Promise<void> {
  await page.locator('.topbar').waitFor();
  expect(await page.locator('.site-header').count()).toBe(0);
}

async function testRows(page: Page): Promise<{ start: number; locked: number }> {
  await page.getByRole('heading', { name: /Writing Mock Tests/ }).waitFor();
  await page.locator('.test-row').first().waitFor();
  return {
    start: await page.getByRole('button', { name: 'Start test' }).count(),
    locked: await page.locator('.test-row').getByText('Locked', { exact: true }).count(),
  };
}

test('Silver chosen on the landing page is bought after sign-up and unlocks 12 tests of the chosen exam', async () => {
  // bypassCSP lets the accessibility check inject axe-core.
  const page = await newPage({ name: 'payments-silver', viewport: desktop, bypassCSP: true });

  // The visitor picks Silver on the landing page, which stores the pick and leads to sign-up.
  await page.goto(`${platformOrigin()}/`);
  const silverOnLanding = page.getByRole('article', { name: 'Silver' });
  await silverOnLanding.getByRole('button', { name: 'Choose Plan' }).waitFor();
  await page.getByRole('button', { name: 'Accept' }).click();
  await silverOnLanding.getByRole('button', { name: 'Choose Plan' }).click();
  await page.waitForURL('**/signup');
  expect(await page.evaluate(() => localStorage.getItem('pricing-plan'))).toBe('silver');
  await signUp(page, 'Sam Silver');

  // Upgrade: Course Selected starts on OET-Nurses; the landing-page pick is preselected.
  await sidebarLink(page, 'Upgrade');
  await page.waitForURL('**/dashboard/upgrade');
  const course = page.getByLabel('Course Selected');
  await course.waitFor();
  expect(await course.inputValue()).toBe('OETNurses');
  await page.getByText('You picked the Silver plan before signing up.', { exact: false }).waitFor();
  expect(await page.getByRole('button', { name: 'Choose Plan' }).count()).toBe(3);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await course.selectOption('IELTSAcademic');
  await choosePlan(page, 'Silver');
  const summary = page.getByRole('dialog', { name: 'Selection Summary' });
  for (const text of ['IELTS-Academic', 'Silver', 'Total', 'Buy Now', 'Cancel']) {
    await summary.getByText(text, { exact: true }).first().waitFor();
  }
  expect(await summary.getByText('$30', { exact: true }).count()).toBe(2);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await summary.getByRole('button', { name: 'Buy Now' }).click();

  // Payment: the order as the server priced it, and the simulated gateway's card form.
  await page.waitForURL('**/dashboard/payment?purchase=*');
  await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
  await expectDashboardShell(page);
  const overview = page.getByRole('complementary', { name: 'Order Overview' });
  await overview.getByText('Mock Test Pack', { exact: true }).waitFor();
  await overview.getByText('IELTS-Academic Writing Test Pack · Silver plan').waitFor();
  expect(await overview.getByText('$30 USD', { exact: true }).count()).toBe(2);
  await page.getByText('Test mode: no real card is charged.').waitFor();
  await page.getByText('Protected and encrypted').waitFor();
  await shot(page, 'payments-01-payment');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A double click on Pay Now sends the card once; the button reads Loading while the gateway answers.
  const confirms: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/simulated-gateway/confirm')) confirms.push(request.method());
  });
  // The gateway's answer is held until the test has seen the button wait for it.
  let releaseGateway = () => {};
  const gatewayReleased = new Promise<void>((resolve) => {
    releaseGateway = resolve;
  });
  await page.route('**/simulated-gateway/confirm', async (route) => {
    await gatewayReleased;
    await route.continue();
  });
  // As if the provider's webhook were still on its way: the server's first answer is held back until the test has
  // seen the waiting page, and then says PENDING; the page must say it is waiting, ask again, and only then say
  // Payment Done!.
  let confirmations = 0;
  let releaseFirstAnswer = () => {};
  const firstAnswerReleased = new Promise<void>((resolve) => {
    releaseFirstAnswer = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('ConfirmPurchase')) return route.fallback();
    confirmations += 1;
    if (confirmations > 1) return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    json.data.confirmPurchase.status = 'PENDING';
    await firstAnswerReleased;
    await route.fulfill({ response, json });
  });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).dblclick();
  const loading = page.getByRole('button', { name: 'Loading' });
  await loading.waitFor();
  expect(await loading.isDisabled()).toBe(true);
  releaseGateway();

  // Completion: Payment Done! only once the server has confirmed the purchase.
  await page.waitForURL('**/dashboard/completion?purchase=*');
  await page.getByRole('heading', { name: 'Confirming your payment' }).waitFor();
  await page.getByText('We are waiting for the payment provider to confirm your payment.', { exact: false }).waitFor();
  expect(await page.getByRole('heading', { name: 'Payment Done!' }).count()).toBe(0);
  releaseFirstAnswer();
  await page.getByRole('heading', { name: 'Payment Done!' }).waitFor({ timeout: 40_000 });
  expect(confirmations).toBeGreaterThanOrEqual(2);
  expect(confirms).toEqual(['POST']);
  await expectDashboardShell(page);
  await page.getByText(/Your Silver plan for IELTS-Academic is active: 12 tests are unlocked until/).waitFor();
  await shot(page, 'payments-02-completion');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Start your next test: the order message, 12 tests of IELTS Academic unlocked and the other 8 locked, no Upgrade button.
  await page.getByRole('link', { name: 'Start your next test' }).click();
  await page.waitForURL('**/dashboard/writingtasks?success');
  await page.getByText('Order placed! You will receive an email confirmation.').waitFor();
  await page.getByRole('heading', { name: 'IELTS-Academic Writing Mock Tests' }).waitFor();
  expect(await testRows(page)).toEqual({ start: 12, locked: 8 });
  expect(
    await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: 'Upgrade' }).count(),
  ).toBe(0);

  // Profile: the plan expires 3 months from today and the target exam is fixed.
  await sidebarLink(page, 'My Profile');
  const expiry = page.getByText(/^Plan Expiry Date: /);
  await expiry.waitFor();
  const expected = (await planExpiryCandidates(page)).map((date) => `Plan Expiry Date: ${date}`);
  expect(expected).toContain(await expiry.textContent());
  expect(await page.getByLabel('Target Exam').isDisabled()).toBe(true);

  // Upgrade again: no course to pick, and only Gold is offered.
  await page.goto(`${platformOrigin()}/dashboard/upgrade`);
  await page.getByRole('article', { name: 'Gold' }).waitFor();
  expect(await page.getByLabel('Course Selected').count()).toBe(0);
  const chooseButtons = page.getByRole('button', { name: 'Choose Plan' });
  expect(await chooseButtons.count()).toBe(1);
  expect(await page.getByRole('article', { name: 'Gold' }).getByRole('button', { name: 'Choose Plan' }).count()).toBe(
    1,
  );
  await page.getByRole('article', { name: 'Silver' }).getByText('Your current plan').waitFor();
  await page.context().close();
});

test('on a phone, a declined card shows the provider message and unlocks nothing; a retry then succeeds', async () => {
  const dana = await newAccount('Dana Declined');
  const page = await signedInPage(dana, 'candidate', '/dashboard/profile', {
    name: 'payments-declined',
    viewport: phone,
    bypassCSP: true,
  });
  await page.getByText(dana.email).first().waitFor();

  await sidebarLink(page, 'Upgrade');
  await page.getByLabel('Course Selected').waitFor();
  await choosePlan(page, 'Bronze');
  await page.getByRole('dialog', { name: 'Selection Summary' }).getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
  await page.getByText('OET-Nurses Writing Test Pack · Bronze plan').waitFor();
  await expectDashboardShell(page);

  // The checkout survives a reload of the payment page.
  await page.reload();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const message = page.getByRole('alert');
  await message.waitFor();
  const text = (await message.textContent()) ?? '';
  expect(text).toMatch(/declined/i);
  expect(text).not.toBe('An unexpected error occurred.');
  expect(await page.getByRole('button', { name: 'Pay Now' }).isEnabled()).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Nothing is unlocked: only the free first test starts.
  await sidebarLink(page, 'Writing Tasks');
  expect(await testRows(page)).toEqual({ start: 1, locked: 19 });

  // Back on the payment page, another card goes through.
  await page.goBack();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('heading', { name: 'Payment Done!' }).waitFor({ timeout: 40_000 });
  await page.getByRole('link', { name: 'Start your next test' }).click();
  await page.getByText('Order placed! You will receive an email confirmation.').waitFor();
  expect(await testRows(page)).toEqual({ start: 6, locked: 14 });
  await page.context().close();
});

test('a card that asks for an extra confirmation is charged only once it is approved', async () => {
  const page = await signedInPage(await newAccount('Tess Secure'), 'candidate', '/dashboard/upgrade', {
    name: 'payments-confirmation',
    viewport: desktop,
    bypassCSP: true,
  });
  await page.getByLabel('Course Selected').selectOption('PTE');
  await choosePlan(page, 'Gold');
  await page.getByRole('dialog', { name: 'Selection Summary' }).getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('heading', { name: 'Payment Information' }).waitFor();

  // Cancelling leads back to the plans with the order-canceled message; the browser's Back reopens the checkout.
  await page.getByRole('link', { name: 'Cancel this order' }).click();
  await page.waitForURL('**/dashboard/upgrade?canceled');
  await page
    .getByText("Order canceled -- continue to shop around and checkout when you're ready.", { exact: true })
    .waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: 'Payment Information' }).waitFor();

  // Failing the confirmation shows why and charges nothing; approving it pays.
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const step = page.getByRole('region', { name: 'Confirm this payment' });
  await step.waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await step.getByRole('button', { name: 'Fail' }).click();
  const message = page.getByRole('alert');
  await message.waitFor();
  expect(await message.textContent()).not.toBe('An unexpected error occurred.');

  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('region', { name: 'Confirm this payment' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('heading', { name: 'Payment Done!' }).waitFor({ timeout: 40_000 });
  await page.getByText(/Your Gold plan for PTE is active: 20 tests are unlocked/).waitFor();
  const completion = new URL(page.url());

  // Coming back as Stripe sends the browser back (a fresh page load, the client secret in the address): the page
  // confirms with the server again and drops the secret from the address.
  await page.goto(
    `${completion.href}&payment_intent=pi_test&payment_intent_client_secret=pi_test_secret_x&redirect_status=succeeded`,
  );
  await page.getByRole('heading', { name: 'Payment Done!' }).waitFor({ timeout: 40_000 });
  expect(new URL(page.url()).search).toBe(completion.search);

  await page.getByRole('link', { name: 'Start your next test' }).click();
  expect(await testRows(page)).toEqual({ start: 20, locked: 0 });
  await page.context().close();
});
