import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { snap, transitionsSettled } from './support/browser.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { openAndStartGrading } from './support/start-grading.ts';

// The question bank in the candidate app: the first test of every exam (free for everyone) opens with its tasks laid
// out as the spec describes, each OET case shape has its own layout, the tutor sees the model answer, and the sample
// practice task and the IELTS Academic instruction page work. Every test signs in people of its own (a new candidate,
// a tutor). Screenshots: test-results/screenshots/question-bank-*.png.

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

/** Chooses the target exam on the profile page, then starts the first test of its list. */
async function openFirstTest(page: Page, exam: string): Promise<void> {
  await page.goto(`${platformOrigin()}/dashboard/profile`);
  await page.getByLabel('Target Exam').selectOption(exam);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Changes saved successfully.').first().waitFor();
  // Screenshots should show the task, not the toast of the save.
  await page.getByText('Changes saved successfully.').first().waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: 'Writing Tasks' }).click();
  const start = page.getByRole('button', { name: /Start test/ }).first();
  await start.waitFor();
  await start.click();
  // The instructions page first: the clock starts at its Start Test.
  await page.getByRole('button', { name: 'Start Test', exact: true }).click();
  await page.waitForURL(/\/dashboard\/writingtasks\/writing[123]\?test=/);
  // The answer box, or TOEFL's first task, Build a Sentence.
  await page.locator('.answer-box__input, .build-sentence').first().waitFor();
}

