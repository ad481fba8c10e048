import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { setTestClock } from './support/test-clocks.ts';

// Claims: on the admin's Claims screen an admin gives an answer a tutor holds to another member of staff, with a
// reason and a confirmation, and reads the line in the claim log; a tutor sees neither the screen nor its link.
// Screenshots: test-results/screenshots/claims-admin-*.png.

/** `text` matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A new candidate submits the first open IELTS Academic test and `tutor` claims it. */
async function answerClaimedBy(tutor: Account): Promise<void> {
  const candidate = await newAccount('Rita Reassign');
  // The Claims screen lists the 50 answers with the oldest deadlines, and the run's other answers wait an hour: a
  // shorter deadline (still far beyond this test) puts this one near the top.
  await setTestClock(candidate, { evaluationDeadlineSeconds: 600 });
  const { mockTests } = await graphqlAs<{ mockTests: { id: string; unlocked: boolean; sequence: number }[] }>(
    candidate,
    'query { mockTests(exam: IELTSAcademic) { id unlocked sequence } }',
  );
  const first = mockTests.filter((item) => item.unlocked).sort((a, b) => a.sequence - b.sequence)[0];
  if (!first) throw new Error('No IELTS Academic test is open to a new candidate.');
  const { startAttempt } = await graphqlAs<{ startAttempt: { id: string } }>(
    candidate,
    'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
    { id: first.id },
  );
  await graphqlAs(
    candidate,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    { id: startAttempt.id, answers: [{ taskKey: 'task2', text: 'Parks matter as much as roads in a city.' }] },
  );
  await graphqlAs(tutor, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
    id: startAttempt.id,
  });
}

test('an admin reassigns a claimed answer with a reason and reads the claim log line', async () => {
  const holder = await newAccount('Hal Holder', { role: 'TUTOR' });
  const adminAccount = await newAccount('Ari Admin', { role: 'ADMIN' });
  await answerClaimedBy(holder);
  // bypassCSP lets the accessibility check inject axe-core.
  const admin = await signedInPage(adminAccount, 'tutor', '/tutor', { name: 'claims-admin', bypassCSP: true });
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
  await admin.getByRole('heading', { name: 'Claims' }).waitFor();
  // Only this file reassigns claims, so the run's claim log is still empty here.
  await admin.getByText('No claim has been reassigned yet.').waitFor();

  const row = admin.getByRole('row', { name: /Rita Reassign/ });
  await row.waitFor();
  await row.getByRole('button', { name: /^Reassign / }).click();
  const form = admin.getByRole('form', { name: /^Reassign / });

  // A tutor and a reason are required; the tutor is picked from the staff list, not typed.
  await form.getByRole('button', { name: 'Reassign' }).click();
  await form.getByText('Choose the tutor who should grade this answer.').waitFor();
  await form.getByLabel('Tutor', { exact: true }).selectOption(adminAccount.email);
  await form.getByRole('button', { name: 'Reassign' }).click();
  await form.getByText('Give a reason for the reassignment; it goes in the claim log.').waitFor();
  await form.getByLabel('Reason (kept in the claim log)').fill('The tutor holding it is away today');
  await form.getByRole('button', { name: 'Reassign' }).click();
  await form.getByText(new RegExp(`Give this answer to .*${literally(adminAccount.email)}.*\\?`)).waitFor();
  await snap(admin, 'claims-admin-01-confirm-1280');
  expect(await seriousAccessibilityViolations(admin), 'Claims confirmation at 1280 px').toEqual([]);
  await form.getByRole('button', { name: 'Confirm reassignment' }).click();
  const done = admin.getByText(new RegExp(`now belongs to .*${literally(adminAccount.email)}.*\\.`));
  await done.waitFor();
  await done.waitFor({ state: 'hidden' });

  const logLine = admin.getByRole('row', { name: /The tutor holding it is away today/ });
  await logLine.waitFor();
  expect(await logLine.textContent()).toMatch(
    new RegExp(
      `${literally(adminAccount.email)}[\\s\\S]*${literally(holder.email)}[\\s\\S]*${literally(adminAccount.email)}`,
    ),
  );
  expect(await seriousAccessibilityViolations(admin), 'Claims at 1280 px').toEqual([]);

  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await admin.getByRole('row', { name: /The tutor holding it is away today/ }).waitFor();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(admin, 'claims-admin-02-390');
  expect(await seriousAccessibilityViolations(admin), 'Claims at 390 px').toEqual([]);
  await admin.context().close();
});

test('a tutor sees neither the Claims screen nor its link', async () => {
  const tutor = await signedInPage(await newAccount('Tam Tutor', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'claims-admin-tutor',
  });
  await tutor.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
  expect(await tutor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).count()).toBe(0);
  await tutor.goto(`${platformOrigin()}/tutor/claims`);
  await tutor.getByRole('heading', { name: "Oops! Looks like you're lost." }).waitFor();
  expect(await tutor.getByRole('button', { name: /^Reassign/ }).count()).toBe(0);
  await tutor.context().close();
});
