import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { expectNoSidewaysScrollOnPhone } from './support/phone-layout.ts';
import { signedInPage } from './support/sessions.ts';

// The automatic first read: once a candidate submits, a machine check of the answers' mechanics runs in a job. The
// candidate sees it under the success message (and on the test's screen while waiting), labelled as a machine's with
// no band or score; a tutor sees its points underlined in the reading pane and listed under each answer, and after
// Start grading turns one into a comment in one action, anchored on its passage with its suggested criterion.
// Screenshots: test-results/screenshots/first-read-*.png.

const task1Answer =
  'The chart shows how many people visited three museums between 2010 and 2020. In 2015 the science museum ' +
  'recieved a large grant, wich explains the the sharp rise in visitors that year. Overall, all three museums ' +
  'became more popular over the decade.';
const task2Answer =
  'Some people believe that public parks matter more than new roads. I partly agree with this view, because green ' +
  'spaces improve the health of everyone who lives nearby.';

test('the candidate reads the automatic first read after submitting; a tutor turns a point into a comment', async () => {
  const candidate = await newAccount('Flo First-Read');
  await graphqlAs(candidate, 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }', {
    input: { selectedExam: 'IELTSAcademic', targetScore: { reading: '', writing: '7', listening: '', speaking: '' } },
  });
  const { mockTests } = await graphqlAs<{ mockTests: { id: string; unlocked: boolean; sequence: number }[] }>(
    candidate,
    'query { mockTests(exam: IELTSAcademic) { id unlocked sequence } }',
  );
  const first = mockTests.filter((item) => item.unlocked).sort((a, b) => a.sequence - b.sequence)[0];
  if (!first) throw new Error('No IELTS Academic test is open to a new candidate.');

  // The candidate writes both parts under exam conditions (no first read while the test runs) and submits.
  const page = await signedInPage(candidate, 'candidate', `/dashboard/writingtasks/${first.id}/intro`, {
    name: 'first-read-candidate',
    bypassCSP: true,
  });
  await page.getByRole('button', { name: 'Start Test', exact: true }).click();
  await page.waitForURL('**/dashboard/writingtasks/writing2**');
  const answerBox = page.getByPlaceholder('Type your answer here...');
  await answerBox.fill(task1Answer);
  expect(await page.getByRole('region', { name: /Automatic first read/ }).count()).toBe(0);
  await page.getByRole('tab', { name: 'Part 2' }).click();
  await answerBox.fill(task2Answer);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/dashboard/writingtasks/success');
  await page.getByText('Test Submitted Successfully!').waitFor();

  // Under the success message: the first read, prepared in a moment, with its caution and the planted slips.
  const firstRead = page.getByRole('region', { name: /Automatic first read/ });
  await firstRead.waitFor();
  await firstRead.getByText(/it gives no band or score, it can miss errors and it can flag correct text/).waitFor();
  await firstRead.getByText("Your tutor's evaluation follows.", { exact: false }).waitFor();
  const part1 = firstRead.getByRole('list', { name: 'Automatic first read of Part 1' });
  await part1.waitFor({ timeout: 30_000 });
  await firstRead.getByText('Read as British English; American spellings are accepted too.').waitFor();
  const marked = await part1.locator('mark').allTextContents();
  expect(marked).toEqual(expect.arrayContaining(['recieved', 'wich']));
  expect(marked.some((text) => /\bthe\b/.test(text))).toBe(true);
  await part1.getByText('Spelling').first().waitFor();
  expect(await firstRead.getByText(/Band \d/).count()).toBe(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await snap(page, 'first-read-01-candidate-after-submit');

  // The test's own screen shows it too while the evaluation is awaited.
  await page.goto(page.url().replace(/\/dashboard\/writingtasks\/success.*/, `/dashboard/writingtasks/${first.id}`));
  await page.getByText('Your answer is under evaluation', { exact: false }).waitFor();
  await page.getByRole('list', { name: 'Automatic first read of Part 1' }).waitFor();
  await snap(page, 'first-read-02-candidate-waiting');
  await expectNoSidewaysScrollOnPhone(page, (phonePage) =>
    phonePage.getByRole('list', { name: 'Automatic first read of Part 1' }).waitFor(),
  );

  // A tutor opens the answer: the points are underlined in the reading pane and listed, without actions yet.
  const tutor = await signedInPage(await newAccount('Tia First-Reader', { role: 'TUTOR' }), 'tutor', '/tutor', {
    name: 'first-read-tutor',
    bypassCSP: true,
  });
  const row = tutor.getByRole('row', { name: /Flo First-Read/ });
  await row.getByRole('link', { name: 'Grade' }).click();
  const answers = tutor.getByRole('region', { name: 'Tasks and answers' });
  const flags = answers.getByRole('region', { name: 'Automatic first read of Part 1' });
  await flags.waitFor();
  const underlined = await answers.locator('.reading-answer').first().locator('.flagged').allTextContents();
  expect(underlined).toEqual(expect.arrayContaining(['recieved', 'wich']));
  expect(
    await answers
      .locator('.reading-answer .flagged')
      .first()
      .evaluate((node) => getComputedStyle(node).textDecorationStyle),
  ).toBe('dotted');
  expect(await flags.getByRole('button', { name: 'Comment' }).count()).toBe(0);
  await snap(tutor, 'first-read-03-tutor-reading');

  // A click on an underline brings its entry in the list into focus.
  await answers.locator('.reading-answer .flagged', { hasText: /^wich$/ }).click();
  expect(await tutor.evaluate(() => document.activeElement?.className)).toBe('first-read-flags__item');
  expect(await tutor.evaluate(() => document.activeElement?.querySelector('mark')?.textContent)).toBe('wich');

  // The switch hides them and shows them again.
  const toggle = answers.getByLabel('Show the first read in the answers');
  await toggle.uncheck();
  expect(await answers.locator('.reading-answer .flagged').count()).toBe(0);
  await toggle.check();
  await answers.locator('.reading-answer .flagged').first().waitFor();

  // After Start grading, Comment on the misspelling adds it to the comments at once, with the suggested criterion.
  await tutor.getByRole('button', { name: 'Start grading' }).click();
  const point = flags.getByRole('listitem').filter({ has: tutor.locator('mark', { hasText: /^recieved$/ }) });
  const criterion = (await point.locator('.first-read-flags__head .muted').textContent()) ?? '';
  expect(criterion).not.toBe('');
  await point.getByRole('button', { name: 'Comment' }).click();
  const comments = tutor.getByRole('group', { name: 'Comments on passages' });
  const listed = comments.getByRole('list', { name: 'Comments on passages' }).getByRole('listitem');
  await listed.first().waitFor();
  expect(await listed.count()).toBe(1);
  await listed.first().getByText(criterion, { exact: true }).waitFor();
  await listed.first().getByText('recieved', { exact: true }).waitFor();
  expect(await listed.first().locator('.passage-comment__text').textContent()).toContain('received');
  expect(await answers.locator('.reading-answer mark.passage').first().textContent()).toBe('recieved');

  // The point now shows its comment; its action opens that comment to edit rather than adding a second one.
  await point.getByText('Commented [1]').waitFor();
  await point.getByRole('button', { name: 'Edit comment [1]' }).click();
  const edit = comments.getByRole('group', { name: 'Edit comment [1]' });
  expect(await edit.getByLabel('Comment').inputValue()).toContain('received');
  expect(await listed.count()).toBe(1);
  expect(await seriousAccessibilityViolations(tutor)).toEqual([]);
  await snap(tutor, 'first-read-04-tutor-commented');
});
