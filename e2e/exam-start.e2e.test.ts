import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { type Account, type Exam, graphqlAs, newAccount } from './support/accounts.ts';
import { newPage, snap } from './support/browser.ts';
import { expectPhoneTabs, expectSplitInView } from './support/exam-layout.ts';
import { signedInPage, storeSession } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';

// Starting a test: every exam's instructions page comes first and the clock starts only at its Start Test; a test in
// progress reopens on its task screen with the time it has left; leaving a running test asks first; an unknown
// dashboard address stays inside the dashboard. Screenshots: test-results/screenshots/exam-start-*.png.

const wide = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** Where the candidate answers: the answer box, or TOEFL's Build a Sentence (its first task). */
const taskArea = (page: Page) => page.locator('.answer-box__input, .build-sentence').first();

/**
 * TOEFL runs its tasks one after the other, so no tabs for the parts: at 390 px the "Task 1 of 3" line shows its whole
 * task title ("Build a Sentence"), nothing cut off.
 */
async function expectTaskStepWholeOnAPhone(page: Page): Promise<void> {
  await page.setViewportSize(phone);
  expect(await page.getByRole('tablist', { name: 'Parts of the test' }).count()).toBe(0);
  const line = page.locator('.task-step__line');
  await line.getByText('Task 1 of 3').waitFor();
  const clipped = () =>
    line.evaluate((row) =>
      [row, ...row.querySelectorAll('span')]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => (element === row ? 'the step line' : element.textContent)),
    );
  await expect.poll(clipped).toEqual([]);
  await page.setViewportSize(wide);
}

/** The candidate's target exam, set through the API (the profile form is not what these tests are about). */
async function chooseExam(account: Account, exam: Exam): Promise<void> {
  await graphqlAs(account, 'mutation ($exam: ExamKey!) { updateMyProfile(input: { selectedExam: $exam }) { id } }', {
    exam,
  });
}

/** The first row's action on the tests list ('Start test', 'Continue test', ...), the list opened afresh. */
async function firstRowAction(page: Page): Promise<string> {
  await page.goto(`${platformOrigin()}/dashboard/writingtasks`);
  const action = page.locator('.test-row').first().getByRole('button');
  await action.waitFor();
  return (await action.textContent()) ?? '';
}

function seconds(clock: string): number {
  const [minutes = 0, secs = 0] = clock.split(':').map(Number);
  return minutes * 60 + secs;
}

const exams = [
  {
    key: 'IELTSAcademic',
    id: 'ielts-academic-01',
    paper: 'IELTS Academic Writing',
    time: '1 hour',
    minutes: 60,
    lines: [
      'Answer both parts.',
      'You can change your answers at any time during the test.',
      'Part 2 contributes twice as much as Part 1 to the writing score.',
      'The test clock will show you when there are 10 minutes and 5 minutes remaining.',
    ],
  },
  {
    key: 'IELTSGeneral',
    id: 'ielts-general-01',
    paper: 'IELTS General Training Writing',
    time: '1 hour',
    minutes: 60,
    lines: ['Part 2 contributes twice as much as Part 1 to the writing score.', 'at least 150 words for Part 1'],
  },
  {
    key: 'OETNurses',
    id: 'oet-nurses-01',
    paper: 'OET Writing Sub-test: Nursing',
    time: '45 minutes',
    minutes: 45,
    lines: ['For the first 5 minutes you can read the case notes but not type.', 'about 180 to 200 words'],
  },
  {
    key: 'OETDoctors',
    id: 'oet-doctors-01',
    paper: 'OET Writing Sub-test: Medicine',
    time: '45 minutes',
    minutes: 45,
    lines: ['For the first 5 minutes you can read the case notes but not type.', 'about 180 to 200 words'],
  },
  {
    key: 'PTE',
    id: 'pte-01',
    paper: 'PTE Academic Writing',
    time: '30 minutes',
    minutes: 30,
    lines: ['Write the summary as one sentence of 5 to 75 words.', 'Write the essay in 200 to 300 words.'],
  },
  {
    key: 'TOFEL',
    id: 'toefl-01',
    paper: 'TOEFL iBT Writing',
    time: '23 minutes',
    minutes: 23,
    lines: [
      'Answer three tasks in order: Build a Sentence, Write an Email, then Academic Discussion.',
      'write at least 100 words',
    ],
  },
] as const;

