import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { queueRow } from './support/queue-row.ts';
import { signedInPage } from './support/sessions.ts';
import { openAndStartGrading } from './support/start-grading.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// TOEFL Build a Sentence from the candidate's first press to the released result: one item per screen, blanks filled
// by click, by keyboard and by drag, an extra word among the words, kept over a reload, handed in before the written
// tasks; the tutor reads the server's score
// and marks only the email and the discussion; the candidate sees each verdict with the correct order and the band
// that counts it, labelled an estimate. The release follows the evaluation deadline, made due now by the test clock
// once the tutor has published. Reference screenshots: test-results/screenshots/build-sentence-*.png.
const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

type Item = { context: string; reply: string; chunks: string[]; distractor?: string };
const toefl01 = JSON.parse(
  readFileSync(new URL('../services/core/content/toefl/test-01.json', import.meta.url), 'utf8'),
) as { tasks: { key: string; items?: Item[] }[] };
const items = toefl01.tasks.find((task) => task.key === 'buildSentence')?.items ?? [];

const pool = (page: Page, n: number) => page.getByRole('group', { name: `Words and phrases for reply ${n}` });
const reply = (page: Page, n: number) => page.getByRole('group', { name: `Your reply ${n}` });
const chunkButton = (group: Locator, chunk: string) =>
  group.getByRole('button', { name: `${chunk}: press to add it to your reply`, exact: true });

/** The placed words of reply n as the data writes them (the first word of a reply is shown capitalised). */
async function placedText(page: Page, n: number): Promise<string> {
  return (await reply(page, n).locator('.chunk').allTextContents()).join(' ').toLowerCase();
}

const lower = (words: string[]) => words.join(' ').toLowerCase();

