import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { queueRow } from './support/queue-row.ts';
import { signedInPage } from './support/sessions.ts';
import { submitFirstTest } from './support/submit-first-test.ts';

// Claims: opening an answer only reads it; Start grading claims it, and the grading screen then tells the tutor how
// long the claim lasts without a saved draft
// (CLAIM_IDLE_MINUTES: the shared platform keeps the default of 60, a platform-wide setting no test clock changes).
// The candidate's side goes through the GraphQL API.

test('the tutor grading an answer reads how long their claim lasts without a saved draft', async () => {
  const candidate = await newAccount('Cleo Claims', { exam: 'IELTSAcademic' });
  await submitFirstTest(candidate, 'IELTSAcademic', 'Parks matter as much as roads in a city.', ['task2']);

  const tutor = await signedInPage(await newAccount('Cato Claimer', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'claim-expiry',
    bypassCSP: true,
  });
  const row = await queueRow(tutor, 'Cleo Claims');
  // Opening the answer only reads it: the answer is on screen, nothing is claimed until Start grading.
  await row.getByRole('link', { name: 'Grade' }).click();
  await tutor.getByText('Parks matter as much as roads in a city.').first().waitFor();
  await tutor.getByRole('heading', { name: 'Read first, then grade' }).waitFor();
  expect(await tutor.getByText(/Your claim expires/).count()).toBe(0);
  await tutor.goBack();
  await (await queueRow(tutor, 'Cleo Claims')).getByText('Unclaimed').waitFor();
  await tutor.goForward();
  await tutor.getByRole('button', { name: 'Start grading' }).click();
  await tutor.getByText('Your claim expires in 60 min unless you save a draft.').waitFor();
  await snap(tutor, 'claim-expiry-01-notice-1280');

  const phone = await tutor.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(tutor.url());
  await phone.getByText(/Your claim expires in \d+ min unless you save a draft\./).waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(phone, 'claim-expiry-02-notice-390');
});
