import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { expectNoSidewaysScrollOnPhone, phoneViewport } from './support/phone-layout.ts';
import { publishEvaluation } from './support/publish-evaluation.ts';
import { signedInPage } from './support/sessions.ts';
import { submitFirstTest } from './support/submit-first-test.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// The released evaluation leads with what to do: the score and the criteria against the target, then the general
// feedback and the strengths, weaknesses and areas of improvement within the next screenful, and only then the answer,
// under three tabs (Changes, Comments, Your answer) of which one is shown at a time. On a phone the Changes tab is one
// inline diff, not two stacked copies of the answer. The submission and the tutor's evaluation (with two anchored
// comments) go through the GraphQL API, and the release through the test clock, so the test checks only the
// candidate's screen, at 1280 x 800 and at 390 x 844. Screenshots: test-results/screenshots/evaluation-layout-*.png.

const answer =
  'Some people thinks parks matter more than roads. I partly agree with this view, because a city needs both. ' +
  'Roads carry goods and workers, while parks gives people a place to rest and play. '.repeat(8);
const revisedTask = answer.replace('people thinks', 'people think').replaceAll('parks gives', 'parks give');
const tabNames = ['Changes', 'Comments', 'Your answer'];

/** The page's vertical offset of an element's top or bottom edge (not the viewport's). */
const pageEdge = (page: Page, selector: string, edge: 'top' | 'bottom') =>
  page
    .locator(selector)
    .first()
    .evaluate((node, which) => node.getBoundingClientRect()[which as 'top' | 'bottom'] + window.scrollY, edge);

async function selectedTabs(page: Page): Promise<string[]> {
  return page
    .getByRole('tablist', { name: "Your answer and your tutor's work on it" })
    .locator('[role="tab"][aria-selected="true"]')
    .allTextContents();
}

async function checkLayout(page: Page, viewport: { width: number; height: number }, name: string): Promise<number> {
  const phone = viewport.width <= 720;
  const evaluation = page.getByRole('article', { name: 'Evaluation' });
  await evaluation.getByRole('heading', { name: 'Score', exact: true }).waitFor();
  await evaluation.getByText('Band 6').first().waitFor();

  // What to do comes right after the scores: the feedback's heading within a screenful below the criteria table.
  const table = evaluation.getByRole('table', { name: 'Scores per criterion' });
  await table.waitFor();
  const tableBottom = await pageEdge(page, '.score-table', 'bottom');
  const feedbackHeading = evaluation.getByRole('heading', { name: 'General Feedback', level: 3 });
  const feedbackTop = await feedbackHeading.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
  expect(feedbackTop).toBeGreaterThan(tableBottom);
  expect(feedbackTop - tableBottom).toBeLessThan(viewport.height);
  const headings = await evaluation.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.slice(0, 6)).toEqual([
    'Score',
    'General Feedback',
    'Strengths',
    'Weaknesses',
    'Areas of Improvement',
    'Revised Answer',
  ]);
  await evaluation.getByText('Good structure; check agreement.').waitFor();

  // Then one tab set over the answer, Changes chosen, its panel the only one rendered.
  const tablist = evaluation.getByRole('tablist', { name: "Your answer and your tutor's work on it" });
  expect(await tablist.getByRole('tab').allTextContents()).toEqual(tabNames);
  expect(await selectedTabs(page)).toEqual(['Changes']);
  // The three labels on one row, each on one line (its text one box, not two).
  const boxes = await tablist.getByRole('tab').evaluateAll((tabs) =>
    tabs.map((tab) => {
      const range = document.createRange();
      range.selectNodeContents(tab);
      return { top: Math.round(tab.getBoundingClientRect().top), lines: range.getClientRects().length };
    }),
  );
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  expect(boxes.map((box) => box.lines)).toEqual([1, 1, 1]);
  const panel = evaluation.getByRole('tabpanel');
  expect(await panel.count()).toBe(1);
  expect(await panel.getAttribute('aria-labelledby')).toBe(
    await tablist.getByRole('tab', { name: 'Changes' }).getAttribute('id'),
  );
  await panel.getByText('Your tutor added 9 words and removed 9.').waitFor();
  // Task 2's answer as revised: "thinks" and eight times "gives" replaced.
  expect(await panel.locator('del.diff-removed').allTextContents()).toEqual([
    '[removed: thinks]',
    ...Array(8).fill('[removed: gives]'),
  ]);
  if (phone) {
    // One inline diff per part: struck and underlined words in one column, no second copy of the answer.
    expect(await panel.locator('.answer-comparison__column').count()).toBe(0);
    expect(await panel.locator('.answer-comparison__text').count()).toBe(2);
    const inline = panel.getByRole('region', { name: "Your answer with the tutor's changes" }).last();
    expect(await inline.locator('del.diff-removed').count()).toBe(9);
    expect(await inline.locator('ins.diff-added').count()).toBe(9);
    expect(
      await inline
        .locator('del.diff-removed')
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('line-through');
    expect(
      await inline
        .locator('ins.diff-added')
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('underline');
  } else {
    // Side by side where there is room: each part's answer on the left, its revision on the right, at the same height.
    const columns = panel.locator('.answer-comparison__column');
    expect(await columns.count()).toBe(4);
    const [left, right] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    expect(left && right && right.x > left.x + left.width - 1 && Math.abs(right.y - left.y) < 2).toBe(true);
    expect(await panel.locator('ins.diff-added').count()).toBe(9);
  }
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `evaluation-layout-${name}-1-changes`);

  // A click on Comments: the tutor's comments on the marked passages, and nothing of the diff.
  await tablist.getByRole('tab', { name: 'Comments' }).click();
  expect(await selectedTabs(page)).toEqual(['Comments']);
  const comments = panel.getByRole('region', { name: 'Comments on your answer' });
  await comments.waitFor();
  expect(await comments.locator('mark').allTextContents()).toEqual(['people thinks', 'parks gives']);
  await comments.getByText('A plural subject takes "think".').waitFor();
  expect(await evaluation.locator('.answer-comparison, del.diff-removed').count()).toBe(0);
  expect(await evaluation.getByRole('tabpanel').count()).toBe(1);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `evaluation-layout-${name}-2-comments`);

  // A click on Your answer: the answer as written, unmarked.
  await tablist.getByRole('tab', { name: 'Your answer' }).click();
  expect(await selectedTabs(page)).toEqual(['Your answer']);
  const plain = panel.getByRole('region', { name: 'Your answer' });
  await plain.getByRole('heading', { name: 'Part 2', level: 4 }).waitFor();
  expect(await plain.locator('.answer-comparison__text').count()).toBe(2);
  expect(await plain.locator('.answer-comparison__text').first().textContent()).toBe(answer.trim());
  expect(await panel.locator('mark, del, ins').count()).toBe(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `evaluation-layout-${name}-3-answer`);

  // The arrow keys move between the tabs (round the ends), Home and End to the first and last; the focus follows.
  await tablist.getByRole('tab', { name: 'Changes' }).click();
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  for (const [key, expected] of [
    ['ArrowRight', 'Comments'],
    ['ArrowRight', 'Your answer'],
    ['ArrowRight', 'Changes'],
    ['ArrowLeft', 'Your answer'],
    ['Home', 'Changes'],
    ['End', 'Your answer'],
  ] as const) {
    await page.keyboard.press(key);
    expect(await selectedTabs(page)).toEqual([expected]);
    expect(await focused()).toBe(expected);
  }
  await page.keyboard.press('Home');
  await panel.getByText('Your tutor added 9 words and removed 9.').waitFor();

  return page.evaluate(() => document.documentElement.scrollHeight);
}

