import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { type Account, type Exam, graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { expectNoSidewaysScrollOnPhone } from './support/phone-layout.ts';
import { publishEvaluation } from './support/publish-evaluation.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// Exam rules in the editor, feedback that teaches and progress over time: a PTE summary over 75 words is
// warned about in the exam's terms; a released evaluation leads with the score against the desired score and shows
// the answer beside the tutor's revision word by word; the Progress page draws the evaluated tests. Attempts are
// started, submitted and published through the GraphQL API (as the candidate and the test's own tutor), and released
// by making their evaluation deadline due now (test clock), so that each test checks only its own screen. Each screen
// is also opened at 390 px, where it must not scroll sideways. Screenshots: test-results/screenshots/feedback-*.png.

/** A new candidate preparing for `exam` with a desired writing score of 7 (PTE: 79, its scale being 10-90). */
async function candidate(name: string, exam: Exam): Promise<Account> {
  const account = await newAccount(name);
  const writing = exam === 'PTE' ? '79' : '7';
  await graphqlAs(account, 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }', {
    input: { selectedExam: exam, targetScore: { reading: '', writing, listening: '', speaking: '' } },
  });
  return account;
}

type TestInfo = { id: string; sequence: number; unlocked: boolean; tasks: { key: string; title: string }[] };

async function unlockedTests(account: Account, exam: Exam): Promise<TestInfo[]> {
  const data = await graphqlAs<{ mockTests: TestInfo[] }>(
    account,
    'query($exam: ExamKey) { mockTests(exam: $exam) { id sequence unlocked tasks { key title } } }',
    { exam },
  );
  return data.mockTests.filter((test) => test.unlocked).sort((a, b) => a.sequence - b.sequence);
}