test('every exam starts through its instructions page, and its clock only at Start Test', {
  timeout: 600_000,
}, async () => {
  const account = await newAccount('Ines Intro');
  const page = await signedInPage(account, 'candidate', '/dashboard/writingtasks', { name: 'exam-start-intro' });
  // Going to another address while a test runs: the browser asks (see the next test), and this test leaves.
  page.on('dialog', (question) => void (question.type() === 'beforeunload' ? question.accept() : question.dismiss()));

  for (const exam of exams) {
    await chooseExam(account, exam.key);
    expect(await firstRowAction(page)).toBe('Start test');
    await page.locator('.test-row').first().getByRole('button', { name: 'Start test' }).click();
    await page.waitForURL(`**/dashboard/writingtasks/${exam.id}/intro`);
    await page.getByRole('heading', { name: 'Instructions to candidates' }).waitFor();
    await page.getByText(exam.paper, { exact: true }).waitFor();
    await page.getByText(exam.time, { exact: true }).waitFor();
    for (const line of exam.lines) await page.getByText(line).first().waitFor();
    await page
      .getByText('The clock starts when you press Start Test and keeps running if you leave the test.')
      .waitFor();
    if (exam.key === 'IELTSAcademic') await snap(page, 'exam-start-01-intro-ielts-academic');

    // Opening the instructions, or the task screen's address itself, starts nothing.
    await page.goto(`${platformOrigin()}/dashboard/writingtasks/${exam.id}`);
    await page.waitForURL(`**/dashboard/writingtasks/${exam.id}/intro`);
    await page.getByRole('button', { name: 'Start Test', exact: true }).waitFor();
    expect(await firstRowAction(page)).toBe('Start test');

    // Start Test starts the clock: the task screen shows the test's whole time, less the seconds since the press.
    await page.locator('.test-row').first().getByRole('button', { name: 'Start test' }).click();
    await page.getByRole('button', { name: 'Start Test', exact: true }).click();
    await page.waitForURL(/\/dashboard\/writingtasks\/writing[123]\?test=/);
    expect(page.url()).toContain(`test=${exam.id}`);
    const clock = page.getByRole('timer').first();
    await clock.waitFor();
    await taskArea(page).waitFor();
    if (exam.key === 'TOFEL') await expectTaskStepWholeOnAPhone(page);
    // One split layout for every exam: the question and the answer both in view at 1280x800, tabs on a phone.
    if (exam.key !== 'IELTSGeneral' && exam.key !== 'OETDoctors') await expectSplitInView(page);
    if (exam.key === 'IELTSAcademic' || exam.key === 'OETNurses' || exam.key === 'PTE') await expectPhoneTabs(page);
    const total = exam.minutes * 60;
    await expect.poll(async () => seconds((await clock.textContent()) ?? '')).toBeGreaterThan(0);
    expect(seconds((await clock.textContent()) ?? '')).toBeLessThanOrEqual(total);

    // In progress: the list offers Continue test, which opens the task screen straight away with the time left.
    expect(await firstRowAction(page)).toBe('Continue test');
    await page.locator('.test-row').first().getByRole('button', { name: 'Continue test' }).click();
    await page.waitForURL(/\/dashboard\/writingtasks\/writing[123]\?test=/);
    await taskArea(page).waitFor();
    const left = seconds((await page.getByRole('timer').first().textContent()) ?? '');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(total);
    // The instructions page of a test in progress sends to its task screen too.
    await page.goto(`${platformOrigin()}/dashboard/writingtasks/${exam.id}/intro`);
    await page.waitForURL(/\/dashboard\/writingtasks\/writing[123]\?test=/);
    await page.getByRole('timer').first().waitFor();
  }
  await page.close();
});

