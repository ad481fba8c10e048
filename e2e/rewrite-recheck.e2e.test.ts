import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { expectNoSidewaysScrollOnPhone } from './support/phone-layout.ts';
import { signedInPage } from './support/sessions.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// Rewrite and recheck: a candidate whose evaluation is released rewrites the answer once, under the
// test's time limit; the rewrite reaches the tutors' queue as an item of its own; the tutor sees the original, the
// revised answer and the rewrite side by side and judges per criterion whether each weakness was fixed; the candidate
// then reads the verdicts and the updated estimate (from the tutor's new scores) once the recheck is released. The evaluated answer itself is made
// through the GraphQL API (as the anchored-comments journey does); the evaluation's deadline and the recheck's release
// are made due now by the test clock. Each screen is also opened at 390 px, where it must not scroll sideways.
// Screenshots: test-results/screenshots/rewrite-recheck-*.png.

const originalTask2 = 'Some people says cities should close roads to cars. This is good idea because pollution.';
const rewrittenTask2 =
  'Some people say that cities should close their central roads to cars. I agree, because fewer cars mean cleaner air and safer streets for children.';

// A long journey (two apps, three phone tabs, two accessibility scans): it needs more than the default 120 s when the
// machine is busy.
test('a released evaluation is rewritten once, rechecked per criterion by a tutor, and the verdicts reach the candidate', {
  timeout: 240_000,
}, async () => {
  const candidate = await newAccount('Rae Rewrite-Recheck');
  await graphqlAs(candidate, 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }', {
    input: { selectedExam: 'IELTSAcademic', targetScore: { reading: '', writing: '7', listening: '', speaking: '' } },
  });
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
    'mutation($id: ID!, $a: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $a) { id } }',
    {
      id: startAttempt.id,
      a: [
        { taskKey: 'task1', text: 'The chart shows museum visits rising between 2010 and 2020.' },
        { taskKey: 'task2', text: originalTask2 },
      ],
    },
  );

  // A tutor evaluates it through the API.
  const tutorAccount = await newAccount('Rex Rechecker', { role: 'TUTOR' });
  const { exams } = await graphqlAs<{
    exams: { key: string; rubric: { criteria: { key: string; taskKey: string | null }[] } }[];
  }>(tutorAccount, 'query { exams { key rubric { criteria { key taskKey } } } }');
  const criteria = exams.find((exam) => exam.key === 'IELTSAcademic')?.rubric.criteria ?? [];
  const criterionScores = ['task1', 'task2'].flatMap((taskKey) =>
    criteria
      .filter((criterion) => !criterion.taskKey || criterion.taskKey === taskKey)
      .map((criterion) => ({ taskKey, criterion: criterion.key, score: 5 })),
  );
  await graphqlAs(tutorAccount, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
    id: startAttempt.id,
  });
  await graphqlAs(
    tutorAccount,
    'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
    {
      id: startAttempt.id,
      input: {
        criterionScores,
        strengths: [{ label: 'Position', text: 'Your view is clear.' }],
        weaknesses: [{ label: 'Agreement', text: '"people says" should be "people say".' }],
        areasOfImprovement: [{ label: 'Reasons', text: 'Give each reason a full sentence.' }],
        feedback: 'A clear view; develop the reasons and check agreement.',
        revisedAnswer:
          'Some people say that cities should close their roads to cars. I agree, because it cuts pollution.',
      },
    },
  );
  // Its deadline made due now, the evaluation is released.
  expect(await makeTimerDueNow(startAttempt.id)).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await graphqlAs<{ attempt: { evaluation: { id: string } | null } }>(
            candidate,
            'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
            { id: startAttempt.id },
          )
        ).attempt.evaluation !== null,
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);

  // The candidate opens the released evaluation and starts the one rewrite.
  const page = await signedInPage(candidate, 'candidate', `/dashboard/writingtasks/${first.id}`, {
    name: 'rewrite-recheck-candidate',
    bypassCSP: true,
  });
  const panel = page.getByRole('region', { name: 'Rewrite and recheck' });
  await panel.getByText('You have the same time as the test (60 minutes)').waitFor();
  await panel.getByRole('link', { name: 'Rewrite this answer' }).click();

  // Its instructions first: nothing runs until Start the rewrite.
  await page.waitForURL('**/dashboard/writingtasks/rewrite/start?attempt=*');
  await page.getByText('counted from when you press Start the rewrite').waitFor();
  const before = await graphqlAs<{ attempt: { rewrite: unknown } }>(
    candidate,
    'query($id: ID!) { attempt(id: $id) { rewrite { id } } }',
    { id: startAttempt.id },
  );
  expect(before.attempt.rewrite).toBeNull();
  await snap(page, 'rewrite-recheck-00-instructions');
  await page.getByRole('button', { name: 'Start the rewrite' }).click();

  // The rewrite screen: the test's clock, the original answer in the box to improve, the feedback beside it and
  // neither the tutor's revision nor a model answer to copy.
  await page.waitForURL(/\/dashboard\/writingtasks\/rewrite\/(?!start)/);
  await page.getByRole('heading', { name: /^Rewrite: / }).waitFor();
  const feedback = page.getByRole('region', { name: "Your tutor's feedback to apply" });
  await feedback.getByText('"people says" should be "people say".').waitFor();
  await feedback.getByText('Give each reason a full sentence.').waitFor();
  const screen = (await page.locator('main').textContent()) ?? '';
  expect(screen).not.toContain('I agree, because it cuts pollution');
  expect(screen).not.toContain('Model answer');
  const timer = await page.getByRole('timer').textContent();
  expect(timer).toMatch(/^(60:00|59:5\d)$/);
  // The tests list offers the rewrite under way with its time left, and takes the candidate back to it.
  const rewriteUrl = page.url();
  await page.getByRole('link', { name: /All tests/ }).click();
  await page.getByRole('link', { name: /^Continue rewrite \((60|59) min left\)$/ }).click();
  await page.waitForURL(rewriteUrl);
  await page.getByRole('heading', { name: /^Rewrite: / }).waitFor();
  await page.getByRole('tab', { name: 'Part 2' }).click();
  const box = page.getByLabel('Your answer');
  expect(await box.inputValue()).toBe(originalTask2);
  await box.fill(rewrittenTask2);
  await snap(page, 'rewrite-recheck-00-writing');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await expectNoSidewaysScrollOnPhone(page, (phonePage) => phonePage.getByRole('timer').waitFor());
  await page.getByRole('button', { name: 'Submit rewrite' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Submit|Confirm|Yes/ })
    .click();

  // Back on the evaluation: the rewrite waits for its recheck, and a second rewrite is not offered.
  await page.waitForURL(/\/dashboard\/writingtasks\/writing\d\?test=/);
  await panel.getByText(/Rewrite submitted .* A tutor is rechecking it/).waitFor();
  // Until the recheck is released the tutor's revision stays put away, so that the rewrite is the candidate's own.
  await page.getByText("Your tutor's revised answer is put away while your rewrite waits for its recheck").waitFor();
  expect(await panel.getByRole('link', { name: 'Rewrite this answer' }).count()).toBe(0);
  await expect(
    graphqlAs(candidate, 'mutation($id: ID!) { startRewrite(attemptId: $id) { id } }', { id: startAttempt.id }),
  ).rejects.toThrow('already rewritten this answer');

  // The tutor finds it in the queue, marked as a rewrite, and rechecks it.
  const tutor = await signedInPage(tutorAccount, 'tutor', '/tutor', { name: 'rewrite-recheck-tutor', bypassCSP: true });
  const rewrites = tutor.getByRole('region', { name: 'Rewrites to recheck' });
  const row = rewrites.getByRole('row', { name: /Rae Rewrite-Recheck/ });
  await row.waitFor();
  await row.getByText('Rewrite', { exact: true }).waitFor();
  await row.getByRole('link', { name: 'Recheck' }).click();
  await tutor.getByRole('heading', { name: 'Recheck a rewrite' }).waitFor();
  const original = tutor.getByRole('region', { name: 'Original answer' });
  await original.getByText(originalTask2).waitFor();
  await tutor
    .getByRole('region', { name: 'Revised answer (evaluation)' })
    .getByText(/cuts pollution/)
    .waitFor();
  await tutor.getByRole('region', { name: 'Rewrite', exact: true }).getByText(rewrittenTask2).waitFor();
  await tutor.getByText('"people says" should be "people say".').waitFor();

  const groups = tutor.getByRole('group');
  const count = await groups.count();
  expect(count).toBe(criterionScores.length);
  for (let index = 0; index < count; index += 1) {
    await groups
      .nth(index)
      .getByLabel(index === 1 ? /Partly fixed/ : /^✓ Fixed$|Fixed$/)
      .first()
      .check();
  }
  await tutor
    .getByRole('textbox', { name: /Comment on Grammatical Range and Accuracy \(Part 2\)/ })
    .fill('Subject–verb agreement is right throughout now.');
  // Every score starts at the original's (5 here); the tutor raises what improved.
  const scoreSelect = (name: string) => tutor.getByRole('combobox', { name: `New score for ${name}` });
  expect(await scoreSelect('Grammatical Range and Accuracy (Part 2)').inputValue()).toBe('5');
  await scoreSelect('Grammatical Range and Accuracy (Part 2)').selectOption('7');
  await scoreSelect('Task Response (Part 2)').selectOption('7');
  await tutor.getByText('Every criterion scored below the maximum has a verdict.').waitFor();
  // The estimate the candidate will see follows the new scores as they are chosen.
  await tutor.getByText('Estimate with these scores: Band 5.5 (was Band 5.0)').waitFor();
  expect(await seriousAccessibilityViolations(tutor)).toEqual([]);
  await snap(tutor, 'rewrite-recheck-01-tutor');
  await expectNoSidewaysScrollOnPhone(tutor, (phonePage) =>
    phonePage.getByRole('heading', { name: 'Recheck a rewrite' }).waitFor(),
  );
  await tutor.getByRole('button', { name: 'Publish recheck' }).click();
  await tutor.getByRole('heading', { name: /Recheck published/ }).waitFor();
  await tutor.getByText('Updated estimate: Band 5.5 (was Band 5.0)').waitFor();

  // Once the recheck is released (its release made due now), the candidate reads the verdicts per criterion on the
  // evaluation view.
  const { attempt } = await graphqlAs<{ attempt: { rewrite: { id: string } | null } }>(
    candidate,
    'query($id: ID!) { attempt(id: $id) { rewrite { id } } }',
    { id: startAttempt.id },
  );
  if (!attempt.rewrite) throw new Error('The rewritten attempt has no rewrite.');
  expect(await makeTimerDueNow(`recheck:${attempt.rewrite.id}`)).toBe(true);
  await page.reload();
  const verdicts = panel.getByRole('table', { name: /recheck of your rewrite/ });
  await verdicts.waitFor();
  const agreement = verdicts.getByRole('row', { name: /Part 2 Grammatical Range and Accuracy/ });
  await agreement.getByText('Fixed').waitFor();
  await agreement.getByText('Subject–verb agreement is right throughout now.').waitFor();
  await verdicts.getByRole('row').nth(2).getByText('Partly fixed').waitFor();
  // With the verdicts, the updated estimate from the tutor's new scores beside the original's.
  await panel.getByText('Updated estimate: Band 5.5 (was Band 5.0)').waitFor();
  await panel.getByText('Your rewrite', { exact: true }).click();
  await panel.getByText(rewrittenTask2).waitFor();
  // With the recheck released, the revision is back.
  await page.getByText(/Your tutor added \d+ words? and removed \d+/).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await snap(page, 'rewrite-recheck-02-verdicts');
  await expectNoSidewaysScrollOnPhone(page, async (phonePage) => {
    const phonePanel = phonePage.getByRole('region', { name: 'Rewrite and recheck' });
    await phonePanel.getByRole('table').waitFor();
    await phonePanel.scrollIntoViewIfNeeded();
  });
});
