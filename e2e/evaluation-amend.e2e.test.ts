import { expect, test } from 'vitest';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { queueRow } from './support/queue-row.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { openAndStartGrading } from './support/start-grading.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// A tutor publishes and amends while the evaluation deadline is still an hour away (the platform's); and a deadline
// that nobody meets (made due now by the test clock) credits the candidate one extra test.
// Reference screenshots: test-results/screenshots/evaluation-amend-*.png at 1280 px.

const essay = 'Cycling lanes change how a city moves, and this essay weighs the cost against the gain.';

/** A new IELTS Academic candidate named `displayName` submits the first test with `essay` on every task. */
async function candidateSubmitsFirstTest(displayName: string): Promise<{ candidate: Account; attemptId: string }> {
  const candidate = await newAccount(displayName, { exam: 'IELTSAcademic' });
  const { mockTests } = await graphqlAs<{ mockTests: { id: string; sequence: number }[] }>(
    candidate,
    'query { mockTests(exam: IELTSAcademic) { id sequence } }',
  );
  const first = mockTests.find((each) => each.sequence === 1);
  const { startAttempt } = await graphqlAs<{ startAttempt: { id: string; mockTest: { tasks: { key: string }[] } } }>(
    candidate,
    'mutation ($id: ID!) { startAttempt(mockTestId: $id) { id mockTest { tasks { key } } } }',
    { id: first?.id },
  );
  await graphqlAs(
    candidate,
    'mutation ($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    { id: startAttempt.id, answers: startAttempt.mockTest.tasks.map((task) => ({ taskKey: task.key, text: essay })) },
  );
  return { candidate, attemptId: startAttempt.id };
}

test('a tutor publishes, amends before the release as version 2, and finds the item in My work', async () => {
  const candidateName = 'Nora Nakamura-Amend';
  await candidateSubmitsFirstTest(candidateName);

  const tutorAccount = await newAccount('Tilda Tutor-Amend', { role: 'TUTOR' });
  const tutor = await signedInPage(tutorAccount, 'tutor', '/tutor', { name: 'evaluation-amend-tutor' });

  // Grade and publish, through the confirmation.
  const row = await queueRow(tutor, candidateName);
  await openAndStartGrading(tutor, row);
  await tutor.getByText(/0 of \d+ scores chosen/).waitFor();
  const selects = await tutor.locator('.score-grid select').all();
  expect(selects.length).toBeGreaterThan(0);
  for (const select of selects) await select.selectOption('7');
  await tutor.getByLabel('General Feedback').fill('A clear argment; each reason needs an example.');
  await tutor.getByRole('button', { name: 'Publish' }).click();
  await tutor.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await tutor.waitForURL(/\/tutor\/?(\?.*)?$/);

  // My work offers Amend while the candidate does not have it yet.
  await tutor.getByRole('link', { name: 'My work' }).click();
  const workRow = tutor.getByRole('row', { name: new RegExp(candidateName) });
  await workRow.getByRole('link', { name: /^Amend/ }).waitFor();
  await workRow.getByRole('link', { name: /^Amend/ }).click();

  // The form opens prefilled with the published text, under "Version 1, published by ...".
  await tutor
    .getByTestId('evaluation-version')
    .getByText(/^Version 1, published by .+ at /)
    .waitFor();
  const feedback = tutor.getByLabel('General Feedback');
  await expect.poll(() => feedback.inputValue()).toBe('A clear argment; each reason needs an example.');
  expect(await feedback.getAttribute('readonly')).toBeNull();
  await feedback.fill('A clear argument; each reason needs an example.');
  await tutor.locator('.score-grid select').first().selectOption('8');

  // Re-publishing asks the same confirmation, naming the version it becomes.
  await tutor.getByRole('button', { name: 'Publish amendment' }).click();
  const dialog = tutor.getByRole('dialog');
  await dialog.getByText(/Overall: Band .+\. It becomes version 2/).waitFor();
  await dialog.getByRole('button', { name: 'Publish amendment' }).click();
  await tutor
    .getByTestId('evaluation-version')
    .getByText(/^Version 2, published by .+ at /)
    .waitFor();
  await expect.poll(() => feedback.inputValue()).toBe('A clear argument; each reason needs an example.');
  expect(await feedback.getAttribute('readonly')).not.toBeNull();
  await tutor.getByText('Version history (2)').click();
  await tutor.getByText(/^Version 1: /).waitFor();
  await snap(tutor, 'evaluation-amend-01-version-2-1280');

  // My work still lists it, still amendable until the release.
  await tutor.getByRole('link', { name: 'My work' }).click();
  await workRow.waitFor();
  expect(await workRow.textContent()).toContain('On time');
  await workRow.getByRole('link', { name: /^Amend/ }).waitFor();
  await tutor.context().close();
});

test('a missed deadline credits one extra mock test, stated on the tests list and the profile', async () => {
  const { candidate, attemptId } = await candidateSubmitsFirstTest('Lars Lindqvist-Amend');
  // Nobody grades it: the deadline passes (made due now) and the credit is granted.
  expect(await makeTimerDueNow(attemptId)).toBe(true);
  await expect
    .poll(
      async () => (await graphqlAs<{ me: { extraTests: number } }>(candidate, '{ me { extraTests } }')).me.extraTests,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);

  const credit = '1 extra mock test credited because an evaluation of yours was late';
  const page = await signedInPage(candidate, 'candidate', '/dashboard/writingtasks', {
    name: 'evaluation-amend-credit',
  });
  await page.getByText(credit).waitFor();
  // Without a plan only the first test is open; the credit opens the second one.
  const rows = page.locator('.test-row');
  await rows.nth(1).getByRole('button', { name: 'Start test' }).waitFor();
  expect(await rows.nth(2).getByRole('button', { name: 'Start test' }).count()).toBe(0);
  await snap(page, 'evaluation-amend-02-tests-list-credit-1280');

  await page.goto(`${platformOrigin()}/dashboard/profile`);
  await page.getByText(credit).waitFor();
  await page.getByText(credit).scrollIntoViewIfNeeded();
  await page.context().close();
});