test('leaving a running test asks first and says the clock keeps running', { timeout: 300_000 }, async () => {
  const account = await newAccount('Lena Leave', { exam: 'IELTSAcademic' });
  const page = await signedInPage(account, 'candidate', '/dashboard/writingtasks', { name: 'exam-start-leave' });
  await firstRowAction(page);
  await page.locator('.test-row').first().getByRole('button', { name: 'Start test' }).click();
  await page.getByRole('button', { name: 'Start Test', exact: true }).click();
  const box = page.getByPlaceholder('Type your answer here...');
  await box.waitFor();
  // Every task box is as in the computer-delivered exam: no spellcheck, autocorrect, autocapitalize or autocomplete.
  expect(await box.getAttribute('spellcheck')).toBe('false');
  expect(await box.getAttribute('autocorrect')).toBe('off');
  expect(await box.getAttribute('autocapitalize')).toBe('off');
  expect(await box.getAttribute('autocomplete')).toBe('off');
  await box.fill('The chart shows how many people visited three museums.');
  const taskUrl = page.url();

  const dialog = page.getByRole('dialog', { name: 'Leave the test?' });
  // A sidebar link: the question, and No keeps the candidate on the test.
  await page.getByRole('link', { name: 'My Profile' }).click();
  await dialog.waitFor();
  await dialog.getByText('The clock keeps running').waitFor();
  await snap(page, 'exam-start-02-leave-confirm');
  await dialog.getByRole('button', { name: 'Stay in the test' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(taskUrl);
  expect(await box.inputValue()).toBe('The chart shows how many people visited three museums.');

  // The browser's back button asks too.
  await page.goBack();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Stay in the test' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(taskUrl);

  // Upgrade: leaving when confirmed.
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Leave the test' }).click();
  await page.waitForURL('**/dashboard/upgrade');

  // Back on the test (Continue test), reloading or closing the tab asks the browser's own question.
  expect(await firstRowAction(page)).toBe('Continue test');
  await page.locator('.test-row').first().getByRole('button', { name: 'Continue test' }).click();
  await box.waitFor();
  await box.click();
  await box.press('End');
  await box.pressSequentially(' More.');
  const beforeUnload = new Promise<string>((resolve) => {
    page.once('dialog', (question) => {
      resolve(question.type());
      void question.dismiss();
    });
    // Without a question the page reloads; the test then fails here rather than at its time limit.
    page.once('load', () => resolve('no question: the page reloaded'));
  });
  // Dismissed, the reload never happens: Playwright's promise of it only ends with the page.
  void page.reload().catch(() => null);
  expect(await beforeUnload).toBe('beforeunload');
  expect(page.url()).toBe(taskUrl);
  await box.waitFor();

  // Logout asks as well; confirmed, it signs out and leaves the dashboard.
  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Leave the test' }).click();
  await page.waitForURL(`${platformOrigin()}/`);
  // Signed out once there (the app's note that this browser has a session goes with the session).
  await page.waitForFunction(() => localStorage.getItem('signedInHint') === null);
  await page.goto(`${platformOrigin()}/dashboard/writingtasks`);
  await page.waitForURL('**/login');
  await page.close({ runBeforeUnload: false });
});

test('an unknown dashboard address shows a not-found inside the dashboard, and no page warns of a HydrateFallback', async () => {
  const account = await newAccount('Nora Nowhere');
  // The session stored before any page of the app loads, so the console is watched from the first one.
  const page = await newPage({ name: 'exam-start-not-found' });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('HydrateFallback')) warnings.push(`${page.url()}: ${message.text()}`);
  });
  await storeSession(page, account, 'candidate');
  for (const path of ['/dashboard/writingtasks', '/dashboard/profile', '/dashboard/upgrade']) {
    await page.goto(`${platformOrigin()}${path}`);
    await page.getByRole('link', { name: 'Writing Tasks', exact: true }).waitFor();
  }
  expect(warnings).toEqual([]);
  await page.goto(`${platformOrigin()}/dashboard/nowhere`);
  await page.getByRole('link', { name: 'Writing Tasks', exact: true }).waitFor();
  await page.getByRole('heading', { name: "Oops! Looks like you're lost." }).waitFor();
  expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
  expect(warnings).toEqual([]);
  await page.close();
});
