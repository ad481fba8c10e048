import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { signedInPage } from './support/sessions.ts';
import { setTestClock } from './support/test-clocks.ts';

// The candidate's answer is never lost at submit or at time-up: a submit pressed while an autosave is on its way,
// and the end of the writing time with a connection that fails once. The time-up test is about the clock on screen
// reaching 00:00, so its candidate's writing time is shortened (test clock) to `writingSeconds` and the test waits
// for it. Screenshots: test-results/screenshots/exam-day-*.png.
const writingSeconds = 15;

function operationOf(request: Request): string | undefined {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return undefined;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName;
}

/** A request held by the test until it lets it go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** From the tests list, starts the first IELTS Academic test (free for everyone): two parts, no reading time. */
async function startIeltsTest(page: Page): Promise<string> {
  const start = page.getByRole('button', { name: /Start test/ }).first();
  await start.waitFor();
  await start.click();
  // The instructions come first; the clock starts at their Start Test.
  await page.getByRole('button', { name: 'Start Test', exact: true }).click();
  await page.waitForURL(/\/dashboard\/writingtasks\/writing[123]\?test=/);
  await page.getByPlaceholder('Type your answer here...').waitFor();
  return page.url();
}

/** The submitted attempt as a fresh load of its task screen shows it: read-only, with both parts' stored text. */
async function storedAnswers(page: Page, taskUrl: string): Promise<string[]> {
  await page.goto(taskUrl);
  await page.getByText('Your answer has been submitted and can no longer be changed.').waitFor();
  const box = page.getByPlaceholder('Type your answer here...');
  expect(await box.isEditable()).toBe(false);
  const part1 = await box.inputValue();
  await page.getByRole('tab', { name: 'Part 2' }).click();
  await expect.poll(() => box.inputValue()).not.toBe(part1);
  return [part1, await box.inputValue()];
}

const part1Start = 'The bar chart compares the number of visitors to three museums in Eastmere between 2010 and 2020.';
const part1Full = `${part1Start} Overall, the science museum grew fastest, while the art gallery lost visitors.`;
const part2Text = 'Some people think cities should spend more on parks than on roads. I partly agree with this view.';

test('a submit confirmed while an autosave is on its way waits for it, and the whole text is stored', async () => {
  // The exam's own hour of writing: nothing here waits for the clock.
  const candidate = await newAccount('Sana Submit', { exam: 'IELTSAcademic' });
  const page = await signedInPage(candidate, 'candidate', '/dashboard/writingtasks', { name: 'exam-day-submit' });
  const taskUrl = await startIeltsTest(page);

  // The first autosave is held on its way until Submit has been confirmed.
  const network: string[] = [];
  const firstSave = gate();
  let saves = 0;
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) === 'SaveDraft' && ++saves === 1) await firstSave.opened;
    await route.continue();
  });
  page.on('request', (request) => {
    const operation = operationOf(request);
    if (operation === 'SaveDraft' || operation === 'SubmitAttempt') network.push(`${operation} sent`);
  });
  page.on('requestfinished', (request) => {
    if (operationOf(request) === 'SaveDraft') network.push('SaveDraft answered');
  });

  const box = page.getByPlaceholder('Type your answer here...');
  const saveSent = page.waitForRequest((request) => operationOf(request) === 'SaveDraft');
  await box.fill(part1Start);
  await saveSent;
  await page.getByText('Saving…').waitFor();
  // More text after the autosave left: only the submit can carry it.
  await box.fill(part1Full);
  await page.getByRole('tab', { name: 'Part 2' }).click();
  await box.fill(part2Text);

  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'Submitting…' }).waitFor();
  expect(network).toEqual(['SaveDraft sent']);
  firstSave.open();

  await page.waitForURL('**/dashboard/writingtasks/success');
  await page.getByText('Test Submitted Successfully!').waitFor();
  // The submit left only once the autosave had its answer, so it reached the server last.
  expect(network).toEqual(['SaveDraft sent', 'SaveDraft answered', 'SubmitAttempt sent']);

  await page.unrouteAll({ behavior: 'wait' });
  expect(await storedAnswers(page, taskUrl)).toEqual([part1Full, part2Text]);
});

test('at 00:00 the editor locks and the text on screen is submitted, sent again after a lost connection', async () => {
  const candidate = await newAccount('Tomas Timeup', { exam: 'IELTSAcademic' });
  await setTestClock(candidate, { writingSeconds });
  const page = await signedInPage(candidate, 'candidate', '/dashboard/writingtasks', { name: 'exam-day-time-up' });
  // Autosave cannot reach the server, so only the time-up submit can deliver the text. Its first try is held, then
  // lost; the second is held until the screen has been checked.
  const tries = [gate(), gate()];
  let submits = 0;
  await page.route('**/graphql', async (route) => {
    const operation = operationOf(route.request());
    if (operation === 'SaveDraft') return route.abort('internetdisconnected');
    if (operation === 'SubmitAttempt') {
      const attempt = submits++;
      await tries[attempt]?.opened;
      if (attempt === 0) return route.abort('internetdisconnected');
    }
    await route.continue();
  });
  const taskUrl = await startIeltsTest(page);

  const box = page.getByPlaceholder('Type your answer here...');
  await box.fill(part1Full);
  await page.getByRole('tab', { name: 'Part 2' }).click();
  await box.fill(part2Text);
  await page.getByText('Not saved — will retry').waitFor();
  await snap(page, 'exam-day-01-writing-offline');

  await page
    .getByRole('timer')
    .filter({ hasText: '00:00' })
    .waitFor({ timeout: (writingSeconds + 20) * 1000 });
  await page.getByText('Time is up. Your answer is being sent for evaluation…').waitFor();
  expect(await box.isEditable()).toBe(false);
  expect(await page.getByRole('dialog').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Submitting…' }).isDisabled()).toBe(true);
  await snap(page, 'exam-day-02-time-up-sending');

  tries[0]?.open();
  await page.getByText(/The server cannot be reached at the moment, so we keep trying/).waitFor();
  expect(await box.isEditable()).toBe(false);

  tries[1]?.open();
  await page.waitForURL('**/dashboard/writingtasks/success');
  await page.getByText('Test Submitted Successfully!').waitFor();

  await page.unrouteAll({ behavior: 'wait' });
  expect(await storedAnswers(page, taskUrl)).toEqual([part1Full, part2Text]);
});
