import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { queueRow } from './support/queue-row.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { openAndStartGrading } from './support/start-grading.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// The walking skeleton end to end: a new candidate signs up and submits, a tutor grades and publishes, and once the
// evaluation deadline has passed (made due now by the test clock) the candidate reads the evaluation.

const task1Answer =
  'The chart compares how many hours a month people in four age groups in Eastmere volunteered in 2005 and 2020. ' +
  'Overall, the oldest and youngest groups gave more time in 2020, while the 25 to 44 group gave slightly less.';
const task2Answer =
  'Working from home has become common, and I believe it is mostly a positive change.\n\n' +
  'Firstly, staff save hours of commuting each week. Secondly, companies can hire people who live far away.';

test('a candidate submits, a tutor grades, the candidate reads the evaluation after the deadline', async () => {
  const email = `writer-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const candidate = await newPage({ name: 'journey-candidate' });

  // Sign up.
  await candidate.goto(`${platformOrigin()}/signup`);
  await candidate.getByLabel('Full name').fill('Wren Writer');
  await candidate.getByLabel('Email').fill(email);
  await candidate.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await candidate.getByLabel('Confirm Password').fill('s3cret-pass');
  await candidate.getByRole('button', { name: 'Sign Up' }).click();
  await candidate.waitForURL('**/dashboard/profile');
  await expect.poll(() => candidate.getByText(email).first().isVisible()).toBe(true);
  // New profiles default to OET (Nurses); this candidate prepares for IELTS Academic, and adds a second surname.
  await candidate.getByLabel('Target Exam').selectOption('IELTSAcademic');
  await candidate.getByLabel('Name', { exact: true }).fill('  Wren   Writer-Hale ');
  await candidate.getByRole('button', { name: 'Save' }).click();
  await candidate.getByText('Changes saved successfully.').waitFor();
  await candidate.reload();
  await expect
    .poll(() => candidate.getByLabel('Name', { exact: true }).inputValue(), { timeout: 10_000 })
    .toBe('Wren Writer-Hale');
  await candidate.locator('.sidebar').getByText('Wren Writer-Hale', { exact: true }).waitFor();

  // Pick the IELTS Academic tests and start the first one.
  await candidate.getByRole('link', { name: 'Writing Tasks' }).click();
  await candidate.getByRole('heading', { name: /Writing Mock Tests/ }).waitFor();
  await candidate
    .getByRole('button', { name: /Start test/ })
    .first()
    .waitFor();
  await candidate
    .getByRole('button', { name: /Start test/ })
    .first()
    .click();
  // The instructions page first: the clock starts at its Start Test.
  await candidate.getByRole('heading', { name: 'Instructions to candidates' }).waitFor();
  await candidate.getByRole('button', { name: 'Start Test', exact: true }).click();
  await candidate.waitForURL('**/dashboard/writingtasks/writing2**');

  const answerBox = candidate.getByPlaceholder('Type your answer here...');
  await answerBox.fill(task1Answer);
  const words = task1Answer.trim().split(/\s+/).length;
  await expect.poll(() => candidate.getByText(`Words: ${words}`).first().isVisible()).toBe(true);
  await candidate.getByRole('tab', { name: 'Part 2' }).click();
  await answerBox.fill(task2Answer);

  await candidate.getByRole('button', { name: 'Submit' }).click();
  const confirm = candidate.getByRole('dialog');
  await expect.poll(() => confirm.getByText(/You cannot change the answer once you submit it/).isVisible()).toBe(true);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await candidate.waitForURL('**/dashboard/writingtasks/success');
  await candidate.getByText('Test Submitted Successfully!').waitFor();
  await snap(candidate, 'journey-01-submitted');

  // Until a tutor publishes and the deadline passes, the candidate sees that the answer is under evaluation.
  await candidate.getByRole('link', { name: 'Go to Dashboard' }).click();
  await candidate
    .getByRole('button', { name: /View Feedback/ })
    .first()
    .click();
  await candidate.getByText(/under evaluation/).waitFor();
  expect(await candidate.getByPlaceholder('Type your answer here...').first().isEditable()).toBe(false);

  // A tutor grades in the back office.
  const tutor = await signedInPage(await newAccount('Jo Grader', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'journey-tutor',
  });
  // Tutors see the name as the candidate last saved it.
  const row = await queueRow(tutor, 'Wren Writer-Hale');
  await openAndStartGrading(tutor, row);
  await tutor.waitForURL('**/tutor/grade/*');
  const attemptId = tutor.url().split('/grade/')[1] ?? '';
  await tutor.getByText(task1Answer.slice(0, 40)).first().waitFor();

  // Claiming re-renders the form, so score once the criteria count is shown, then check every score took.
  await tutor.getByText('0 of 8 scores chosen').waitFor();
  // IELTS examiners give each criterion a whole band: the form offers no half bands.
  const bands = await tutor.locator('select').first().locator('option').allTextContents();
  expect(bands).toEqual(['Not scored', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  const task1Criteria = 4;
  for (const [index, select] of (await tutor.locator('select').all()).entries())
    await select.selectOption(index < task1Criteria ? '6' : '7');
  await tutor.getByText('8 of 8 scores chosen').waitFor();
  await tutor.getByRole('button', { name: 'Add strength' }).click();
  const strengths = tutor.getByRole('group', { name: 'Strengths' });
  await strengths.getByLabel('Label').fill('Overview');
  await strengths.getByLabel('Text').fill('A clear overview of the main trends.');
  await tutor.getByLabel('General Feedback').fill('Good control of trends; develop the second body paragraph.');
  // One revised answer per part, each starting as the candidate's answer to it: Task 1's box holds its own answer.
  const revisions = tutor.getByRole('group', { name: 'Revised Answer' });
  expect(await revisions.locator('textarea').count()).toBe(2);
  const [task1Box, task2Box] = await revisions.locator('textarea').all();
  expect(await task1Box?.inputValue()).toBe(task1Answer.trim());
  await task2Box?.fill(`${task2Answer}\nA revised closing sentence.`);
  await revisions.scrollIntoViewIfNeeded();
  await snap(tutor, 'journey-tutor-revised-answers');
  await tutor.getByRole('button', { name: 'Publish' }).click();
  await tutor.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await tutor.getByText('Evaluation published.').waitFor();

  // Once the deadline has passed the evaluation is released to the candidate.
  expect(await makeTimerDueNow(attemptId)).toBe(true);
  await expect
    .poll(
      async () => {
        await candidate.reload();
        // isVisible does not wait: give the reloaded page time to sign in and load the attempt.
        return candidate
          .getByRole('heading', { name: 'Score', exact: true })
          .waitFor({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
  await expect.poll(() => candidate.getByText('Band 6.5').first().isVisible()).toBe(true);
  // The band is the product's estimate and says how it is rounded.
  await expect.poll(() => candidate.getByText('Estimated writing band.').isVisible()).toBe(true);
  await expect
    .poll(() => candidate.getByText(/does not publish how it combines and rounds the task scores/).isVisible())
    .toBe(true);
  await expect.poll(() => candidate.getByText(/A clear overview of the main trends/).isVisible()).toBe(true);
  await expect.poll(() => candidate.getByText(/A revised closing sentence/).isVisible()).toBe(true);
  await snap(candidate, 'journey-02-evaluation');
});
