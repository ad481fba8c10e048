import { join } from 'node:path';
import { expect, test } from 'vitest';
import { graphqlAs, newAccount } from './support/accounts.ts';
import { snap, transitionsSettled } from './support/browser.ts';
import { screenshotDir } from './support/platform.ts';
import { signedInPage } from './support/sessions.ts';
import { submitFirstTest } from './support/submit-first-test.ts';

// A candidate who changes target exam keeps their earlier attempts on the Writing Tasks page: below the chosen exam's
// tests, "Your other exams" lists the attempts at the other exams' tests, under each exam's name, and each opens as
// it does from the main list. Screenshots: test-results/screenshots/other-exams-*.png.

test('after switching exam, the earlier attempts stay on the tests list under their exam and open as before', async () => {
  const candidate = await newAccount('Otto Otherexam', { exam: 'IELTSAcademic' });
  const answer = 'Cities should invest in public transport because it reduces traffic and pollution.';
  await submitFirstTest(candidate, 'IELTSAcademic', answer);
  // A test of a second exam, started and left running.
  await graphqlAs(candidate, 'mutation { updateMyProfile(input: { selectedExam: IELTSGeneral }) { id } }');
  const { mockTests } = await graphqlAs<{ mockTests: { id: string; title: string; sequence: number }[] }>(
    candidate,
    'query { mockTests(exam: IELTSGeneral) { id title sequence } }',
  );
  const general = mockTests.sort((a, b) => a.sequence - b.sequence)[0];
  if (!general) throw new Error('No IELTS General test to start.');
  await graphqlAs(candidate, 'mutation ($id: ID!) { startAttempt(mockTestId: $id) { id } }', { id: general.id });
  const { myAttempts } = await graphqlAs<{ myAttempts: { items: { mockTest: { exam: string; title: string } }[] } }>(
    candidate,
    'query { myAttempts { items { mockTest { exam title } } } }',
  );
  const academicTitle = myAttempts.items.find((item) => item.mockTest.exam === 'IELTSAcademic')?.mockTest.title ?? '';

  // While the candidate prepares for IELTS General, its test is on the main list and the section has IELTS Academic.
  const page = await signedInPage(candidate, 'candidate', '/dashboard/writingtasks', { name: 'other-exams' });
  const section = page.locator('section.other-exams');
  await section.getByRole('heading', { level: 3, name: 'IELTS-Academic' }).waitFor();
  expect(await section.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['IELTS-Academic']);

  // Switch the target exam in My Profile, as a candidate does.
  await page.getByRole('link', { name: 'My Profile' }).click();
  await page.getByLabel('Target Exam').selectOption('TOFEL');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Changes saved successfully.').waitFor();

  await page.getByRole('link', { name: 'Writing Tasks' }).click();
  await page.getByRole('heading', { level: 1, name: 'TOEFL Writing Mock Tests' }).waitFor();
  await section.getByRole('heading', { level: 2, name: 'Your other exams' }).waitFor();
  await section.getByRole('heading', { level: 3, name: 'IELTS-General' }).waitFor();
  // One block per exam, the exam of the newest attempt first.
  expect(await section.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['IELTS-General', 'IELTS-Academic']);
  const academic = section.locator('section.other-exams__exam', {
    has: page.getByRole('heading', { name: 'IELTS-Academic' }),
  });
  const generalBlock = section.locator('section.other-exams__exam', {
    has: page.getByRole('heading', { name: 'IELTS-General' }),
  });
  // Each row: the test's title, its attempt's status and the action of the main list.
  expect(await academic.locator('.test-row__title').allInnerTexts()).toEqual([academicTitle]);
  expect(await academic.locator('.badge').allInnerTexts()).toEqual(['Under evaluation']);
  expect(await academic.getByRole('button').allInnerTexts()).toEqual(['View Feedback']);
  expect(await generalBlock.locator('.test-row__title').allInnerTexts()).toEqual([general.title]);
  expect(await generalBlock.locator('.badge').allInnerTexts()).toEqual(['In progress']);
  expect(await generalBlock.getByRole('button').allInnerTexts()).toEqual(['Continue test']);
  // The main list is TOEFL's own, and holds neither attempt.
  const mainList = page.locator('.page > ul.test-list');
  await mainList.locator('.test-row').first().waitFor();
  expect(await mainList.getByText(academicTitle, { exact: true }).count()).toBe(0);
  expect(await mainList.getByText(general.title, { exact: true }).count()).toBe(0);
  expect(await mainList.locator('.badge--info').count()).toBe(0);
  await snap(page, 'other-exams-01-list-1280');
  // On a phone the rows keep their title, status and whole-width button; the section alone is shot as well, the list
  // above it being long.
  await page.setViewportSize({ width: 390, height: 844 });
  await transitionsSettled(page);
  await snap(page, 'other-exams-02-list-390');
  await section.screenshot({ path: join(screenshotDir, 'other-exams-02-section-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The submitted IELTS Academic attempt opens read-only, under evaluation, with the answer as submitted.
  await academic.getByRole('button', { name: 'View Feedback' }).click();
  await page.waitForURL('**/dashboard/writingtasks/writing*?test=*');
  await page.getByRole('heading', { name: academicTitle }).first().waitFor();
  await page.getByText(/Your answer is under evaluation\./).waitFor();
  await expect.poll(() => page.locator('textarea').first().inputValue()).toBe(answer);
  expect(await page.locator('textarea').first().isEditable()).toBe(false);
  await snap(page, 'other-exams-03-opened-1280');
  await page.context().close();
});