/** The reply with its blanks filled, as the result screen writes it. */
const filled = (item: Item) => {
  let next = 0;
  const text = item.reply.replace(/_/g, () => item.chunks[next++] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

async function goToItem(page: Page, n: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Build a Sentence items' })
    .getByRole('button', { name: `Item ${n}` })
    .click();
  await page.getByText(`Item ${n} of 10`, { exact: false }).waitFor();
}

/** The screen's reference screenshot at 1280 px, then the phone layout: nothing wider than 390 px. */
async function snapAndCheckPhone(page: Page, name: string): Promise<void> {
  await snap(page, name);
  await page.setViewportSize(phone);
  await page.locator('.sidebar').evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(phone.width);
  await page.setViewportSize(wide);
}

async function submitStep(page: Page, next: string): Promise<void> {
  await page.getByRole('button', { name: 'Submit and continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByText(next, { exact: true }).waitFor();
}

test('a candidate builds replies by click, keyboard and drag; the tutor sees the score; the result comes back', {
  // A long journey through two apps: room for a loaded machine (2 cores, files running side by side).
  timeout: 300_000,
}, async () => {
  expect(items.length).toBeGreaterThanOrEqual(10);
  const [first, second, third, fourth] = items;
  if (!first || !second || !third || !fourth) throw new Error('toefl-01 has fewer than four items');
  const candidateName = 'Bianca Builder-Chunks';
  const candidate = await newAccount(candidateName);
  const page = await signedInPage(candidate, 'candidate', '/dashboard/profile', {
    name: 'build-sentence-candidate',
    viewport: wide,
  });
  // The new profile prepares for another exam: the candidate picks TOEFL once the profile has loaded.
  await page.getByText(candidate.email).first().waitFor();
  await page.getByLabel('Target Exam').selectOption('TOFEL');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Changes saved successfully.').first().waitFor();
  await page.getByRole('link', { name: 'Writing Tasks' }).click();
  await page.locator('.test-row').first().getByRole('button', { name: 'Start test' }).click();
  await page.getByRole('button', { name: 'Start Test', exact: true }).click();
  await page.getByText('Task 1 of 3', { exact: true }).waitFor();
  await page.getByText(first.context).waitFor();
  await page.getByText('Item 1 of 10 · Replies complete: 0 of 10').waitFor();
  // One item per screen: the second message is not shown yet.
  expect(await page.getByText(second.context).count()).toBe(0);
  // The words are shown shuffled, never already in their correct order, the extra word among them.
  const firstTiles = await pool(page, 1).getByRole('button').allTextContents();
  expect(firstTiles.join(' ')).not.toBe(first.chunks.join(' '));
  expect(firstTiles).toHaveLength(first.chunks.length + (first.distractor ? 1 : 0));

  // Reply 1 by clicking; reply 2 by keyboard (Enter, then Space); reply 3 by dragging into the reply.
  for (const chunk of first.chunks) await chunkButton(pool(page, 1), chunk).click();
  expect(await placedText(page, 1)).toBe(lower(first.chunks));
  await page.getByRole('button', { name: 'Next item' }).click();
  await page.getByText(second.context).waitFor();
  for (const [index, chunk] of second.chunks.entries()) {
    await chunkButton(pool(page, 2), chunk).focus();
    await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
  }
  expect(await placedText(page, 2)).toBe(lower(second.chunks));
  await goToItem(page, 3);
  // Dropped on the reply's given words, a word goes to the first empty blank (dropped on a placed word, before it).
  const given = reply(page, 3).locator('.build-sentence__given').first();
  for (const chunk of third.chunks) await chunkButton(pool(page, 3), chunk).dragTo(given);
  expect(await placedText(page, 3)).toBe(lower(third.chunks));
  // Reply 4 wrong for sure: its extra word in the last blank (reversed when it has none); a placed word pressed again
  // goes back to the words below.
  await goToItem(page, 4);
  const wrong = fourth.distractor ? [...fourth.chunks.slice(0, -1), fourth.distractor] : fourth.chunks.toReversed();
  for (const chunk of wrong) await chunkButton(pool(page, 4), chunk).click();
  await reply(page, 4).locator('.chunk').last().click();
  await chunkButton(pool(page, 4), wrong.at(-1) ?? '').click();
  expect(await placedText(page, 4)).toBe(lower(wrong));
  await page.getByText('Replies complete: 4 of 10', { exact: false }).waitFor();
  await snapAndCheckPhone(page, 'build-sentence-01-answering');

  // Autosaved: a reload keeps every reply as built.
  await page.locator('.task-actions').getByText('Saved', { exact: true }).waitFor();
  await page.reload();
  await page.getByText('Replies complete: 4 of 10', { exact: false }).waitFor();
  await goToItem(page, 3);
  expect(await placedText(page, 3)).toBe(lower(third.chunks));

  await submitStep(page, 'Task 2 of 3');
  await page.getByPlaceholder('Type your answer here...').fill('Dear Ms Ortiz, thank you for the notes from Monday.');
  await submitStep(page, 'Task 3 of 3');
  await page.getByPlaceholder('Type your answer here...').fill('I think the library should stay open late.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/dashboard/writingtasks/success');

  // A tutor reads the server's score and marks the two written tasks; the preview counts Build a Sentence.
  const tutorAccount = await newAccount('Tobias Tutor-Chunks', { role: 'TUTOR' });
  const tutor = await signedInPage(tutorAccount, 'tutor', '/tutor', {
    name: 'build-sentence-tutor',
    viewport: { width: 1400, height: 1000 },
  });
  await openAndStartGrading(tutor, await queueRow(tutor, candidateName));
  await tutor.waitForURL('**/tutor/grade/*');
  const attemptId = tutor.url().split('/grade/')[1] ?? '';
  await tutor.getByText('Build a Sentence: 3 of 10 right', { exact: false }).waitFor();
  // The scores form renders beside the task panels: wait for it before counting its fields.
  await tutor.locator('.score-grid select').first().waitFor();
  const selects = await tutor.locator('.score-grid select').all();
  expect(selects).toHaveLength(2);
  for (const select of selects) await select.selectOption('4');
  // Ratings 4 and 4 with 3 of 10 right (1.5), Build a Sentence a quarter: 3 + 0.375 = 3.375, read as the listed 3.5,
  // Band 4.5 by ETS's concordance points (Band 5.0 without the task).
  await tutor.getByText('Band 4.5', { exact: false }).first().waitFor();
  await tutor.getByLabel('General Feedback').fill('Clear replies; check word order in questions.');
  await tutor.getByRole('button', { name: 'Publish' }).click();
  await tutor.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await tutor.waitForURL(/\/tutor\/?(\?.*)?$/);

  // The deadline passes (made due now): the release. The candidate then sees every verdict, the correct order of a
  // wrong reply, and the estimate.
  expect(await makeTimerDueNow(attemptId)).toBe(true);
  await page.goBack();
  await expect
    .poll(
      async () => {
        await page.reload();
        // The screen loads after the reload: give it a moment before saying the result is not there yet.
        return page
          .getByRole('heading', { name: 'Build a Sentence: 3 of 10 right' })
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(true);
  await page.getByText('Estimated TOEFL writing band').waitFor();
  await page.getByText('Band 4.5', { exact: true }).first().waitFor();
  await page.getByText('which counts for a quarter, its share of the section’s time', { exact: false }).waitFor();
  const results = page.locator('.build-sentence--result .build-sentence__item');
  expect(await results.nth(0).textContent()).toContain('Right');
  expect(await results.nth(3).textContent()).toContain('Wrong');
  expect(await results.nth(3).textContent()).toContain(`Correct reply: ${filled(fourth)}`);
  expect(await results.nth(5).textContent()).toContain('No answer');
  await snapAndCheckPhone(page, 'build-sentence-02-released');
  await page.context().close();
  await tutor.context().close();
});
