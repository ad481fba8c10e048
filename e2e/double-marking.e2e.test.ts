import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { setTestClock } from './support/test-clocks.ts';

// Blind double-marking: the candidate's submission is drawn for a second marking (their test clock says ALWAYS), a
// tutor publishes the first evaluation, an admin takes the second marking from the queue's "Second markings" list
// and scores the answer without any trace of the first tutor's scores or words, and the Agreement screen compares
// the two. Reference screenshots: test-results/screenshots/double-marking-*.png at 1280 px.

// Only the first evaluation holds this word; the second marker's pages must not.
const firstFeedback = 'Tamarind: the overview misses the main trend of the chart.';

type Criterion = { taskKey: string | null; key: string; max: number; step: number };

/** The candidate submits the first open IELTS Academic test, drawn for a second marking; `tutor` publishes it. */
async function firstEvaluationPublished(candidate: Account, tutor: Account): Promise<string> {
  // The draw is made at submission: every one of this candidate's submissions is drawn.
  await setTestClock(candidate, { secondMarking: 'ALWAYS' });
  const { mockTests } = await graphqlAs<{
    mockTests: { id: string; unlocked: boolean; sequence: number; tasks: { key: string }[] }[];
  }>(candidate, 'query { mockTests(exam: IELTSAcademic) { id unlocked sequence tasks { key } } }');
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
    {
      id: startAttempt.id,
      answers: first.tasks.map((task) => ({ taskKey: task.key, text: 'Rail freight grew while road freight fell.' })),
    },
  );
  const { exams } = await graphqlAs<{ exams: { key: string; rubric: { criteria: Criterion[] } }[] }>(
    tutor,
    'query { exams { key rubric { criteria { taskKey key max step } } } }',
  );
  const rubric = exams.find((exam) => exam.key === 'IELTSAcademic')?.rubric.criteria ?? [];
  // Band 7 on every criterion.
  const criterionScores = first.tasks.flatMap((task) =>
    rubric
      .filter((criterion) => !criterion.taskKey || criterion.taskKey === task.key)
      .map((criterion) => ({ taskKey: task.key, criterion: criterion.key, score: 7 })),
  );
  await graphqlAs(
    tutor,
    'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
    {
      id: startAttempt.id,
      input: {
        criterionScores,
        strengths: [],
        weaknesses: [],
        areasOfImprovement: [],
        feedback: firstFeedback,
        revisedAnswer: '',
      },
    },
  );
  return startAttempt.id;
}

test('a second tutor marks blind and the admin reads the agreement figures', async () => {
  const candidateName = 'Dora Double-Marked';
  const candidate = await newAccount(candidateName, { exam: 'IELTSAcademic' });
  const firstTutor = await newAccount('Toni Firstmark', { role: 'TUTOR' });
  const secondMarker = await newAccount('Ada Secondmark', { role: 'ADMIN' });
  const attemptId = await firstEvaluationPublished(candidate, firstTutor);

  // The first marker has nothing to take: the entry is not theirs. (Other tests' drawn answers may be listed to any
  // other tutor, so the list is read for this candidate's entry.)
  const tutor = await signedInPage(firstTutor, 'tutor', '/tutor', { name: 'double-marking-tutor' });
  await tutor.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
  const tutorSection = tutor.getByRole('region', { name: 'Second markings' });
  await tutorSection
    .getByText('No answers are waiting for a second marking.')
    .or(tutorSection.getByRole('table'))
    .waitFor();
  expect(await tutorSection.getByRole('row', { name: new RegExp(candidateName) }).count()).toBe(0);
  await tutor.context().close();

  const admin = await signedInPage(secondMarker, 'tutor', '/tutor', { name: 'double-marking-admin', bypassCSP: true });
  await admin.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
  const section = admin.getByRole('region', { name: 'Second markings' });
  const row = section.getByRole('row', { name: new RegExp(candidateName) });
  await row.waitFor();
  expect(await row.getByText('Second marking', { exact: true }).count()).toBe(1);

  // The first answer's own grading page shows no trace of the first evaluation either.
  await admin.goto(`${platformOrigin()}/tutor/grade/${attemptId}`);
  await admin.getByRole('heading', { level: 1 }).first().waitFor();
  await admin.waitForLoadState('networkidle');
  expect(await admin.content()).not.toContain('Tamarind');

  await admin.goto(`${platformOrigin()}/tutor/`);
  await section
    .getByRole('row', { name: new RegExp(candidateName) })
    .getByRole('link', { name: /^Mark: second marking of / })
    .click();
  await admin.getByRole('heading', { name: 'Your scores' }).waitFor();
  await admin.getByText("The first tutor's evaluation is hidden from you").waitFor();
  expect(await admin.content()).not.toContain('Tamarind');
  // Every select starts empty: no score of the first marker is offered as a default.
  const selects = admin.locator('.second-marking-form select');
  const count = await selects.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) expect(await selects.nth(index).inputValue()).toBe('');
  await snap(admin, 'double-marking-01-blind-form-1280');
  expect(await seriousAccessibilityViolations(admin), 'Second marking page at 1280 px').toEqual([]);

  // Band 7 on the first select (agrees), 6 elsewhere (one step of the scale away).
  for (let index = 0; index < count; index += 1) await selects.nth(index).selectOption(index === 0 ? '7' : '6');
  await admin.getByLabel('Note for the admins (optional)').fill('Marked without seeing the first evaluation.');
  await admin.getByRole('button', { name: 'Publish second marking' }).click();
  await admin.getByRole('button', { name: 'Yes, publish' }).click();
  await admin.getByText('Second marking published.').waitFor();
  expect(await admin.content()).not.toContain('Tamarind');

  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agreement' }).click();
  await admin.getByRole('heading', { name: 'Marking agreement' }).waitFor();
  // The share drawn is the platform's (none on the shared platform: this candidate is drawn by their test clock).
  await admin.getByText('0 % of submissions are drawn').waitFor();
  const tutorRow = admin.getByRole('row', { name: /Toni Firstmark/ });
  await tutorRow.waitFor();
  const exact = `${Math.round((1 / count) * 100)} %`;
  expect(await tutorRow.textContent()).toContain(exact);
  expect(await tutorRow.textContent()).toContain('100 %');
  expect(await admin.getByRole('row', { name: /Ada Secondmark/ }).textContent()).toContain(exact);
  await admin.getByRole('row', { name: /Task Achievement/ }).waitFor();
  await snap(admin, 'double-marking-02-agreement-1280');
  expect(await seriousAccessibilityViolations(admin), 'Agreement at 1280 px').toEqual([]);
  await admin.context().close();
});
