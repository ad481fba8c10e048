import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { mailsTo, refusalsOf, refuseMailTo } from './support/mailbox.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';

// The admin's back office: People (grant a role with a reason, the audit line) and Mail (a failed mail resent and then
// delivered by the run's local SMTP sink); a tutor sees neither screen nor its links.

/** `text` matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The candidate buys Gold through the API and the simulated gateway: its receipt is the mail the sink will refuse. */
async function buyGold(candidate: Account): Promise<void> {
  const { startPurchase } = await graphqlAs<{ startPurchase: { clientSecret: string } }>(
    candidate,
    'mutation ($input: StartPurchaseInput!) { startPurchase(input: $input) { clientSecret } }',
    { input: { exam: 'IELTSAcademic', plan: 'gold' } },
  );
  // The simulated gateway's card form, as the browser posts it.
  const paid = await fetch(`${platformOrigin()}/simulated-gateway/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret: startPurchase.clientSecret, cardNumber: '4242 4242 4242 4242' }),
  });
  expect(await paid.json()).toEqual({ status: 'succeeded' });
}

test('an admin grants tutor to a verified candidate with a reason, sees the audit line, and resends a failed mail', async () => {
  const candidate = await newAccount('Cora Candidate');
  const adminAccount = await newAccount('Ada Admin', { role: 'ADMIN' });
  await refuseMailTo(candidate.email, true);
  await buyGold(candidate);
  await expect.poll(() => refusalsOf(candidate.email), { timeout: 20_000 }).toBeGreaterThan(0);

  // bypassCSP lets the accessibility check inject axe-core.
  const admin = await signedInPage(adminAccount, 'tutor', '/tutor', { name: 'admin-admin', bypassCSP: true });
  await admin.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
  const nav = admin.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'People' }).click();
  await admin.getByRole('heading', { name: 'People' }).waitFor();

  // Find the candidate; their plan shows beside the role.
  await admin.getByLabel('E-mail or name').fill(candidate.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row', { name: candidate.email });
  // Waited for, not read once: the search's answer replaces the first list's rows, this one included.
  await row.getByText('Gold').waitFor();
  await row.getByText('Candidate', { exact: true }).waitFor();

  await row.getByRole('button', { name: `Change role of ${candidate.email}` }).click();
  const form = admin.getByRole('form', { name: `Change the role of ${candidate.email}` });
  await form.getByLabel('New role').selectOption('TUTOR');
  // No reason, no change.
  await form.getByRole('button', { name: 'Save role' }).click();
  await form.getByText('Give a reason for the change; it is kept in the audit log.').waitFor();
  await form.getByLabel('Reason (kept in the audit log)').fill('Joined the marking team for IELTS');
  await form.getByRole('button', { name: 'Save role' }).click();
  await admin.getByText(`${candidate.email} is now tutor.`).waitFor();
  // The toast fades out before the accessibility check (its fading text would fail the contrast rule).
  await admin.getByText(`${candidate.email} is now tutor.`).waitFor({ state: 'hidden' });
  await row.getByText('Tutor', { exact: true }).waitFor();

  const auditLine = admin.getByRole('row', { name: /Joined the marking team for IELTS/ }).filter({
    hasText: candidate.email,
  });
  await auditLine.waitFor();
  expect(await auditLine.textContent()).toMatch(
    new RegExp(`${literally(adminAccount.email)}[\\s\\S]*${literally(candidate.email)}[\\s\\S]*Candidate → Tutor`),
  );
  await snap(admin, 'admin-01-people-granted-1280');
  expect(await seriousAccessibilityViolations(admin), 'People at 1280 px').toEqual([]);

  // The Mail screen: the refused receipt is failed, with the server's answer, and goes out once resent.
  await nav.getByRole('link', { name: 'Mail' }).click();
  await admin.getByRole('heading', { name: 'Mail' }).waitFor();
  const receipt = admin.getByRole('row', { name: /Your receipt/ }).filter({ hasText: candidate.email });
  await receipt.getByText('Failed').waitFor();
  expect(await receipt.textContent()).toMatch(/550/);
  await snap(admin, 'admin-02-mail-failed-1280');
  expect(await seriousAccessibilityViolations(admin), 'Mail at 1280 px').toEqual([]);
  await refuseMailTo(candidate.email, false);
  await receipt.getByRole('button', { name: new RegExp(`^Resend the mail to ${literally(candidate.email)}`) }).click();
  const resent = `The mail to ${candidate.email} is back in the outbox and will be sent again.`;
  await admin.getByText(resent).waitFor();
  await admin.getByText(resent).waitFor({ state: 'hidden' });
  await expect.poll(async () => (await mailsTo(candidate.email)).length, { timeout: 20_000 }).toBe(1);
  await expect
    .poll(
      async () => {
        await admin.getByRole('button', { name: 'Refresh' }).click();
        return receipt.getByText('Sent', { exact: true }).isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(await receipt.getByRole('button', { name: /Resend/ }).count()).toBe(0);

  // The same screens on a phone.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await admin.getByRole('heading', { name: 'Mail' }).waitFor();
  await receipt.waitFor();
  expect(await seriousAccessibilityViolations(admin), 'Mail at 390 px').toEqual([]);
  await admin.goto(`${platformOrigin()}/tutor/people`);
  await admin
    .getByRole('row', { name: /Joined the marking team for IELTS/ })
    .filter({ hasText: candidate.email })
    .waitFor();
  expect(await seriousAccessibilityViolations(admin), 'People at 390 px').toEqual([]);
  await admin.context().close();
});

test('a tutor sees neither the admin screens nor their links', async () => {
  const tutor = await signedInPage(await newAccount('Theo Tutor', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'admin-tutor',
  });
  await tutor.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
  const nav = tutor.getByRole('navigation', { name: 'Main' });
  expect(await nav.getByRole('link').allInnerTexts()).not.toContain('People');
  expect(await nav.getByRole('link', { name: 'Mail' }).count()).toBe(0);
  expect(await nav.getByRole('link', { name: 'People' }).count()).toBe(0);
  for (const address of ['/tutor/people', '/tutor/mail', '/tutor/admin']) {
    await tutor.goto(`${platformOrigin()}${address}`);
    await tutor.getByRole('heading', { name: "Oops! Looks like you're lost." }).waitFor();
    expect(await tutor.getByRole('heading', { name: 'People' }).count()).toBe(0);
  }
  await tutor.context().close();
});