/** Buys Bronze for the exam with the simulated gateway's test card, so that more than the free test opens. */
async function buyBronze(account: Account, exam: Exam): Promise<void> {
  const { startPurchase } = await graphqlAs<{ startPurchase: { clientSecret: string; purchase: { id: string } } }>(
    account,
    'mutation($input: StartPurchaseInput!) { startPurchase(input: $input) { clientSecret purchase { id } } }',
    { input: { exam, plan: 'bronze' } },
  );
  const paid = await fetch(`${platformOrigin()}/simulated-gateway/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret: startPurchase.clientSecret, cardNumber: '4242424242424242' }),
  });
  expect(paid.ok).toBe(true);
  await expect
    .poll(async () => {
      const { confirmPurchase } = await graphqlAs<{ confirmPurchase: { status: string } }>(
        account,
        'mutation($id: ID!) { confirmPurchase(id: $id) { status } }',
        { id: startPurchase.purchase.id },
      );
      return confirmPurchase.status;
    })
    .toBe('SUCCEEDED');
}

async function startAndSubmit(account: Account, testId: string, answers: Record<string, string>): Promise<string> {
  const { startAttempt } = await graphqlAs<{ startAttempt: { id: string } }>(
    account,
    'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
    { id: testId },
  );
  const input = Object.entries(answers).map(([taskKey, text]) => ({ taskKey, text }));
  await graphqlAs(
    account,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      id: startAttempt.id,
      answers: input,
    },
  );
  return startAttempt.id;
}

/** Makes the published attempt's evaluation deadline due now, then waits until the candidate can read it. */
async function release(account: Account, attemptId: string): Promise<void> {
  expect(await makeTimerDueNow(attemptId)).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await graphqlAs<{ attempt: { evaluation: { id: string } | null } }>(
            account,
            'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
            { id: attemptId },
          )
        ).attempt.evaluation !== null,
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
}

const sentence = (words: number) =>
  `${Array.from({ length: words }, (_, index) => (index === 0 ? 'Cities' : index % 2 ? 'grow' : 'and')).join(' ')}.`;

test('a PTE summary over 75 words, or of two sentences, shows the warning that it would score zero', async () => {
  const account = await candidate('Pia Pte-Summary', 'PTE');
  // The advice and its consequences show to a candidate practising with hints (exam conditions show the count only).
  await graphqlAs(account, 'mutation { setPracticeWithHints(on: true) { practiceWithHints } }');
  const [first] = await unlockedTests(account, 'PTE');
  if (!first) throw new Error('No PTE test is open to a new candidate.');
  await graphqlAs(account, 'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }', { id: first.id });

  const page = await signedInPage(account, 'candidate', `/dashboard/writingtasks/${first.id}`, {
    name: 'feedback-pte-summary',
    bypassCSP: true,
  });
  const box = page.getByPlaceholder('Type your answer here...');
  await box.waitFor();
  await page.getByText('One sentence of 5–75 words, or the summary scores zero.').waitFor();

  await box.fill(sentence(98));
  await page.getByText('Words: 98').waitFor();
  const warning = page
    .getByRole('status')
    .filter({ hasText: 'Over 75 words: in the exam this summary would score zero.' });
  await warning.waitFor();
  await expectNoSidewaysScrollOnPhone(page, async (phonePage) => {
    // On a phone the answer is one tap away from the question.
    await phonePage.getByRole('tab', { name: 'Your answer' }).click();
    const phoneBox = phonePage.getByPlaceholder('Type your answer here...');
    await phoneBox.fill(sentence(98));
    await phonePage.getByText('Over 75 words: in the exam this summary would score zero.').waitFor();
  });

  await box.fill(`${sentence(20)} ${sentence(20)}`);
  await page.getByText('More than one sentence: in the exam this summary would score zero.').waitFor();
  expect(await warning.count()).toBe(0);

  await box.fill(sentence(40));
  await page.getByText('Words: 40').waitFor();
  expect(await page.getByText(/would score zero/).count()).toBe(0);
});

const task1Answer = 'The chart show how many people visited three museums. Overall the science museum grew fastest.';
const task2Answer = 'Some people thinks parks matter more than roads. I partly agree with this view.';

test('an evaluated answer leads with the score against the target, then shows the revision as a word diff', async () => {
  const account = await candidate('Dara Word-Diff', 'IELTSAcademic');
  const [first] = await unlockedTests(account, 'IELTSAcademic');
  if (!first) throw new Error('No IELTS Academic test is open to a new candidate.');
  const attemptId = await startAndSubmit(account, first.id, { task1: task1Answer, task2: task2Answer });
  const [title1, title2] = first.tasks.map((task) => task.title);
  const revised = `${title1}\n\n${task1Answer.replace('chart show', 'chart shows')}\n\n${title2}\n\n${task2Answer
    .replace('people thinks', 'people think')
    .replace('this view.', 'this view, for two reasons.')}`;
  await publishEvaluation(
    await newAccount('Tess Diffmarker', { role: 'TUTOR' }),
    attemptId,
    'IELTSAcademic',
    6,
    revised,
  );
  await release(account, attemptId);

  const page = await signedInPage(account, 'candidate', `/dashboard/writingtasks/${first.id}`, {
    name: 'feedback-evaluation',
    bypassCSP: true,
  });
  const evaluation = page.getByRole('article', { name: 'Evaluation' });
  await evaluation.getByText('Band 6').first().waitFor();

  // The score first, against the desired writing score of the profile.
  await evaluation.getByText('Your desired writing score: 7').waitFor();
  const table = evaluation.getByRole('table', { name: 'Scores per criterion' });
  await table.getByRole('columnheader', { name: 'Against your target (7)' }).waitFor();
  expect(await table.getByRole('cell', { name: '1 below' }).count()).toBe(8);

  // The answer beside the revision: removed words struck through, added words underlined, each labelled in words.
  await evaluation.getByText('Your tutor added 5 words and removed 2.').waitFor();
  const removed = evaluation.locator('del.diff-removed');
  const added = evaluation.locator('ins.diff-added');
  expect(await removed.allTextContents()).toEqual(['[removed: show]', '[removed: thinks]']);
  expect(await added.allTextContents()).toEqual(['[added: shows]', '[added: think]', '[added: , for two reasons]']);
  expect(await removed.first().evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe('line-through');
  expect(await added.first().evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe('underline');
  // The old 25-row read-only answer box is gone from the evaluated screen.
  expect(await page.getByPlaceholder('Type your answer here...').count()).toBe(0);

  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'feedback-01-evaluation');
  await expectNoSidewaysScrollOnPhone(page, (phonePage) =>
    phonePage.getByText('Your tutor added 5 words and removed 2.').waitFor(),
  );
});

test('the Progress page says what to do first, then draws three evaluated attempts against the target', async () => {
  const account = await candidate('Paz Progress-Chart', 'IELTSAcademic');
  const tutor = await newAccount('Theo Progressmarker', { role: 'TUTOR' });
  const page = await signedInPage(account, 'candidate', '/dashboard/writingtasks', {
    name: 'feedback-progress',
    bypassCSP: true,
  });

  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: 'Progress' }).click();
  await page.waitForURL('**/dashboard/progress');
  await page.getByRole('heading', { name: 'No evaluated tests yet' }).waitFor();
  await page.getByRole('link', { name: 'Start with Writing Tasks' }).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await expectNoSidewaysScrollOnPhone(page, (phonePage) =>
    phonePage.getByRole('heading', { name: 'No evaluated tests yet' }).waitFor(),
  );

  await buyBronze(account, 'IELTSAcademic');
  const tests = (await unlockedTests(account, 'IELTSAcademic')).slice(0, 3);
  expect(tests).toHaveLength(3);
  // Each criterion its own band, rising from test to test: Task 1's coherence a band above Task 2's, vocabulary a
  // band below; the rest equal, so that Task 2's Task Response, Coherence and Grammar lines coincide. The overall is
  // then Band 5.0, 6.0 and 7.0: the last equals the target of 7.
  const offsets: Record<string, number> = { 'task1:coherenceCohesion': 1, lexicalResource: -1 };
  for (const [index, test] of tests.entries()) {
    const attemptId = await startAndSubmit(account, test.id, { task1: task1Answer, task2: task2Answer });
    const base = 5 + index;
    await publishEvaluation(
      tutor,
      attemptId,
      'IELTSAcademic',
      (key, taskKey) => base + (offsets[`${taskKey}:${key}`] ?? offsets[key] ?? 0),
      `${task1Answer}\n\n${task2Answer}`,
    );
    await release(account, attemptId);
  }

  await page.reload();
  const section = page.getByRole('region', { name: /IELTS-Academic/ });
  await section.waitFor();
  await section.getByText('(3 evaluated tests)').waitFor();
  // A chart per task: the criteria IELTS scores in both tasks are two lines, one in each task's chart.
  const task1Card = section
    .locator('.progress-card')
    .filter({ has: page.getByRole('heading', { name: 'Task 1 criteria' }) });
  const task2Card = section
    .locator('.progress-card')
    .filter({ has: page.getByRole('heading', { name: 'Task 2 criteria' }) });
  const legendOf = (card: typeof task1Card) =>
    card.locator('.line-chart__legend-item:not(.line-chart__legend-item--target)');
  await task1Card.waitFor();
  expect(await legendOf(task1Card).allInnerTexts()).toEqual([
    'Task Achievement',
    'Coherence and Cohesion',
    'Lexical Resource',
    'Grammatical Range and Accuracy',
  ]);
  expect(await legendOf(task2Card).allInnerTexts()).toEqual([
    'Task Response',
    'Coherence and Cohesion',
    'Lexical Resource',
    'Grammatical Range and Accuracy',
  ]);
  expect(
    await section
      .locator('.line-chart__series')
      .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-series'))),
  ).toEqual([
    'overall',
    'task1:taskAchievement',
    'task1:coherenceCohesion',
    'task1:lexicalResource',
    'task1:grammaticalRangeAccuracy',
    'task2:taskResponse',
    'task2:coherenceCohesion',
    'task2:lexicalResource',
    'task2:grammaticalRangeAccuracy',
  ]);
  // The legend tells the lines apart without colour: each key shows its own marker shape and dash pattern.
  const keys = await section
    .locator('.progress-card')
    .nth(1)
    .locator('.line-chart__legend-item:not(.line-chart__legend-item--target) svg')
    .evaluateAll((svgs) =>
      svgs.map(
        (svg) =>
          `${svg.querySelector('line')?.getAttribute('stroke-dasharray') ?? 'solid'} ${
            svg
              .querySelector('path')
              ?.getAttribute('d')
              ?.replace(/[\d.-]+/g, '') ?? ''
          }`,
      ),
    );
  expect(new Set(keys).size).toBe(4);

  // The target: in each of the three charts, drawn last (over every line), inside the drawing, labelled, in the legend.
  expect(await section.locator('.line-chart__legend-item--target').allInnerTexts()).toEqual(
    Array(3).fill('Your target 7'),
  );
  await section.getByRole('img', { name: /overall score per evaluated test, against your target of 7/ }).waitFor();
  const targets = [];
  // Each chart in view in turn: what is drawn on top is read from the point on the screen.
  for (const chart of await section.locator('svg.line-chart__svg').all()) {
    await chart.scrollIntoViewIfNeeded();
    targets.push(
      await chart.evaluate((svg) => {
        const chart = svg.getBoundingClientRect();
        const line = svg.querySelector('.line-chart__target-line')?.getBoundingClientRect();
        const label = svg.querySelector('.line-chart__target-label');
        if (!line) return { drawn: false };
        // The first dash of the line, away from any marker: the element found there is the line itself when on top.
        const onTop = document.elementFromPoint(line.left + 3, line.top + line.height / 2);
        return {
          drawn: true,
          last: svg.lastElementChild?.classList.contains('line-chart__target') ?? false,
          inside:
            line.left >= chart.left &&
            line.right <= chart.right &&
            line.top >= chart.top &&
            line.bottom <= chart.bottom,
          visible:
            line.width > 100 &&
            getComputedStyle(svg.querySelector('.line-chart__target-line') as Element).visibility === 'visible',
          onTop: onTop?.classList.contains('line-chart__target-line') ?? false,
          label: label?.textContent,
        };
      }),
    );
  }
  expect(targets).toEqual(
    Array(3).fill({ drawn: true, last: true, inside: true, visible: true, onTop: true, label: 'Target7' }),
  );

  // Task 2's Task Response, Coherence and Grammar are all 5 in test #1: each line's marker still shows, side by side.
  const coinciding = ['task2:taskResponse', 'task2:coherenceCohesion', 'task2:grammaticalRangeAccuracy'];
  await task2Card.locator('svg.line-chart__svg').scrollIntoViewIfNeeded();
  const firstPoints = await task2Card.locator('svg.line-chart__svg').evaluate(
    (svg, keys) =>
      keys.map((key) => {
        const marker = svg.querySelector(`[data-series="${key}"] .line-chart__point path`);
        const box = marker?.getBoundingClientRect();
        if (!box) return { key, seen: false, y: 0 };
        const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          key,
          seen: found?.closest('[data-series]')?.getAttribute('data-series') === key,
          y: Math.round(box.top),
        };
      }),
    coinciding,
  );
  expect(firstPoints.map(({ key, seen }) => ({ key, seen }))).toEqual(coinciding.map((key) => ({ key, seen: true })));
  expect(new Set(firstPoints.map(({ y }) => y)).size).toBe(3);

  // The table gives every point as the evaluation does: the overall as 'Band 7.0', each criterion as '7 / 9'.
  const table = section.getByRole('table', { name: /scores by evaluated test/ });
  expect(await table.locator('thead th').allInnerTexts()).toEqual([
    'Test',
    'Submitted',
    'Overall',
    'Task 1 — Task Achievement',
    'Task 1 — Coherence and Cohesion',
    'Task 1 — Lexical Resource',
    'Task 1 — Grammatical Range and Accuracy',
    'Task 2 — Task Response',
    'Task 2 — Coherence and Cohesion',
    'Task 2 — Lexical Resource',
    'Task 2 — Grammatical Range and Accuracy',
  ]);
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBe(3);
  expect(await rows.allInnerTexts()).toEqual(
    [5, 6, 7].map((band, index) =>
      expect.stringMatching(
        new RegExp(
          `^#${index + 1} .*\\tBand ${band}\\.0\\t${[band, band + 1, band - 1, band, band, band, band - 1, band].map((score) => `${score} / 9`).join('\\t')}$`,
        ),
      ),
    ),
  );
  // A point's tooltip says what the table says.
  expect(
    await task2Card.locator('[data-series="task2:coherenceCohesion"] .line-chart__point title').allTextContents(),
  ).toEqual([
    '#1, Task 2 — Coherence and Cohesion: 5 / 9',
    '#2, Task 2 — Coherence and Cohesion: 6 / 9',
    '#3, Task 2 — Coherence and Cohesion: 7 / 9',
  ]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'feedback-02-progress');
  await expectNoSidewaysScrollOnPhone(page, async (phonePage) => {
    await phonePage.getByText('(3 evaluated tests)').waitFor();
    await phonePage.locator('.line-chart__target').first().waitFor();
    await snap(phonePage, 'feedback-02-progress-390');
  });
});