test('the evaluation leads with the score and the feedback, then the answer under three tabs, at 1280 px and 390 px', async () => {
  const candidate = await newAccount('Lena Layout-First', { exam: 'IELTSAcademic' });
  await graphqlAs(candidate, 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }', {
    input: { selectedExam: 'IELTSAcademic', targetScore: { reading: '', writing: '7', listening: '', speaking: '' } },
  });
  const attemptId = await submitFirstTest(candidate, 'IELTSAcademic', answer);
  const { attempt } = await graphqlAs<{ attempt: { mockTest: { id: string } } }>(
    candidate,
    'query($id: ID!) { attempt(id: $id) { mockTest { id } } }',
    { id: attemptId },
  );
  const at = (phrase: string) => ({ start: answer.indexOf(phrase), end: answer.indexOf(phrase) + phrase.length });
  await publishEvaluation(
    await newAccount('Tara Layoutmarker', { role: 'TUTOR' }),
    attemptId,
    'IELTSAcademic',
    6,
    `Part 1\n\n${answer.trim()}\n\nPart 2\n\n${revisedTask.trim()}`,
    [
      {
        taskKey: 'task1',
        ...at('people thinks'),
        criterion: 'grammaticalRangeAccuracy',
        text: 'A plural subject takes "think".',
      },
      { taskKey: 'task2', ...at('parks gives'), criterion: 'grammaticalRangeAccuracy', text: 'Parks give, not gives.' },
    ],
  );
  expect(await makeTimerDueNow(attemptId)).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await graphqlAs<{ attempt: { evaluation: { id: string } | null } }>(
            candidate,
            'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
            { id: attemptId },
          )
        ).attempt.evaluation !== null,
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);

  const path = `/dashboard/writingtasks/${attempt.mockTest.id}`;
  const wideViewport = { width: 1280, height: 800 };
  const wide = await signedInPage(candidate, 'candidate', path, {
    name: 'evaluation-layout-wide',
    bypassCSP: true,
    viewport: wideViewport,
  });
  const wideHeight = await checkLayout(wide, wideViewport, 'wide');
  console.log(`evaluation page height at 1280 px: ${wideHeight}px`);
  await expectNoSidewaysScrollOnPhone(wide, (phonePage) => phonePage.getByRole('tab', { name: 'Changes' }).waitFor());

  const phone = await signedInPage(candidate, 'candidate', path, {
    name: 'evaluation-layout-phone',
    bypassCSP: true,
    viewport: phoneViewport,
  });
  const phoneHeight = await checkLayout(phone, phoneViewport, 'phone');
  console.log(`evaluation page height at 390 px: ${phoneHeight}px`);
  // Nothing wider than the phone, on any of the three tabs.
  for (const tab of tabNames) {
    await phone.getByRole('tab', { name: tab }).click();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneViewport.width);
  }
});