/** PTE and TOEFL run their tasks one after the other, each on its own clock: the first is handed in to see the next. */
async function nextTask(page: Page, step = 'Task 2 of 2'): Promise<void> {
  await page.getByRole('button', { name: 'Submit and continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByText(step, { exact: true }).waitFor();
}

test('a candidate opens the first test of each exam and sees every part of its tasks', async () => {
  const page = await signedInPage(await newAccount('Bea Bank'), 'candidate', '/dashboard/profile', {
    name: 'question-bank-first-tests',
  });

  // IELTS Academic: Part 1 with its chart (and the chart as text), Part 2 on its own tab.
  await openFirstTest(page, 'IELTSAcademic');
  const chart = page.getByRole('img', { name: /^(Bar chart|Line graph|Pie chart|Table|Process diagram|Map): / });
  await chart.waitFor();
  expect(await chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await visible(page, 'Read the chart as text');
  await snap(page, 'question-bank-01-ielts-academic');

  // On a phone the chart fits the screen and can be enlarged to its full width.
  await page.setViewportSize({ width: 390, height: 844 });
  await transitionsSettled(page); // the sidebar slides away
  const fitted = await chart.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
  expect(fitted).toBeLessThanOrEqual(390);
  expect(fitted).toBeGreaterThan(330);
  await chart.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Enlarge the chart' }).click();
  await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(640);
  await page.getByRole('button', { name: 'Fit the chart to the screen' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Part 2' }).click();
  await visible(page, /Write at least 250 words/);

  // IELTS General: the letter's three points; as on the real paper its register is not named (choosing it is assessed).
  await openFirstTest(page, 'IELTSGeneral');
  await visible(page, 'In your letter:');
  expect(await page.getByText(/^(Formal|Semi-formal|Informal) letter$/).count()).toBe(0);
  expect(await page.locator('.task-bullets__list li').count()).toBe(3);

  // PTE: the passage to summarise, then the essay.
  await openFirstTest(page, 'PTE');
  await page.getByRole('heading', { name: 'Passage' }).waitFor();
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as rendered on screen
  expect((await page.locator('.task-passage').innerText()).split(/\s+/).length).toBeGreaterThan(200);
  await nextTask(page);
  await visible(page, /200[-–]300 words|200 to 300 words|between 200 and 300 words/);

  // TOEFL: Build a Sentence's ten messages one at a time (as in the exam) with a way to each, the email's three points,
  // then the professor's question and two students' posts.
  await openFirstTest(page, 'TOFEL');
  await visible(page, 'Item 1 of 10 · Replies complete: 0 of 10');
  expect(await page.locator('.build-sentence__item').count()).toBe(1);
  expect(await page.getByRole('button', { name: /^Item \d+/ }).count()).toBe(10);
  await nextTask(page, 'Task 2 of 3');
  await visible(page, 'In your email, do the following:');
  expect(await page.locator('.task-bullets__list li').count()).toBe(3);
  await nextTask(page, 'Task 3 of 3');
  await page.getByRole('region', { name: 'Class discussion' }).waitFor();
  expect(await page.locator('.discussion-post--professor').count()).toBe(1);
  expect(await page.locator('.discussion-post--student').count()).toBe(2);

  // OET: the writing3 screen, case notes beside the answer box, five minutes of reading time first.
  for (const exam of ['OETNurses', 'OETDoctors']) {
    await openFirstTest(page, exam);
    expect(page.url()).toContain('/dashboard/writingtasks/writing3?test=');
    await page.getByRole('heading', { name: 'Case notes' }).waitFor();
    await visible(page, 'Reading time');
    expect(await page.getByPlaceholder('Type your answer here...').isEditable()).toBe(false);
  }
});

test('each OET case shape has its own layout (opened by a tutor, who may open every test)', async () => {
  // A tall window, so that a failure's screenshot shows the whole of the case-notes panel.
  const tutor = await newAccount('Oona Shapes', { role: 'TUTOR' });
  const page = await signedInPage(tutor, 'candidate', '/dashboard/writingtasks', {
    name: 'question-bank-oet-shapes',
    viewport: { width: 1400, height: 2600 },
  });
  const shapes: [string, string, string[]][] = [
    ['oet-nurses-01', 'ReferralCase', ['Scenario', 'Task', 'Instructions', 'Note']],
    ['oet-nurses-02', 'DischargeSummaryCase', ['Patient details', 'Admission', 'Hospital course', 'Follow-up']],
    ['oet-nurses-03', 'CaseNoteCase', ['Task', 'Scenario', 'Instructions', 'Word limit', 'Note to candidates']],
    ['oet-nurses-04', 'CommunicationCase', ['Patient information', 'Updated treatment plan', 'Note to candidate']],
    ['oet-nurses-05', 'HealthcareScenarioCase', ['Scenario', 'Patient', 'Clinical notes']],
    ['oet-nurses-06', 'CaseSummaryCase', ['Patient details', 'Vital signs', 'Treatment', 'Investigations']],
  ];
  for (const [id, shape, headings] of shapes) {
    // A test not started opens on its instructions page; Start Test opens the task screen.
    await page.goto(`${platformOrigin()}/dashboard/writingtasks/writing3?test=${id}`);
    await page.getByRole('button', { name: 'Start Test', exact: true }).click();
    await page.waitForURL(`**/dashboard/writingtasks/writing3?test=${id}`);
    const notes = page.getByRole('region', { name: 'Case notes' });
    await notes.waitFor();
    // Laid out by its shape, which the screen does not name: OET never tells the candidate the letter's kind.
    await expect.poll(() => notes.getAttribute('data-shape')).toBe(shape);
    expect(await notes.locator('.case-notes__header .notes-badge').count()).toBe(0);
    const titles = await notes.locator('.notes-section__title').allInnerTexts();
    for (const heading of headings) expect(titles.map((title) => title.toLowerCase())).toContain(heading.toLowerCase());
    // The real case notes never give the tone, the closing, a ready rationale or why results matter.
    expect(titles.map((title) => title.toLowerCase())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(tone|closing|rationale)/)]),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as rendered on screen
    expect(await notes.innerText()).not.toMatch(/why (it|they) matters?/i);
  }
});

test('the tutor grades with the task material in view and a collapsible model answer', async () => {
  // The queue holds other tests' answers too: the tutor finds this candidate's by a name no other test uses.
  const candidateName = `Toby Discussion ${crypto.randomUUID().slice(0, 6)}`;
  const candidate = await signedInPage(await newAccount(candidateName), 'candidate', '/dashboard/profile', {
    name: 'question-bank-candidate',
  });
  await openFirstTest(candidate, 'TOFEL');
  await nextTask(candidate, 'Task 2 of 3');
  await candidate
    .getByPlaceholder('Type your answer here...')
    .fill('Dear Professor, I am writing to ask about the seminar.');
  await nextTask(candidate, 'Task 3 of 3');
  await candidate.getByRole('button', { name: 'Submit', exact: true }).click();
  await candidate.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await candidate.waitForURL('**/dashboard/writingtasks/success');

  const tutor = await signedInPage(await newAccount('Tam Marker', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'question-bank-tutor',
    viewport: { width: 1400, height: 1000 },
  });
  const row = tutor.getByRole('row', { name: candidateName });
  await row.waitFor();
  await openAndStartGrading(tutor, row);
  await tutor.getByRole('region', { name: 'Class discussion' }).waitFor();
  expect(await tutor.locator('.material-bullets li').count()).toBe(3);
  // Build a Sentence is scored by the server; the tutor reads the result and marks the two written tasks.
  await tutor.getByText('Build a Sentence: 0 of 10 right', { exact: false }).waitFor();
  const modelAnswers = tutor.locator('details.model-answer');
  expect(await modelAnswers.count()).toBe(3);
  const first = modelAnswers.nth(1);
  expect(await first.locator('.model-answer-text').isVisible()).toBe(false);
  await first.getByText('Model answer').click();
  await expect.poll(() => first.locator('.model-answer-text').isVisible()).toBe(true);
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as rendered on screen
  expect((await first.locator('.model-answer-text').innerText()).split(/\s+/).length).toBeGreaterThanOrEqual(80);
  await snap(tutor, 'question-bank-02-tutor-grading');
});

test('the sample practice task and the IELTS Academic instruction page', async () => {
  const page = await signedInPage(await newAccount('Sam Sample'), 'candidate', '/dashboard/writingtasks/1', {
    name: 'question-bank-sample',
  });
  await page.getByRole('heading', { name: 'Academic Writing Part 1' }).waitFor();
  await visible(page, 'You should spend about 20 minutes on this task. Write at least 150 words.');
  const box = page.getByPlaceholder('Type your answer here...');
  await box.fill('The table compares how teenagers in Halvern spent their free time.');
  await visible(page, 'Words: 11');

  // A reload keeps the draft; Clear asks first and keeps the clock.
  await page.reload();
  await expect.poll(() => box.inputValue(), { timeout: 15_000 }).toContain('teenagers in Halvern');
  await page.getByRole('button', { name: 'Clear' }).click();
  const clear = page.getByRole('dialog', { name: 'Clear your answer' });
  await visible(page, 'Are you sure you want to clear your answer? Note: This will not reset the timer.');
  await clear.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => box.inputValue()).toBe('');

  // Submit moves on to the second question, and after it to a clear end.
  await box.fill('A first practice answer.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Submit your answer' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/dashboard/writingtasks/2');
  await visible(page, 'Practice question 2 of 2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Submit your answer' }).getByRole('button', { name: 'Yes' }).click();
  await visible(page, 'You have finished both practice questions. There are no more sample tasks.');
  await page.getByRole('link', { name: 'Go to the Writing Mock Tests' }).waitFor();

  // The instruction page of an IELTS Academic test, then Start Test opens the test.
  await page.goto(`${platformOrigin()}/dashboard/writingtasks/ielts-academic-01/intro`);
  await page.getByRole('heading', { name: 'Instructions to candidates' }).waitFor();
  for (const line of [
    'Answer both parts.',
    'You can change your answers at any time during the test.',
    'Part 2 contributes twice as much as Part 1 to the writing score.',
    'The test clock will show you when there are 10 minutes and 5 minutes remaining.',
  ]) {
    await visible(page, line);
  }
  await visible(page, '1 hour');
  await page.getByRole('button', { name: 'Start Test', exact: true }).click();
  await page.waitForURL('**/dashboard/writingtasks/writing2?test=ielts-academic-01');
  await page.getByRole('tab', { name: 'Part 1' }).waitFor();
});
